import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger.ts';

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

  it('keeps the credentials out of logged request and answer headers, whatever their case', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: { method: 'GET', headers: { Authorization: 'Bearer upper', accept: 'application/json' } },
        res: { statusCode: 200, headers: { 'set-cookie': 'session=2', 'content-type': 'text/plain' } },
      },
      'request',
    );
    const text = lines.join('');
    for (const secret of ['Bearer upper', 'session=2']) expect(text).not.toContain(secret);
    expect(text).toContain('application/json');
    expect(text).toContain('text/plain');
  });

  it('redacts the secret values of a URL’s query: link signatures, SMS codes, reset tokens', () => {
    expect(redactUrl('/api/verify/email/12/abc?expires=1700000000&signature=deadbeef&email=a%40b.c')).toBe(
      '/api/verify/email/12/abc?expires=1700000000&signature=[redacted]&email=a%40b.c',
    );
    expect(redactUrl('/api/verify/sms?verification_code=123456')).toBe(
      '/api/verify/sms?verification_code=[redacted]',
    );
    expect(redactUrl('/x?token=abc&%74oken=def')).toBe('/x?token=[redacted]&%74oken=[redacted]');
    expect(redactUrl('/api/packets?brand=1')).toBe('/api/packets?brand=1');
  });

  it('never logs the bodies of secret fields of the auth routes', () => {
    const { logger, lines } = capture();
    logger.info({ body: { verification_code: '654321', signature: 'feedface', token: 'tok' } }, 'request');
    const text = lines.join('');
    for (const secret of ['654321', 'feedface', '"tok"']) expect(text).not.toContain(secret);
  });
});
