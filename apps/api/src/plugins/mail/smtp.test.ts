import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkIn,
  RELAXED_LIMITS,
  readMailOutbox,
  registration,
  verificationApiPath,
} from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

/** A real SMTP server on an ephemeral port of 127.0.0.1 that keeps what it receives. */
let smtp: SMTPServer;
const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
const waiting: (() => void)[] = [];

let t: TTestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');
  t = await buildTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${address.port}`, MAIL_FROM: 'Firmaport <hello@firmaport.test>' },
    // The server's own workers deliver it, as in production.
    { rateLimits: RELAXED_LIMITS, runJobs: true },
  );
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()));
});

/** The first mail received for the address; waits for it a little, as delivery ends after the SMTP answer. */
async function mailFor(address: string): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = received.find((r) => r.envelopeTo.includes(address));
    if (found) return found.mail;
    if (Date.now() > deadline) throw new Error(`no mail for ${address}`);
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      setTimeout(resolve, 200);
    });
  }
}

describe('mail over SMTP (SMTP_URL)', () => {
  it('delivers the verification mail to a real SMTP server, and its link verifies the address', async () => {
    const body = registration();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en' },
      payload: body,
    });
    expect(res.statusCode).toBe(201);

    const mail = await mailFor(body.email);
    expect(mail.subject).toBe('Verify your e-mail address – Firmaport');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Firmaport', address: 'hello@firmaport.test' });
    expect(mail.html).toContain('Verify e-mail address');
    expect(mail.text).toContain('Hello Ayşe Yılmaz,');
    // Nothing is written to the outbox when SMTP is configured.
    expect(await readMailOutbox(t)).toEqual([]);

    const verify = await t.app.inject({
      method: 'GET',
      // The link works without a session (registering signs nobody in).
      url: verificationApiPath(linkIn(mail.text, '/app/email/verify/')),
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().result.user.is_email_verified).toBe(true);
  });
});
