import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TRegisterRequest, TSession } from '@portal/contracts/auth/auth-schemas';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { buildSession } from '../modules/auth/session-service.ts';
import { issueAccessToken, sessionEnd } from '../plugins/auth/access-tokens.ts';
import { findUserByEmail } from '../plugins/auth/user-repository.ts';
import type { TTestApp } from './test-app.ts';

type TApp = TTestApp['app'];

/** Limits for test files that are not about throttling: the per-IP limit would stop a busy file. */
export const RELAXED_LIMITS = { authRoutesPerIp: { max: 10_000, windowMs: 60_000, per: 'IP' } };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let sequence = 0;

/** A valid registration body with a unique e-mail. */
export function registration(overrides: Partial<TRegisterRequest> = {}): TRegisterRequest {
  sequence += 1;
  return {
    language_id: 1,
    name: 'Ayşe Yılmaz',
    phone: '532 123 45 67',
    email: `person${sequence}-${Date.now()}@example.com`,
    password: 'portal2026',
    password_confirmation: 'portal2026',
    ...overrides,
  };
}

/**
 * Registers a customer (201 expected) and returns a session of theirs. Registering answers "check
 * your mail" and signs nobody in: the session is started here directly, as registering used to,
 * so a test's sign-in events and budgets hold only its own sign-ins.
 */
export async function registerCustomer(
  app: TApp,
  overrides: Partial<TRegisterRequest> = {},
  language = 'tr',
): Promise<TSession & { password: string }> {
  const body = registration(overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'accept-language': language },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const user = await findUserByEmail(app.db, body.email.trim().toLowerCase());
  if (!user) throw new Error(`registering ${body.email} made no user`);
  const now = app.now();
  const issued = await issueAccessToken(app.db, user.id, sessionEnd(now, false), now);
  return { ...(await buildSession(app.db, user, issued)), password: body.password };
}

export async function login(app: TApp, email: string, password: string): Promise<TSession> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** The seeded demo users (outside production), password Demo1234!. */
export const DEMO = {
  customer: 'customer@demo.portal.test',
  admin: 'admin@demo.portal.test',
  advisor: 'advisor@demo.portal.test',
  secretary: 'secretary@demo.portal.test',
  password: 'Demo1234!',
} as const;

export type TOutboxMail = ParsedMail & { file: string; to_address: string };

/** What the mail helpers read: the app whose queued mails are sent first, and its DATA_DIR. */
type TMailSource = Pick<TTestApp, 'app' | 'config'>;

/** Every .eml of DATA_DIR/outbox/mail, oldest first, parsed, once the queued mails are sent. */
export async function readMailOutbox({ app, config }: TMailSource): Promise<TOutboxMail[]> {
  await app.backgroundIdle();
  const folder = join(config.dataDir, 'outbox', 'mail');
  let files: string[];
  try {
    files = (await readdir(folder)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(folder, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return { ...parsed, file, to_address: to?.value[0]?.address ?? '' };
    }),
  );
}

export async function mailsTo(source: TMailSource, address: string): Promise<TOutboxMail[]> {
  return (await readMailOutbox(source)).filter((mail) => mail.to_address === address);
}

/** The first link of a mail's plain text that contains `marker`. */
export function linkIn(text: string | undefined, marker: string): string {
  const link = (text ?? '').split(/\s+/).find((word) => word.startsWith('http') && word.includes(marker));
  expect(link, `a link with ${marker}`).toBeDefined();
  return link ?? '';
}

/** `{APP_URL}/{lang}/app/email/verify/{id}/{hash}?…` → the API call the web page makes. */
export function verificationApiPath(link: string): string {
  const url = new URL(link);
  const match = /^\/(tr|en)\/app\/email\/verify\/(\d+)\/([^/]+)$/.exec(url.pathname);
  expect(match, link).not.toBeNull();
  return `/api/verify/email/${match?.[2]}/${match?.[3]}${url.search}`;
}

/** `{APP_URL}/{lang}/app/email/change/{id}?email&keep&expires&signature` → the call the web page makes. */
export function emailChangeApiCall(link: string): { url: string; payload: Record<string, string> } {
  const url = new URL(link);
  const match = /^\/(tr|en)\/app\/email\/change\/(\d+)$/.exec(url.pathname);
  expect(match, link).not.toBeNull();
  return { url: `/api/users/${match?.[2]}/email-change`, payload: Object.fromEntries(url.searchParams) };
}

export type TSmsLine = { to: string; text: string; at: string };

export async function readSmsOutbox(dataDir: string): Promise<TSmsLine[]> {
  try {
    const text = await readFile(join(dataDir, 'outbox', 'sms.jsonl'), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}
