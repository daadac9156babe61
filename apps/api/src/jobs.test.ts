import type { TJobKind } from '@portal/contracts/staff/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, login, RELAXED_LIMITS } from './test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from './test/test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});

afterAll(async () => {
  await t?.close();
});

async function asAdmin(url: string) {
  const session = await login(t.app, DEMO.admin, DEMO.password);
  return t.app.inject({ method: 'GET', url, headers: { ...bearer(session.token), 'accept-language': 'en' } });
}

/** What runs on a clock, and how failures are retried: a change here is a change of the portal's behaviour. */
const EXPECTED: TJobKind[] = [
  { name: 'applications.waiting-mail', cron: '15 8-18 * * *', retry_limit: 3, retry_delay_seconds: 300 },
  { name: 'billing.renewals', cron: '*/10 * * * *', retry_limit: 3, retry_delay_seconds: 60 },
  {
    name: 'company-documents.expiry-reminders',
    cron: '30 8-10 * * *',
    retry_limit: 3,
    retry_delay_seconds: 300,
  },
  { name: 'documents.reminders', cron: '0 9-11 * * *', retry_limit: 3, retry_delay_seconds: 300 },
  { name: 'mail', cron: null, retry_limit: 5, retry_delay_seconds: 30 },
  { name: 'mail.forget-deliveries', cron: '40 4 * * *', retry_limit: 2, retry_delay_seconds: 300 },
  { name: 'network.expire-holds', cron: '* * * * *', retry_limit: 3, retry_delay_seconds: 30 },
  { name: 'office.storage-days', cron: '20 0 * * *', retry_limit: 3, retry_delay_seconds: 300 },
  { name: 'payments.reconcile', cron: '* * * * *', retry_limit: 0, retry_delay_seconds: 60 },
  { name: 'payments.sales-documents', cron: null, retry_limit: 3, retry_delay_seconds: 60 },
  { name: 'privacy.account-closings', cron: '0 3 * * *', retry_limit: 3, retry_delay_seconds: 600 },
  { name: 'privacy.data-export', cron: null, retry_limit: 2, retry_delay_seconds: 60 },
  { name: 'privacy.data-export-sweep', cron: '20 * * * *', retry_limit: 2, retry_delay_seconds: 300 },
  { name: 'receipt-scans.read', cron: null, retry_limit: 2, retry_delay_seconds: 30 },
  { name: 'tax-returns.create-due', cron: '0 6-7 * * *', retry_limit: 3, retry_delay_seconds: 300 },
  { name: 'tax-returns.payment-reminders', cron: '0 9-11 * * *', retry_limit: 3, retry_delay_seconds: 300 },
];

describe('the server’s one list of jobs', () => {
  it('registers every job, with its schedule and retries, and staff read the same list', async () => {
    const answer = await asAdmin('/api/jobs/kinds');
    expect(answer.statusCode).toBe(200);
    const kinds: TJobKind[] = answer.json().result;
    expect([...kinds].sort((a, b) => a.name.localeCompare(b.name))).toEqual(EXPECTED);
  });

  it('filters the jobs by a kind of the list, and refuses a name it does not run', async () => {
    expect((await asAdmin('/api/jobs?name=documents.reminders')).statusCode).toBe(200);
    const unknown = await asAdmin('/api/jobs?name=no.such-job');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ name: ['Please enter a valid value.'] });
  });
});
