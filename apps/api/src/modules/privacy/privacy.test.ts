import { randomBytes } from 'node:crypto';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type {
  TAccountClosing,
  TDataExport,
  TDocumentAccess,
  TSignIn,
} from '@portal/contracts/privacy/privacy-schemas';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations, accounts, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { officeCalls } from '../../db/schema/office-line.ts';
import { invoiceLines, invoices, payments } from '../../db/schema/payments.ts';
import { dataExports, documentAccesses } from '../../db/schema/privacy.ts';
import { products } from '../../db/schema/products.ts';
import { securityEvents } from '../../db/schema/staff.ts';
import {
  bearer,
  DEMO,
  linkIn,
  login,
  mailsTo,
  RELAXED_LIMITS,
  registerCustomer,
} from '../../test/auth-helpers.ts';
import { createCompany } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { runAccountClosings } from './account-closing.ts';
import { sweepDataExports } from './data-export-jobs.ts';
import { findPersonForExport } from './export-repository.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const DAY_MS = 86_400_000;

// The clock the server reads: moved by the tests that are about time (links, the 30 days).
let now = new Date('2026-11-24T09:00:00Z');
let t: TTestApp;
let advisor: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  advisor = await login(t.app, DEMO.advisor, DEMO.password);
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

function signIn(email: string, password: string, ip = '198.51.100.7') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password },
  });
}

/** A document of the company, with its file in storage, as an upload leaves it. */
async function storedDocument(accountId: number, kind = 'receipt', period: string | null = '2026-10') {
  const storageKey = `documents/${randomBytes(8).toString('hex')}.pdf`;
  await t.app.storage.put(storageKey, PDF);
  const [row] = await t.app.db
    .insert(accountDocuments)
    .values({
      accountId,
      kind,
      period,
      storageKey,
      fileName: 'fiş ekim.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
      ...(period ? { reviewStatus: 'pending' as const } : {}),
    })
    .returning({ id: accountDocuments.id });
  if (!row) throw new Error('no document');
  return { id: row.id, storageKey };
}

/** Whether the storage holds `key` (the opened file is closed at once: nothing reads it). */
async function isStored(key: string): Promise<boolean> {
  const file = await t.app.storage.read(key);
  file?.stream.destroy();
  return file !== null;
}

describe('GET /api/me/sign-ins', () => {
  it('lists the caller’s own sign-ins and failures, newest first, at most 20', async () => {
    const person = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    now = new Date('2026-11-24T09:00:00Z');
    expect((await signIn(person.user.email, 'Wrong-password-1', '198.51.100.1')).statusCode).toBe(422);
    now = new Date('2026-11-24T09:01:00Z');
    expect((await signIn(person.user.email, person.password, '198.51.100.2')).statusCode).toBe(200);
    now = new Date('2026-11-24T09:02:00Z');
    expect((await signIn(other.user.email, other.password, '203.0.113.9')).statusCode).toBe(200);

    const res = await call('GET', '/api/me/sign-ins', person.token);
    expect(res.statusCode, res.body).toBe(200);
    const list: TSignIn[] = res.json().result;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        succeeded: true,
        failure: null,
        ip: '198.51.100.2',
        user_agent: null,
        second_factor: false,
        occurred_at: '2026-11-24T09:01:00.000Z',
      },
      {
        id: expect.any(Number),
        succeeded: false,
        failure: 'wrong_password',
        ip: '198.51.100.1',
        user_agent: null,
        second_factor: false,
        occurred_at: '2026-11-24T09:00:00.000Z',
      },
    ]);
    expect(res.body).not.toContain('203.0.113.9');

    // Older ones fall off the end: only the latest 20 are shown.
    await t.app.db.insert(securityEvents).values(
      Array.from({ length: 25 }, (_, i) => ({
        type: 'sign_in',
        userId: person.user.id,
        ip: '192.0.2.1',
        occurredAt: new Date(Date.parse('2026-11-01T00:00:00Z') + i * 60_000),
      })),
    );
    const capped: TSignIn[] = (await call('GET', '/api/me/sign-ins', person.token)).json().result;
    expect(capped).toHaveLength(20);
    expect(capped[0]?.occurred_at).toBe('2026-11-24T09:01:00.000Z');
  });
});

