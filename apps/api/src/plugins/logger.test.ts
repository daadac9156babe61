import { execFile } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fillPath } from '@portal/contracts/http/route-contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_LIMITS } from '../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../test/test-app.ts';
import { loggerOptions, redactUrl } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // Without the time, pid and host name: a secret's few characters (an SMS code, "p1") could be in
  // those by chance (a time ending in 654321, a machine called app1). Redaction is the same.
  const options = { ...loggerOptions({ logLevel: 'info' }), base: null, timestamp: false };
  return { logger: pino(options, stream), lines };
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

  it('redacts the secret segment of a capability link, whatever follows it', () => {
    expect(redactUrl('/api/data-exports/abc_DEF-123')).toBe('/api/data-exports/[redacted]');
    expect(redactUrl('/api/calendar-feeds/abc.ics')).toBe('/api/calendar-feeds/[redacted]');
    expect(redactUrl('/api/payments/3ds/abc')).toBe('/api/payments/3ds/[redacted]');
    expect(redactUrl('/api/payments/3ds/abc/callback?x=1')).toBe('/api/payments/3ds/[redacted]/callback?x=1');
    expect(redactUrl('/en/app/invitations/abc')).toBe('/en/app/invitations/[redacted]');
    // An invitation's id (a number of the company's list) is no secret.
    expect(redactUrl('/api/accounts/4/invitations/9/resend')).toBe('/api/accounts/4/invitations/9/resend');
  });

  it('never logs the bodies of secret fields of the auth routes', () => {
    const { logger, lines } = capture();
    logger.info({ body: { verification_code: '654321', signature: 'feedface', token: 'tok' } }, 'request');
    const text = lines.join('');
    for (const secret of ['654321', 'feedface', '"tok"']) expect(text).not.toContain(secret);
  });
});

describe('the request log of capability links', () => {
  const lines: string[] = [];
  let t: TTestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp(
      {},
      { rateLimits: RELAXED_LIMITS, logger: { ...loggerOptions({ logLevel: 'info' }), stream } },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps only that a data export, calendar feed, 3-D Secure or invitation link was called', async () => {
    const calls = [
      ['GET', '/api/data-exports/export-secret-1'],
      ['GET', '/api/calendar-feeds/feed-secret-2.ics'],
      ['GET', '/api/payments/3ds/challenge-secret-3'],
      ['POST', '/api/payments/3ds/challenge-secret-4/callback'],
      ['GET', '/api/invitations/invitation-secret-5'],
      ['POST', '/api/invitations/invitation-secret-6/accept'],
      ['GET', '/tr/app/invitations/invitation-secret-7'],
      ['GET', '/api/data-exports/export-secret-8/unknown?x=1'],
    ] as const;
    for (const [method, url] of calls) await t.app.inject({ method, url });
    await new Promise((resolve) => setImmediate(resolve));
    const text = lines.join('');
    expect(text).toContain('"url":"/api/data-exports/[redacted]"');
    expect(text).toContain('"url":"/api/calendar-feeds/[redacted]"');
    expect(text).toContain('"url":"/api/payments/3ds/[redacted]/callback"');
    expect(text).toContain('"url":"/tr/app/invitations/[redacted]"');
    expect(text).toContain('"url":"/api/data-exports/[redacted]/unknown?x=1"');
    expect(text).not.toMatch(/secret-\d/);
  });

  it('redacts the token of every API route that has one in its path', () => {
    const withToken = t.app.routeTable.filter((route) => route.url.includes(':token'));
    expect(withToken.length).toBeGreaterThanOrEqual(6);
    for (const route of withToken) {
      const url = fillPath(route.url, { token: 'a-capability-secret' });
      expect(redactUrl(url), route.url).not.toContain('a-capability-secret');
    }
  });
});

describe('the log destination', () => {
  it('writes every line whole and in order: short ones packed, a longer one than a slab alone, the rest at exit', async () => {
    // A process of its own: the destination writes to standard output and flushes when it exits.
    const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
    const script = `
      import { logDestination } from ${JSON.stringify(logger)};
      const out = logDestination();
      for (let i = 0; i < 2000; i += 1) out.write(JSON.stringify({ i, şirket: 'Çağrı Öztürk Ltd. Şti.', not: 'ğ'.repeat(i % 40) }) + '\\n');
      out.write(JSON.stringify({ i: 'long', text: 'ğ'.repeat(40000) }) + '\\n');
      out.write(JSON.stringify({ i: 'last' }) + '\\n');
      process.exit(0);
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const lines = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { i: number | string });
    expect(lines.map((line) => line.i)).toEqual([
      ...Array.from({ length: 2000 }, (_, i) => i),
      'long',
      'last',
    ]);
    // Two-byte letters in lines of every length: a slab never cuts one.
    expect(lines[1999]).toEqual({ i: 1999, şirket: 'Çağrı Öztürk Ltd. Şti.', not: 'ğ'.repeat(39) });
    expect((lines[2000] as unknown as { text: string }).text).toBe('ğ'.repeat(40000));
  });
});
