import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../plugins/logger.ts';
import {
  bearer,
  linkIn,
  mailsTo,
  RELAXED_LIMITS,
  readSmsOutbox,
  registerCustomer,
  verificationApiPath,
} from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

/** pino's own numbers on every line, whose digits say nothing of what was logged. */
const LINE_CLOCK_FIELDS = ['time', 'pid', 'responseTime'];

/**
 * Every word (letters and digits) of every string value of the JSON log lines, and every number
 * but the line's time, pid and response time.
 */
function loggedWords(text: string): string[] {
  const words: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') words.push(...value.split(/[^\p{L}\p{N}]+/u));
    else if (typeof value === 'number') words.push(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const fields: Record<string, unknown> = JSON.parse(line);
    for (const field of LINE_CLOCK_FIELDS) delete fields[field];
    walk(fields);
  }
  return words;
}

let t: TTestApp;
beforeAll(async () => {
  // The server's own logger options, at debug level, into memory.
  t = await buildTestApp(
    {},
    { rateLimits: RELAXED_LIMITS, logger: { ...loggerOptions({ logLevel: 'debug' }), stream } },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('the request log', () => {
  it('holds no password, token, link signature, reset token or SMS code of a whole journey', async () => {
    const person = await registerCustomer(t.app);
    const [mail] = await mailsTo(t, person.user.email);
    const verifyPath = verificationApiPath(linkIn(mail?.text, '/app/email/verify/'));
    expect((await t.app.inject({ method: 'GET', url: verifyPath })).statusCode).toBe(200);

    await t.app.inject({
      method: 'GET',
      url: '/api/verify/sms/send-sms-verification-notification',
      headers: bearer(person.token),
    });
    const code = /\d{6}/.exec((await readSmsOutbox(t.config.dataDir)).at(-1)?.text ?? '')?.[0] ?? 'missing';
    const sms = await t.app.inject({
      method: 'GET',
      url: `/api/verify/sms?verification_code=${code}`,
      headers: bearer(person.token),
    });
    expect(sms.statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: person.user.email },
    });
    await t.app.backgroundIdle();
    const resetMail = (await mailsTo(t, person.user.email)).at(-1);
    const resetToken =
      new URL(linkIn(resetMail?.text, '/app/change-pass')).searchParams.get('token') ?? 'missing';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        email: person.user.email,
        token: resetToken,
        password: 'after-reset-2026',
        password_confirmation: 'after-reset-2026',
      },
    });
    expect(reset.statusCode).toBe(200);

    const text = lines.join('');
    expect(text).toContain('request completed');
    expect(text).toContain('signature=[redacted]');
    expect(text).toContain('verification_code=[redacted]');
    const signature = new URL(verifyPath, 'http://x').searchParams.get('signature') ?? 'missing';
    for (const secret of [person.password, 'after-reset-2026', person.token, signature, resetToken]) {
      expect(text).not.toContain(secret);
    }
    // Six digits turn up by chance in a line's time, pid or response time: the code is looked for
    // as a whole word of a logged text (a URL, a body, a message).
    expect(loggedWords(text)).not.toContain(code);
  });
});