describe('staff accesses to the company’s documents', () => {
  it('are recorded for staff downloads only and listed only to the company’s customers', async () => {
    now = new Date();
    advisor = await login(t.app, DEMO.advisor, DEMO.password);
    const admin = await login(t.app, DEMO.admin, DEMO.password);
    const owner = await registerCustomer(t.app);
    const outsider = await registerCustomer(t.app);
    const accountId = await createCompany(t.app.db, [owner.user.id, advisor.user.id], {
      status: ACCOUNT_STATUSES.active,
      name: 'Erişim Ltd',
    });
    const document = await storedDocument(accountId);
    const url = `/api/accounts/${accountId}/documents/${document.id}/file`;

    // The customer's own download is theirs: not recorded.
    expect((await call('GET', url, owner.token)).statusCode).toBe(200);
    expect(
      await t.app.db.select().from(documentAccesses).where(eq(documentAccesses.accountId, accountId)),
    ).toEqual([]);

    now = new Date(Date.now() + 1_000);
    expect((await call('GET', url, advisor.token)).statusCode).toBe(200);
    now = new Date(Date.now() + 2_000);
    expect((await call('GET', `${url}?all=1`, admin.token)).statusCode).toBe(200);

    const res = await call('GET', '/api/me/document-accesses', owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json().result as { data: TDocumentAccess[]; meta: { total: number } };
    expect(meta.total).toBe(2);
    expect(data.map((access) => access.staff?.role)).toEqual(['admin', 'advisor']);
    expect(data[1]).toEqual({
      id: expect.any(Number),
      accessed_at: expect.any(String),
      staff: { id: advisor.user.id, name: advisor.user.name, role: 'advisor' },
      document: { id: document.id, kind: 'receipt', period: '2026-10' },
      account: { id: accountId, name: 'Erişim Ltd' },
    });

    // Nobody else's list shows them: another customer, the staff themselves.
    for (const session of [outsider, advisor]) {
      const list = await call('GET', '/api/me/document-accesses', session.token);
      expect(list.json().result.data.filter((a: TDocumentAccess) => a.account.id === accountId)).toEqual([]);
    }
    expect((await call('GET', '/api/me/document-accesses', null)).statusCode).toBe(401);
  });
});

describe('download my data', () => {
  it('builds a ZIP of the JSON and the files, mails a link that expires after 24 hours', async () => {
    now = new Date();
    const person = await registerCustomer(t.app, {}, 'en');
    const accountId = await createCompany(t.app.db, [person.user.id], {
      status: ACCOUNT_STATUSES.active,
      name: 'Veri Ltd',
    });
    await t.app.db.insert(accountInformations).values({ accountId, key: 'tax_number', value: '1234567890' });
    const document = await storedDocument(accountId);

    const asked = await call('POST', '/api/me/data-export', person.token);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().result).toMatchObject({ status: 'pending' });
    expect(asked.json().message).toContain('being prepared');
    // One at a time.
    expect((await call('POST', '/api/me/data-export', person.token)).statusCode).toBe(409);

    const [mail] = await mailsTo(t, person.user.email).then((mails) =>
      mails.filter((m) => m.subject?.includes('ready to download')),
    );
    expect(mail, 'the link is mailed once the job has run').toBeDefined();
    const link = linkIn(mail?.text, '/api/data-exports/');
    const state: TDataExport = (await call('GET', '/api/me/data-export', person.token)).json().result;
    expect(state.status).toBe('ready');
    expect(Date.parse(state.expires_at ?? '') - Date.parse(state.ready_at ?? '')).toBe(24 * 3_600_000);
    expect((await call('POST', '/api/me/data-export', person.token)).statusCode).toBe(409);

    const path = new URL(link).pathname;
    const download = await t.app.inject({ method: 'GET', url: path });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const personJson = JSON.parse(strFromU8(files['person.json'] ?? new Uint8Array()));
    expect(personJson.profile).toMatchObject({
      id: person.user.id,
      email: person.user.email,
      language: 'en',
      role: 'customer',
    });
    expect(personJson.sign_ins).toEqual(expect.any(Array));
    expect(personJson.companies).toEqual([
      { id: accountId, name: 'Veri Ltd', file: `companies/${accountId}/company.json` },
    ]);
    const company = JSON.parse(strFromU8(files[`companies/${accountId}/company.json`] ?? new Uint8Array()));
    expect(company.informations).toEqual({ tax_number: '1234567890' });
    const filePath = `companies/${accountId}/documents/${document.id}-fiş ekim.pdf`;
    expect(company.documents).toEqual([expect.objectContaining({ id: document.id, file: filePath })]);
    expect(company.documents[0]).not.toHaveProperty('storage_key');
    expect(Buffer.from(files[filePath] ?? new Uint8Array()).equals(PDF)).toBe(true);
    // No secret leaves: no hash of a password or token.
    expect(strFromU8(files['person.json'] ?? new Uint8Array())).not.toContain('argon2');

    // A secret that was never issued opens nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/data-exports/not-a-real-secret' })).statusCode,
    ).toBe(404);

    // 24 hours on, the link is dead, the profile may ask again, and the sweep removes the file.
    now = new Date(Date.parse(state.expires_at ?? '') + 1_000);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(dataExports).where(eq(dataExports.userId, person.user.id));
    const fileKey = row?.fileKey ?? '';
    expect(await isStored(fileKey)).toBe(true);
    expect((await sweepDataExports(t.app)).removed).toBeGreaterThanOrEqual(1);
    expect(await isStored(fileKey)).toBe(false);
    const again = await login(t.app, person.user.email, person.password);
    expect((await call('GET', '/api/me/data-export', again.token)).json().result.status).toBe('none');
    expect((await call('POST', '/api/me/data-export', again.token)).statusCode).toBe(202);
  });

  it("names each person's own first role", async () => {
    const customer = await registerCustomer(t.app);
    expect((await findPersonForExport(t.app.db, customer.user.id))?.role).toBe('customer');
    expect((await findPersonForExport(t.app.db, advisor.user.id))?.role).toBe('advisor');
  });
});

