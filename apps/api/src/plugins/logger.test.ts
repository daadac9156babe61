import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino(loggerOptions({ logLevel: 'info' }), stream), lines };
}

describe('logger', () => {
  it('redacts credentials and card data wherever they appear', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer abc', cookie: 'session=1', host: 'portal' } },
        body: { email: 'a@b.c', password: 'p1', password_confirmation: 'p1', token: 't' },
        payment: {
          card: { card_number: '4111111111111111', card_cvc: '123', cvc: '123', cardNumber: '4111' },
        },
      },
      'request',
    );
    const text = lines.join('');
    for (const secret of ['Bearer abc', 'session=1', 'p1', '4111111111111111', '"123"', '"4111"', '"t"']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('a@b.c');
    expect(text).toContain('portal');
    expect(text).toContain('[redacted]');
  });
});
