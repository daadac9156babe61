import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { LANGUAGE_IDS } from '@portal/contracts/common/languages';
import { formatPeriod, workingPeriod } from '@portal/contracts/documents/document-periods';
import type { TMonthlyDocument } from '@portal/contracts/documents/monthly-documents';
import type { TInAppNotification } from '@portal/contracts/notifications/notification-routes';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { bearer, DEMO, login, mailsTo, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { createCompany, holdProduct } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

/*
 * Issue 36, "silence where people expect a word": when staff ask a customer to correct something
 * (a monthly document needing a fix, an application sent back), the company's customers hear it
 * once, by mail and on the bell, each in their own language.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

let t: TTestApp;
let owner: TSession;
/** The owner's teammate, who reads English. */
let teammate: TSession;
let advisor: TSession;
let admin: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  [owner, teammate, advisor, admin] = await Promise.all([
    registerCustomer(t.app),
    registerCustomer(t.app),
    login(t.app, DEMO.advisor, DEMO.password),
    login(t.app, DEMO.admin, DEMO.password),
  ]);
  await t.app.db.update(users).set({ languageId: LANGUAGE_IDS.en }).where(eq(users.id, teammate.user.id));
});
afterAll(async () => {
  await t?.close();
});

const PERIOD = workingPeriod(new Date());

const headers = (session: TSession, language = 'tr') => ({
  ...bearer(session.token),
  'accept-language': language,
});

/** An approved company of the owner and the teammate (a member), served by the demo advisor. */
async function activeCompany(name: string): Promise<number> {
  const id = await createCompany(t.app.db, [owner.user.id, advisor.user.id], {
    status: ACCOUNT_STATUSES.active,
    name,
  });
  await holdProduct(t.app.db, id, PRODUCT_TYPES.accountant);
  await t.app.db
    .insert(accountUsers)
    .values({ accountId: id, userId: teammate.user.id, memberRole: 'member' });
  return id;
}

async function uploaded(accountId: number, fileName: string): Promise<TMonthlyDocument> {
  const form = new FormData();
  form.append('kind', 'income_invoice');
  form.append('period', PERIOD);
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), fileName);
  const body = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/documents`,
    headers: { ...headers(owner), 'content-type': body.headers.get('content-type') ?? '' },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

async function review(accountId: number, documentId: number, payload: object) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/accounts/${accountId}/documents/${documentId}/review`,
    headers: headers(advisor),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function notificationsOf(session: TSession, kind: string): Promise<TInAppNotification[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: headers(session) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.data as TInAppNotification[]).filter((notice) => notice.kind === kind);
}

const fixMails = async (session: TSession, companyName: string) =>
  (await mailsTo(t, session.user.email)).filter((mail) => mail.subject?.includes(companyName));

describe('a monthly document that needs a fix', () => {
  it('tells every customer of the company once, by mail and on the bell, in their language', async () => {
    const company = await activeCompany('Düzeltme Ltd');
    const document = await uploaded(company, 'fatura-ekim.pdf');
    await review(company, document.id, { decision: 'needs_fix', note: 'İkinci sayfa eksik.' });

    const [turkish] = await fixMails(owner, 'Düzeltme Ltd');
    expect(turkish?.subject).toBe('Düzeltme Ltd: bir belgenizin düzeltilmesi gerekiyor – Firmaport');
    expect(turkish?.text).toContain('fatura-ekim.pdf');
    expect(turkish?.text).toContain(formatPeriod(PERIOD, 'tr'));
    expect(turkish?.text).toContain('> İkinci sayfa eksik.');
    expect(turkish?.text).toContain(`/tr/app/documents?period=${PERIOD}`);
    const [english] = await fixMails(teammate, 'Düzeltme Ltd');
    expect(english?.subject).toBe('Düzeltme Ltd: one of your documents needs a correction – Firmaport');
    expect(english?.text).toContain(formatPeriod(PERIOD, 'en'));
    expect(english?.text).toContain(`/en/app/documents?period=${PERIOD}`);
    // Staff are told nothing of their own request.
    expect(await mailsTo(t, DEMO.advisor)).toEqual([]);

    const [notice] = await notificationsOf(owner, 'document_needs_fix');
    expect(notice).toMatchObject({
      account_id: company,
      params: {
        company: 'Düzeltme Ltd',
        file_name: 'fatura-ekim.pdf',
        period: PERIOD,
        note: 'İkinci sayfa eksik.',
      },
      link: `app/documents?period=${PERIOD}`,
      read_at: null,
    });
    expect(await notificationsOf(teammate, 'document_needs_fix')).toHaveLength(1);

    // The same request again (a double click) tells nobody a second time.
    await review(company, document.id, { decision: 'needs_fix', note: 'İkinci sayfa eksik.' });
    await Promise.all([
      review(company, document.id, { decision: 'needs_fix', note: 'İkinci sayfa eksik.' }),
      review(company, document.id, { decision: 'needs_fix', note: 'İkinci sayfa eksik.' }),
    ]);
    expect(await fixMails(owner, 'Düzeltme Ltd')).toHaveLength(1);
    expect(await fixMails(teammate, 'Düzeltme Ltd')).toHaveLength(1);
    expect(await notificationsOf(owner, 'document_needs_fix')).toHaveLength(1);
  });

  it('tells a new request (another note), and nothing for an accepted document', async () => {
    const company = await activeCompany('Kabul Ltd');
    const accepted = await uploaded(company, 'makbuz.pdf');
    await review(company, accepted.id, { decision: 'accepted' });
    expect(await fixMails(owner, 'Kabul Ltd')).toEqual([]);
    expect(
      (await notificationsOf(owner, 'document_needs_fix')).filter((notice) => notice.account_id === company),
    ).toEqual([]);

    const document = await uploaded(company, 'banka.pdf');
    await review(company, document.id, { decision: 'needs_fix', note: 'Okunmuyor.' });
    await review(company, document.id, {
      decision: 'needs_fix',
      note: 'Hâlâ okunmuyor; PDF olarak yükleyin.',
    });
    const mails = await fixMails(owner, 'Kabul Ltd');
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.text?.includes('Hâlâ okunmuyor'))).toContain(true);
  });
});

describe('an application sent back for a correction', () => {
  it('rings the bell of every customer besides the mail, once', async () => {
    const company = await createCompany(t.app.db, [owner.user.id], {
      status: ACCOUNT_STATUSES.waitingForApproval,
      name: 'Geri Gönderilen Ltd',
    });
    await t.app.db
      .insert(accountUsers)
      .values({ accountId: company, userId: teammate.user.id, memberRole: 'member' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${company}/change-status?all=1`,
      headers: headers(admin),
      payload: { status: ACCOUNT_STATUSES.rejected, reason: 'Kimlik belgesi okunmuyor.' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const [notice] = (await notificationsOf(owner, 'application_rejected')).filter(
      (item) => item.account_id === company,
    );
    expect(notice).toMatchObject({
      params: { company: 'Geri Gönderilen Ltd', reason: 'Kimlik belgesi okunmuyor.' },
      link: 'app/application-form/status',
    });
    expect(await notificationsOf(teammate, 'application_rejected')).toHaveLength(1);
    const mails = (await mailsTo(t, teammate.user.email)).filter((mail) =>
      mail.subject?.includes('application needs a correction'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Kimlik belgesi okunmuyor.');
  });
});