describe('closing the account', () => {
  /** A payment and its invoice of one line, as a card payment leaves them. */
  async function invoiceOf(accountId: number, userId: number) {
    const [product] = await t.app.db.select({ id: products.id }).from(products).limit(1);
    const [payment] = await t.app.db
      .insert(payments)
      .values({
        accountId,
        userId,
        productId: product?.id ?? 0,
        kind: 'subscription',
        idempotencyKey: `key-${randomBytes(6).toString('hex')}`,
        amount: 120_000,
        status: 'succeeded',
        provider: 'test',
        cardLast4: '0008',
        cardBrand: 'mastercard',
      })
      .returning({ id: payments.id });
    const [invoice] = await t.app.db
      .insert(invoices)
      .values({
        number: `FP-2026-${randomBytes(3).toString('hex')}`,
        accountId,
        paymentId: payment?.id ?? 0,
        accountName: 'Kapanan Ltd',
        subtotal: 100_000,
        vatRate: 20,
        vat: 20_000,
        total: 120_000,
      })
      .returning({ id: invoices.id });
    await t.app.db.insert(invoiceLines).values({
      invoiceId: invoice?.id ?? 0,
      description: 'Muhasebe paketi',
      quantity: 1,
      unitPrice: 100_000,
      total: 100_000,
    });
    return { paymentId: payment?.id ?? 0, invoiceId: invoice?.id ?? 0 };
  }

  it('is asked with the password, taken back, asked again, and carried out 30 days later', async () => {
    now = new Date('2026-12-01T10:00:00Z');
    const person = await registerCustomer(t.app);
    const partner = await registerCustomer(t.app);
    const own = await createCompany(t.app.db, [person.user.id], { status: ACCOUNT_STATUSES.active });
    const shared = await createCompany(t.app.db, [person.user.id, partner.user.id], {
      status: ACCOUNT_STATUSES.active,
    });
    await t.app.db
      .update(accountUsers)
      .set({ memberRole: 'member' })
      .where(and(eq(accountUsers.accountId, shared), eq(accountUsers.userId, partner.user.id)));
    await t.app.db.insert(accountInformations).values([
      { accountId: own, key: 'tax_number', value: '1234567890' },
      { accountId: own, key: 'identityNo', value: '10000000146' },
    ]);
    const kept = await invoiceOf(own, person.user.id);
    const document = await storedDocument(own);
    const sharedDocument = await storedDocument(shared);
    await t.app.db.insert(ledgerEntries).values({
      accountId: own,
      entryDate: '2026-10-10',
      kind: 'expense',
      counterpartyName: 'Kırtasiye A.Ş.',
      category: 'office_supplies',
      netAmount: 10_000,
      kdvRate: 20,
      kdvAmount: 2_000,
      grossAmount: 12_000,
    });
    await t.app.db.insert(officeCalls).values({
      accountId: own,
      calledAt: now,
      callerName: 'Mehmet Arayan',
      callerPhone: '02125554433',
      subject: 'Teklif',
      outcome: 'message_taken',
    });

    const wrong = await call('POST', '/api/me/close', person.token, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('password');

    const asked = await call('POST', '/api/me/close', person.token, { password: person.password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().result).toEqual({
      can_close: true,
      requested_at: '2026-12-01T10:00:00.000Z',
      takes_effect_at: '2026-12-31T10:00:00.000Z',
      // 13:00 in Istanbul: the night run of the next day carries it out.
      effective_on: '2027-01-01',
    } satisfies TAccountClosing);
    expect(
      (await call('POST', '/api/me/close', person.token, { password: person.password })).statusCode,
    ).toBe(409);
    const [mail] = await mailsTo(t, person.user.email).then((mails) =>
      mails.filter((m) => m.subject?.includes('kapatma')),
    );
    expect(mail?.text).toContain('/tr/app/profile');

    const undone = await call('DELETE', '/api/me/close', person.token);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().result).toMatchObject({ requested_at: null, effective_on: null });
    expect((await call('GET', '/api/me/close', person.token)).json().result.requested_at).toBeNull();

    now = new Date('2026-12-02T21:30:00Z'); // 00:30 on 3 December in Istanbul
    const session = await login(t.app, person.user.email, person.password);
    expect(
      (await call('POST', '/api/me/close', session.token, { password: person.password })).statusCode,
    ).toBe(200);
    // While it is pending the person still signs in (to take it back, or to download their data).
    expect((await signIn(person.user.email, person.password)).statusCode).toBe(200);

    // Staff accounts are not closed this way.
    const staffSession = await login(t.app, DEMO.advisor, DEMO.password);
    const staff = await call('POST', '/api/me/close', staffSession.token, { password: DEMO.password });
    expect(staff.statusCode).toBe(403);

    // A day short of 30: nothing happens.
    now = new Date(Date.parse('2026-12-02T21:30:00Z') + 29 * DAY_MS);
    expect((await runAccountClosings(t.app)).closed).toBe(0);
    now = new Date(Date.parse('2026-12-02T21:30:00Z') + 30 * DAY_MS + 60_000);
    const lastSession = await login(t.app, person.user.email, person.password);
    expect((await runAccountClosings(t.app)).closed).toBe(1);
    expect((await runAccountClosings(t.app)).closed).toBe(0);

    const [anonymised] = await t.app.db.select().from(users).where(eq(users.id, person.user.id));
    expect(anonymised).toMatchObject({
      name: 'Silinmiş kullanıcı',
      email: `deleted-${person.user.id}@invalid`,
      phone: null,
      avatarKey: null,
      isActive: false,
    });
    expect(anonymised?.anonymisedAt).toEqual(now);
    expect((await signIn(person.user.email, person.password)).statusCode).toBe(422);
    // Every session ended with it.
    expect((await call('GET', '/api/me/close', lastSession.token)).statusCode).toBe(401);

    // Their own company: gone from view, its invoices kept, the rest erased.
    const [company] = await t.app.db.select().from(accounts).where(eq(accounts.id, own));
    expect(company?.deletedAt).not.toBeNull();
    expect(await t.app.db.select().from(invoices).where(eq(invoices.id, kept.invoiceId))).toHaveLength(1);
    expect(
      await t.app.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, kept.invoiceId)),
    ).toHaveLength(1);
    expect(await t.app.db.select().from(payments).where(eq(payments.id, kept.paymentId))).toHaveLength(1);
    expect(
      (
        await t.app.db
          .select({ key: accountInformations.key })
          .from(accountInformations)
          .where(eq(accountInformations.accountId, own))
      ).map((row) => row.key),
    ).toEqual(['tax_number']);
    expect(await t.app.db.select().from(accountDocuments).where(eq(accountDocuments.accountId, own))).toEqual(
      [],
    );
    expect(await isStored(document.storageKey)).toBe(false);
    expect(await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, own))).toEqual([]);
    expect(await t.app.db.select().from(officeCalls).where(eq(officeCalls.accountId, own))).toEqual([]);

    // The shared company stays, without them; its remaining member now owns it.
    const members = await t.app.db.select().from(accountUsers).where(eq(accountUsers.accountId, shared));
    expect(members.map((member) => [member.userId, member.memberRole])).toEqual([[partner.user.id, 'owner']]);
    expect(await isStored(sharedDocument.storageKey)).toBe(true);
    const [sharedCompany] = await t.app.db.select().from(accounts).where(eq(accounts.id, shared));
    expect(sharedCompany?.deletedAt).toBeNull();
  });
});
