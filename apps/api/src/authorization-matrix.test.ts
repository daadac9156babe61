import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TRole } from '@portal/contracts/auth/roles';
import { addCalendarDays, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { HONEYPOT_MIN_SECONDS } from '@portal/contracts/contact/contact-schemas';
import { currentPeriod } from '@portal/contracts/documents/document-periods';
import type { TRouteAccess } from '@portal/contracts/http/route-access';
import { stageSlotsOfDay } from '@portal/contracts/network/network-constants';
import { and, eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountInformations,
  accountInvitations,
  accountLines,
  accountUsers,
  companyChangeRequests,
} from './db/schema/accounts.ts';
import { roles, users } from './db/schema/auth.ts';
import { advisorChangeRequests } from './db/schema/company-messages.ts';
import { monthCloses } from './db/schema/month-close.ts';
import { networkBoothDocuments, networkBooths, networkSessions, networkStages } from './db/schema/network.ts';
import { officeLocations } from './db/schema/office-locations.ts';
import { meetingRoomBookingHours, meetingRoomBookings, meetingRooms } from './db/schema/office-rooms.ts';
import { accountProducts } from './db/schema/payments.ts';
import { products } from './db/schema/products.ts';
import { subscriptionCharges, subscriptions } from './db/schema/subscriptions.ts';
import { taxReturns } from './db/schema/tax-returns.ts';
import { issueAccessToken, sessionEnd } from './plugins/auth/access-tokens.ts';
import { sha256Hex } from './plugins/auth/secrets.ts';
import {
  bearer,
  DEMO,
  emailChangeApiCall,
  linkIn,
  login,
  readSmsOutbox,
  registerCustomer,
} from './test/auth-helpers.ts';
import {
  contactMessage,
  demoBooking,
  fetchHoneyTime,
  freshIp,
  testClock,
} from './test/public-form-helpers.ts';
import { withAcceptedSalesTerms } from './test/sales-terms-helpers.ts';
import {
  addContactMessage,
  completeApplication,
  createUserWithRole,
  holdProduct,
} from './test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from './test/test-app.ts';

/**
 * The authorization matrix: every route of the server's own route table (`app.routeTable`) is
 * called as each of seven principals, and the status each gets is compared with the table below.
 * A route without an entry fails, so a new route cannot ship without its rule written down. Each
 * route's contract declares who may call it (`access`): a route without one fails too, and the
 * table must agree with what the declaration implies (see `declaredDisagreements`).
 *
 * Requests carry valid input, so that authorization decides, not validation. Staff call the
 * account routes the way the staff screens do, with `?all=1`; customers never send it.
 * A call that changes what later principals need (deleting, rotating a token, changing a status)
 * gets a fresh resource per principal from its `build`.
 */

const PRINCIPALS = [
  'anonymous',
  'customerA',
  'customerB',
  'advisorAssigned',
  'advisorOther',
  'secretary',
  'admin',
] as const;
type TPrincipal = (typeof PRINCIPALS)[number];
const STAFF: readonly TPrincipal[] = ['advisorAssigned', 'advisorOther', 'secretary', 'admin'];

// The whole day moves on a test clock (the honeypot's minimum time is passed by moving it).
const clock = testClock(new Date().toISOString());
// Every throttle wide open: this file is about who may call, not how often.
const OPEN = { max: 100_000, windowMs: 60_000, per: 'test' };
const t: TTestApp = await buildTestApp(
  // The portal's tax identity, so its invoices have their XML.
  { INVOICE_SELLER_VKN: '7330035789', INVOICE_SELLER_TAX_OFFICE: 'Maslak' },
  {
    now: clock.now,
    rateLimits: {
      loginFailures: OPEN,
      forgotPassword: OPEN,
      verificationSends: OPEN,
      authRoutesPerIp: OPEN,
      contactMessages: OPEN,
      demoBookings: OPEN,
    },
  },
);
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'portal2026';
const CARD = '5528790000000008';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type TSessionOf = { token: string; userId: number; email: string };

/** What the matrix calls with: the principals' sessions and company X with its records. */
type TFixtures = {
  session: Record<Exclude<TPrincipal, 'anonymous'>, TSessionOf>;
  accountX: number;
  documentX: number;
  invoiceX: number;
  creditNoteX: number;
  packetId: number;
  sealId: number;
  appointmentId: number;
  /** A's e-mail verification link, as the API path the web page calls. */
  verifyLinkA: string;
  /** A user whose password is reset (a throwaway). */
  resetEmail: string;
};
let fx: TFixtures;

type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type TRequest = {
  url: string;
  query?: Record<string, string | number>;
  payload?: unknown;
  /** A multipart body: field name → text or file. */
  form?: Record<string, string | { data: Buffer; name: string; type: string }>;
  headers?: Record<string, string>;
  /** Another token than the principal's session (calls that revoke it); null: none. */
  token?: string | null;
  remoteAddress?: string;
};
type TEntry = {
  /** Builds the call for one principal; may create what that call consumes. */
  build: (who: TPrincipal) => TRequest | Promise<TRequest>;
  expected: Record<TPrincipal, number>;
  /** The call ends every session of its caller: everyone signs in again afterwards. */
  endsSessions?: boolean;
};

/** The expected statuses in PRINCIPALS order: anonymous, A, B, advisor assigned, advisor other, secretary, admin. */
function statuses(row: string): Record<TPrincipal, number> {
  const codes = row.trim().split(/\s+/).map(Number);
  if (codes.length !== PRINCIPALS.length) throw new Error(`7 statuses expected: "${row}"`);
  return Object.fromEntries(PRINCIPALS.map((p, i) => [p, codes[i]])) as Record<TPrincipal, number>;
}

const isStaff = (who: TPrincipal) => STAFF.includes(who);
/** The role each principal signs in with (their permissions are the role's defaults). */
const ROLE_OF: Record<Exclude<TPrincipal, 'anonymous'>, TRole> = {
  customerA: 'customer',
  customerB: 'customer',
  advisorAssigned: 'advisor',
  advisorOther: 'advisor',
  secretary: 'secretary',
  admin: 'admin',
};
/** The staff view of an account route (`?all=1`), as the staff screens call it. */
const scope = (who: TPrincipal): Record<string, string> => (isStaff(who) ? { all: '1' } : {});
const tokenOf = (who: TPrincipal) => (who === 'anonymous' ? null : fx.session[who].token);

// ---- Small helpers per kind of route ------------------------------------------------------------

/** Same call for everyone. */
const same = (request: TRequest) => (): TRequest => request;
/** A call on company X (or something of it), in the staff view for staff. */
const onAccount =
  (path: (f: TFixtures) => string, extra: Omit<TRequest, 'url'> = {}) =>
  (who: TPrincipal): TRequest => ({ ...extra, url: path(fx), query: { ...scope(who), ...extra.query } });

let sequence = 0;
const unique = (name: string) => `${name}-${++sequence}-${Date.now()}@example.com`;

async function call(method: THttpMethod, url: string, token: string | null, payload?: unknown, query = {}) {
  return t.app.inject({
    method,
    url,
    query,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? bearer(token) : {},
  });
}

async function ok<T = unknown>(
  method: THttpMethod,
  url: string,
  token: string | null,
  payload?: unknown,
  query = {},
): Promise<T> {
  const res = await call(method, url, token, payload, query);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().result as T;
}

/** A valid pre-accounting entry of company X (in an open month). */
const LEDGER_ENTRY = {
  date: '2025-03-14',
  kind: 'expense',
  counterparty_name: 'Kırtasiye A.Ş.',
  category: 'office_supplies',
  net_amount: 10_000,
  kdv_rate: 20,
};
const E_INVOICE = await readFile(
  new URL('./modules/ledger/fixtures/temel-fatura-expense.xml', import.meta.url),
);

/** A new entry of company X, written by the admin (a call that changes or deletes one consumes it). */
async function freshLedgerEntryOfX(): Promise<number> {
  const entry = await ok<{ id: number }>(
    'POST',
    `/api/accounts/${fx.accountX}/ledger-entries`,
    fx.session.admin.token,
    LEDGER_ENTRY,
    { all: '1' },
  );
  return entry.id;
}

/** A counterparty of company X (made once, by the admin), with an e-mail its reminders go to. */
let counterpartyX: number | undefined;
async function counterpartyOfX(): Promise<number> {
  counterpartyX ??= (
    await ok<{ id: number }>(
      'POST',
      `/api/accounts/${fx.accountX}/counterparties`,
      fx.session.admin.token,
      { name: 'Ege Ticaret', kind: 'customer', email: 'muhasebe@ege-ticaret.example' },
      { all: '1' },
    )
  ).id;
  return counterpartyX;
}

/** A Turkish bank's movements export (Garanti BBVA's columns) of company X. */
const BANK_STATEMENT = Buffer.from(
  'Tarih;Açıklama;Tutar;Bakiye;Dekont No\n14.03.2025;EFT EGE TICARET;120,00;1.120,00;5001\n',
);

/** A bank statement of company X and its first line (imported once, by the admin). */
let statementX: { id: number; lineId: number } | undefined;
async function statementOfX(): Promise<{ id: number; lineId: number }> {
  if (!statementX) {
    const imported = await send('POST', 'admin', {
      url: `/api/accounts/${fx.accountX}/bank-statements`,
      query: { all: '1' },
      form: { file: { data: BANK_STATEMENT, name: 'hareketler.csv', type: 'text/csv' } },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const id: number = imported.json().result.id;
    const { lines } = await ok<{ lines: { id: number }[] }>(
      'GET',
      `/api/accounts/${fx.accountX}/bank-statements/${id}/lines`,
      fx.session.admin.token,
      undefined,
      { all: '1' },
    );
    statementX = { id, lineId: lines[0]?.id ?? 0 };
  }
  return statementX;
}

/** A receipt scan of company X (uploaded once, by the admin; its OCR job is not run here). */
let receiptScanX: number | undefined;
async function receiptScanOfX(): Promise<number> {
  if (receiptScanX === undefined) {
    const uploaded = await send('POST', 'admin', {
      url: `/api/accounts/${fx.accountX}/receipt-scans`,
      query: { all: '1' },
      form: { file: { data: PNG, name: 'fis.png', type: 'image/png' } },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    receiptScanX = uploaded.json().result.id as number;
  }
  return receiptScanX;
}

const salesInvoiceBody = async () => ({
  counterparty_id: await counterpartyOfX(),
  issue_date: '2025-03-14',
  due_date: '2025-04-14',
  lines: [{ name: 'Danışmanlık', quantity: 1, unit_price: 10_000, kdv_rate: 20 }],
});

/** A new draft sales invoice of company X, by the admin; `issued` issues it too. */
async function freshSalesInvoiceOfX(issued: boolean): Promise<number> {
  const { id } = await ok<{ id: number }>(
    'POST',
    `/api/accounts/${fx.accountX}/sales-invoices`,
    fx.session.admin.token,
    await salesInvoiceBody(),
    { all: '1' },
  );
  if (issued) {
    await ok(
      'POST',
      `/api/accounts/${fx.accountX}/sales-invoices/${id}/issue`,
      fx.session.admin.token,
      undefined,
      {
        all: '1',
      },
    );
  }
  return id;
}

/** X's tax number, which its invoices are sent under (set once, before its first send). */
let senderOfX: Promise<unknown> | undefined;

/** A new issued sales invoice of company X that may be sent through the test integrator. */
async function sendableSalesInvoiceOfX(): Promise<number> {
  senderOfX ??= t.app.db
    .insert(accountInformations)
    .values({ accountId: fx.accountX, key: 'tax_number', value: '1234567890' })
    .onConflictDoUpdate({
      target: [accountInformations.accountId, accountInformations.key],
      set: { value: '1234567890' },
    });
  await senderOfX;
  return freshSalesInvoiceOfX(true);
}

async function multipartBody(form: NonNullable<TRequest['form']>) {
  const data = new FormData();
  for (const [field, value] of Object.entries(form)) {
    if (typeof value === 'string') data.append(field, value);
    else data.append(field, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  const response = new Response(data);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

async function send(method: string, who: TPrincipal, request: TRequest) {
  const token = request.token === undefined ? tokenOf(who) : request.token;
  const headers: Record<string, string> = { 'accept-language': 'en', ...request.headers };
  if (token) Object.assign(headers, bearer(token));
  let payload = request.payload as object | undefined;
  if (request.form) {
    const body = await multipartBody(request.form);
    headers['content-type'] = body.contentType;
    payload = body.payload;
  }
  return t.app.inject({
    method: method as THttpMethod,
    url: request.url,
    query: Object.fromEntries(Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)])),
    headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: request.remoteAddress ?? '127.0.0.1',
  });
}

// ---- Fixture builders, through the API ----------------------------------------------------------

async function productId(code: string): Promise<number> {
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!row) throw new Error(`No product ${code}`);
  return row.id;
}

/** The admin names the advisor of the company (`PUT accounts/{id}/staff`). */
async function assignAdvisor(accountId: number): Promise<void> {
  await ok(
    'PUT',
    `/api/accounts/${accountId}/staff`,
    fx.session.admin.token,
    { advisor_id: fx.session.advisorAssigned.userId, secretary_id: null },
    { all: '1' },
  );
}

/** A new company of customer A, served by the assigned advisor (application in progress). */
async function freshAccountOfA(name = 'Taze Şirket'): Promise<number> {
  const account = await ok<{ id: number }>('POST', '/api/accounts', fx.session.customerA.token, { name });
  await assignAdvisor(account.id);
  return account.id;
}

const payBody = (accountId: number) => ({
  card_holder_name: 'Ayşe Yılmaz',
  card_number: CARD,
  card_expire_month: '12',
  card_expire_year: '35',
  card_cvc: '123',
  account_id: accountId,
});

async function pay(token: string, accountId: number, productIdToPay: number, kind = 'subscription') {
  if (kind === 'subscription') await completeApplication(t.app.db, accountId, productIdToPay);
  const body = payBody(accountId);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/brands/1/products/${productIdToPay}/${kind}`,
    payload:
      kind === 'subscription'
        ? await withAcceptedSalesTerms(t.app, token, { type: 1, productId: productIdToPay, body })
        : body,
    headers: { ...bearer(token), 'idempotency-key': `key_${randomUUID()}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { invoice_id: number };
}

/** A company of A that paid its packet (waiting for approval), served by the assigned advisor. */
async function freshPaidAccountOfA(): Promise<number> {
  const id = await freshAccountOfA('Ödenmiş Şirket');
  await pay(fx.session.customerA.token, id, fx.packetId);
  return id;
}

/**
 * A sale as `who` asks for it (`path`: `subscription`, `buy`, or either `…/card-on-file`), with the
 * sales documents accepted as that caller reads them: they name the caller, and the matrix calls in
 * English, so the English texts are accepted. A guest has none to accept.
 */
async function saleWithTerms(
  who: TPrincipal,
  sale: { type: number; productId: number; path: string; body: object },
): Promise<TRequest> {
  const token = tokenOf(who);
  const { type, productId, path, body } = sale;
  return {
    url: `/api/brands/${type}/products/${productId}/${path}`,
    query: scope(who),
    headers: { 'idempotency-key': `key_${randomUUID()}` },
    payload: token
      ? await withAcceptedSalesTerms(t.app, token, {
          type,
          productId,
          body,
          ...(path.startsWith('buy') ? { kind: 'buy' as const } : {}),
          scope: new URLSearchParams(scope(who)).toString(),
          language: 'en',
        })
      : body,
  };
}

/** A paid company of A (so it has a subscription), with the subscription's id. */
async function freshSubscriptionOfA(): Promise<{ accountId: number; subscriptionId: number }> {
  const accountId = await freshPaidAccountOfA();
  const [row] = await t.app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId));
  return { accountId, subscriptionId: row?.id ?? 0 };
}

async function uploadAs(token: string, accountId: number, kind: string, query = {}) {
  const body = await multipartBody({
    kind,
    file: {
      data: kind === 'identity' ? PNG : PDF,
      name: 'belge',
      type: kind === 'identity' ? 'image/png' : 'application/pdf',
    },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/documents`,
    query,
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: number };
}

/** A monthly document of company X, uploaded by the admin (this month, a receipt). */
let taxReturnSequence = 0;
/** A return of company X in `status` (each its own month of 2024), written as the advisor's work leaves it. */
async function taxReturnOfX(status: 'preparing' | 'filed' | 'accrued'): Promise<number> {
  taxReturnSequence += 1;
  const period = `20${10 + Math.floor(taxReturnSequence / 12)}-${String((taxReturnSequence % 12) + 1).padStart(2, '0')}`;
  const [row] = await t.app.db
    .insert(taxReturns)
    .values({
      accountId: fx.accountX,
      kind: 'kdv',
      period,
      status,
      ...(status === 'accrued' ? { amountDue: 125_000, dueDate: '2030-01-26' } : {}),
    })
    .returning({ id: taxReturns.id });
  if (!row) throw new Error('Could not add the return');
  return row.id;
}

/** The tahakkuk fişi of one of X's returns, uploaded by the admin. */
async function taxReturnDocumentOfX(returnId: number): Promise<number> {
  const body = await multipartBody({
    role: 'accrual',
    file: { data: PDF, name: 'tahakkuk.pdf', type: 'application/pdf' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${fx.accountX}/tax-returns/${returnId}/documents`,
    query: { all: '1' },
    headers: { ...bearer(fx.session.admin.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const documentId = (res.json().result as { accrual_document_id: number | null }).accrual_document_id;
  if (!documentId) throw new Error('No accrual document');
  return documentId;
}

/** A message of company X with an attachment, written by the admin. */
async function messageWithFileOfX(): Promise<number> {
  const body = await multipartBody({
    body: 'Tahakkuk fişi ekte.',
    file: { data: PDF, name: 'tahakkuk.pdf', type: 'application/pdf' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${fx.accountX}/messages`,
    query: { all: '1' },
    headers: { ...bearer(fx.session.admin.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().result as { id: number }).id;
}

/** No open advisor change request of X (one may be open at a time). */
async function closeAdvisorChangesOfX(): Promise<void> {
  await t.app.db
    .update(advisorChangeRequests)
    .set({ status: 'declined' })
    .where(and(eq(advisorChangeRequests.accountId, fx.accountX), eq(advisorChangeRequests.status, 'open')));
}

/** An open advisor change request of X. */
async function openAdvisorChangeOfX(): Promise<number> {
  await closeAdvisorChangesOfX();
  const [row] = await t.app.db
    .insert(advisorChangeRequests)
    .values({ accountId: fx.accountX, reason: 'Başka bir müşavir istiyorum.' })
    .returning({ id: advisorChangeRequests.id });
  if (!row) throw new Error('Could not add the request');
  return row.id;
}

let pastPeriodSequence = 0;
/** A month of 2020 or 2021 not used before in this file. */
function nextPastPeriod(): string {
  pastPeriodSequence += 1;
  return `${2020 + Math.floor(pastPeriodSequence / 12)}-${String((pastPeriodSequence % 12) + 1).padStart(2, '0')}`;
}

/** A past month of X still waiting for its documents, as the customer may complete it. */
async function pendingMonthOfX(): Promise<string> {
  const period = nextPastPeriod();
  await t.app.db.insert(monthCloses).values({ accountId: fx.accountX, period, state: 'documents_pending' });
  return period;
}

/** A vault document of company X, added by the admin. */
async function companyDocumentOfX(): Promise<number> {
  const body = await multipartBody({
    kind: 'imza_sirkuleri',
    file: { data: PDF, name: 'imza.pdf', type: 'application/pdf' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${fx.accountX}/company-documents`,
    query: { all: '1' },
    headers: { ...bearer(fx.session.admin.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().result as { id: number }).id;
}

/** An open document request of company X, asked by the admin. */
async function documentRequestOfX(): Promise<number> {
  const res = await call(
    'POST',
    `/api/accounts/${fx.accountX}/document-requests`,
    fx.session.admin.token,
    {
      title: 'Kira faturası',
      kind: 'expense_invoice',
      period: currentPeriod(clock.now()),
      due_date: '2030-01-10',
    },
    { all: '1' },
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().result as { id: number }).id;
}

async function monthlyDocumentOfX(): Promise<{ id: number }> {
  const body = await multipartBody({
    kind: 'receipt',
    period: currentPeriod(clock.now()),
    file: { data: PDF, name: 'fis.pdf', type: 'application/pdf' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${fx.accountX}/documents`,
    query: { all: '1' },
    headers: { ...bearer(fx.session.admin.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: number };
}

/**
 * A second session of the principal, for calls that end the session they are made with: issued
 * as a sign-in issues it (signing in itself is checked by its own entry, and hashing passwords
 * for every call would make the run slow).
 */
async function freshToken(who: TPrincipal): Promise<string | null> {
  if (who === 'anonymous') return null;
  return (await issueAccessToken(t.app.db, fx.session[who].userId, sessionEnd(new Date(), false))).token;
}

/** New sessions for everyone, after a call that ended them all. */
async function signInAgain(): Promise<void> {
  for (const who of PRINCIPALS) {
    if (who !== 'anonymous') fx.session[who].token = (await freshToken(who)) ?? '';
  }
}

/** The second advisor, created by the admin (`POST users`). */
async function makeAdvisor(): Promise<TSessionOf> {
  const email = unique('advisor-two');
  await ok('POST', '/api/users', fx.session.admin.token, {
    name: 'İkinci Danışman',
    email,
    password: PASSWORD,
    phone: '532 765 43 21',
    role_id: await roleIdOf('advisor'),
  });
  const session = await login(t.app, email, PASSWORD);
  return { token: session.token, userId: session.user.id, email };
}

/** A working day from the day after tomorrow on, YYYY-MM-DD (a demo booking's day). */
function bookableDay(): string {
  const day = new Date(clock.now().getTime() + 2 * 24 * 3600 * 1000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function passedHoneyTime(): Promise<string> {
  const time = await fetchHoneyTime(t.app);
  clock.advanceSeconds(HONEYPOT_MIN_SECONDS + 1);
  return time;
}

async function newAnnouncement(): Promise<number> {
  const created = await ok<{ id: number }>(
    'POST',
    '/api/announcements',
    fx.session.admin.token,
    announcement(),
  );
  return created.id;
}

function announcement() {
  const now = clock.now().getTime();
  return {
    title: 'Bakım çalışması',
    body: 'Cumartesi gece portal bir saat kapalı olacak.',
    brand_id: null,
    starts_at: new Date(now - 3600_000).toISOString(),
    ends_at: new Date(now + 7 * 24 * 3600_000).toISOString(),
    is_published: true,
  };
}

let roleSequence = 0;
const roleName = () => `denetçi ${++roleSequence}`;

/** A custom role made by the admin, for the calls that change or delete one. */
async function newRole(): Promise<number> {
  return (await ok<{ id: number }>('POST', '/api/roles', fx.session.admin.token, { name: roleName() })).id;
}

async function roleIdOf(name: string): Promise<number> {
  const [role] = await t.app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

/** A new customer, for the calls that deactivate one. */
async function newCustomerId(): Promise<number> {
  return (await registerCustomer(t.app, { email: unique('leaving') })).user.id;
}

async function smsCode(who: TPrincipal): Promise<string> {
  if (who === 'anonymous') return '123456';
  const before = (await readSmsOutbox(t.config.dataDir)).length;
  await ok('GET', '/api/verify/sms/send-sms-verification-notification', fx.session[who].token);
  const lines = await readSmsOutbox(t.config.dataDir);
  const sent = lines.length > before ? lines.at(-1)?.text : undefined;
  return /\b(\d{6})\b/.exec(sent ?? '')?.[1] ?? '123456';
}

/**
 * The text of the newest mail to `address` that holds `containing`, when given (the outbox grows:
 * only the newest files are read).
 */
async function newestMailTo(address: string, containing?: string): Promise<string> {
  await t.app.backgroundIdle();
  const folder = join(t.config.dataDir, 'outbox', 'mail');
  const files = (await readdir(folder))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = await simpleParser(await readFile(join(folder, file)));
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    if (to?.value[0]?.address !== address) continue;
    if (containing === undefined || mail.text?.includes(containing)) return mail.text ?? '';
  }
  throw new Error(`no mail to ${address}`);
}

async function resetToken(): Promise<string> {
  // Reset mails leave after the answer: the earlier ones first, so the newest mail holds the live token.
  await t.app.backgroundIdle();
  await ok('POST', '/api/auth/forgot-password', null, { email: fx.resetEmail });
  await t.app.backgroundIdle();
  const link = linkIn(await newestMailTo(fx.resetEmail), '/app/change-pass');
  return new URL(link).searchParams.get('token') ?? '';
}

/** The confirmation call of a fresh customer's e-mail change, as its mail links to it. */
async function emailChangeConfirmation(): Promise<{ url: string; payload: Record<string, string> }> {
  const person = await registerCustomer(t.app);
  const email = unique('changed');
  await ok('PUT', `/api/users/${person.user.id}`, person.token, {
    name: person.user.name,
    email,
    phone: person.user.phone,
    current_password: person.password,
  });
  return emailChangeApiCall(linkIn(await newestMailTo(email), '/app/email/change/'));
}

beforeAll(async () => {
  const [a, b, advisor, secretary, admin] = await Promise.all([
    registerCustomer(t.app, {
      email: unique('customer-a'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
    registerCustomer(t.app, {
      email: unique('customer-b'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
    login(t.app, DEMO.advisor, DEMO.password),
    login(t.app, DEMO.secretary, DEMO.password),
    login(t.app, DEMO.admin, DEMO.password),
  ]);
  const sessionOf = (s: { token: string; user: { id: number; email: string } }): TSessionOf => ({
    token: s.token,
    userId: s.user.id,
    email: s.user.email,
  });
  fx = {
    session: {
      customerA: sessionOf(a),
      customerB: sessionOf(b),
      advisorAssigned: sessionOf(advisor),
      advisorOther: sessionOf(advisor), // replaced below
      secretary: sessionOf(secretary),
      admin: sessionOf(admin),
    },
    accountX: 0,
    documentX: 0,
    invoiceX: 0,
    creditNoteX: 0,
    packetId: await productId('accountant-starter'),
    sealId: await productId('accountant-starter.company-seal'),
    appointmentId: 0,
    verifyLinkA: '',
    resetEmail: unique('resetee'),
  };
  fx.session.advisorOther = await makeAdvisor();
  await registerCustomer(t.app, { email: fx.resetEmail });
  // A stage registration goes to the caller's verified address: B and the other advisor have one
  // (A verifies theirs through the verification link's entry).
  await t.app.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(inArray(users.id, [fx.session.customerB.userId, fx.session.advisorOther.userId]));

  // Company X of customer A: informations, a document, the packet paid, an advisor assigned.
  const A = fx.session.customerA.token;
  fx.accountX = (await ok<{ id: number }>('POST', '/api/accounts', A, { name: 'X Danışmanlık' })).id;
  await ok('POST', `/api/accounts/${fx.accountX}/informations`, A, {
    informations: [{ key: 'city', value: 'İstanbul' }],
  });
  fx.documentX = (await uploadAs(A, fx.accountX, 'identity')).id;
  fx.invoiceX = (await pay(A, fx.accountX, fx.packetId)).invoice_id;
  await assignAdvisor(fx.accountX);
  // Its first charge refunded by the admin: a credit note to read.
  const [xSubscription] = await ok<{ id: number; charges: { id: number }[] }[]>(
    'GET',
    `/api/accounts/${fx.accountX}/subscriptions?all=1`,
    fx.session.admin.token,
  );
  const refunded = await ok<{ charges: { credit_note: { id: number } | null }[] }>(
    'POST',
    `/api/accounts/${fx.accountX}/subscriptions/${xSubscription?.id}/charges/${xSubscription?.charges[0]?.id}/refund?all=1`,
    fx.session.admin.token,
  );
  fx.creditNoteX = refunded.charges[0]?.credit_note?.id ?? 0;
  // A's picture, for the avatar route.
  const picture = await multipartBody({ avatar: { data: PNG, name: 'me.png', type: 'image/png' } });
  const avatar = await t.app.inject({
    method: 'POST',
    url: `/api/users/${fx.session.customerA.userId}/update-avatar`,
    headers: { ...bearer(A), 'content-type': picture.contentType },
    payload: picture.payload,
  });
  expect(avatar.statusCode, avatar.body).toBe(200);

  // The verification mail (A has had others since: the documents of the packet it paid).
  const link = new URL(
    linkIn(await newestMailTo(fx.session.customerA.email, '/app/email/verify/'), '/app/email/verify/'),
  );
  const [, , , , , id, hash] = link.pathname.split('/');
  fx.verifyLinkA = `/api/verify/email/${id}/${hash}${link.search}`;

  const booked = await call('POST', '/api/appointments/demo', null, {
    ...demoBooking(await passedHoneyTime(), { preferred_date: bookableDay() }),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const list = await ok<{ data: { id: number }[] }>('GET', '/api/appointments', fx.session.admin.token);
  fx.appointmentId = list.data[0]?.id ?? 0;
}, 120_000);

/** A call as a secretary records it. */
const OFFICE_CALL = {
  caller_name: 'Mehmet Arayan',
  caller_phone: '0212 555 44 33',
  subject: 'Teklif',
  outcome: 'message_taken',
};

let officeLineOfA: Promise<{ accountId: number; callId: number }> | undefined;

/**
 * A company of A with a running office line (written straight to the database: the office
 * wizard has tests of its own), served by the assigned advisor, with one call recorded on it.
 */
function officeCompanyOfA(): Promise<{ accountId: number; callId: number }> {
  officeLineOfA ??= (async () => {
    const accountId = await freshAccountOfA('Ofis Hattı Şirketi');
    await t.app.db.insert(accountLines).values({ accountId, brandId: 2, status: 4 });
    const recorded = await ok<{ id: number }>(
      'POST',
      `/api/accounts/${accountId}/calls`,
      fx.session.admin.token,
      OFFICE_CALL,
      { all: '1' },
    );
    return { accountId, callId: recorded.id };
  })();
  return officeLineOfA;
}

let officeContractOfA: Promise<number> | undefined;

/**
 * A company of A whose approved office line has what a lease contract is written from (an office
 * chosen, an office packet held), its contract accepted by A: the contract's PDFs can be read.
 */
function contractCompanyOfA(): Promise<number> {
  officeContractOfA ??= (async () => {
    const accountId = await freshAccountOfA('Sözleşme Şirketi');
    await t.app.db.insert(accountLines).values({ accountId, brandId: 2, status: 4 });
    await holdProduct(t.app.db, accountId, 2);
    const [office] = await t.app.db.select({ id: officeLocations.id }).from(officeLocations).limit(1);
    await t.app.db
      .insert(accountInformations)
      .values({ accountId, key: 'virtual_office_id', value: String(office?.id) });
    await ok('POST', `/api/accounts/${accountId}/office-contract`, fx.session.customerA.token, {
      read_and_accepted: true,
    });
    return accountId;
  })();
  return officeContractOfA;
}

let roomFixture: Promise<{ accountId: number; roomId: number; locationId: number }> | undefined;

/** A's office company holding the plus packet (4 free room hours a month), and the first room let. */
function roomCompanyOfA(): Promise<{ accountId: number; roomId: number; locationId: number }> {
  roomFixture ??= (async () => {
    const { accountId } = await officeCompanyOfA();
    const [packet] = await t.app.db.select().from(products).where(eq(products.code, 'office-virtual-plus'));
    if (!packet) throw new Error('the plus packet is not seeded');
    await t.app.db.insert(accountProducts).values({ accountId, productId: packet.id, price: packet.price });
    const [room] = await t.app.db.select().from(meetingRooms).orderBy(meetingRooms.id).limit(1);
    if (!room) throw new Error('no meeting room is seeded');
    return { accountId, roomId: room.id, locationId: room.locationId };
  })();
  return roomFixture;
}

let roomHourSequence = 0;
/** A room hour of its own for each booking: days from the day after tomorrow on, 09:00–17:00. */
function nextRoomHour(): { date: string; hour: number } {
  const index = roomHourSequence++;
  return {
    date: addCalendarDays(todayInIstanbul(clock.now()), 3 + Math.floor(index / 9)),
    hour: 9 + (index % 9),
  };
}

/** A confirmed one-hour booking of A's office company, free, written straight to the database. */
async function roomBookingOfA(): Promise<{ accountId: number; bookingId: number }> {
  const { accountId, roomId } = await roomCompanyOfA();
  const { date, hour } = nextRoomHour();
  const startsAt = new Date(`${date}T${String(hour - 3).padStart(2, '0')}:00:00.000Z`);
  const [row] = await t.app.db
    .insert(meetingRoomBookings)
    .values({
      roomId,
      accountId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      hours: 1,
      freeHours: 1,
      paidHours: 0,
      status: 'confirmed',
    })
    .returning({ id: meetingRoomBookings.id });
  if (!row) throw new Error('could not book');
  await t.app.db.insert(meetingRoomBookingHours).values({ bookingId: row.id, roomId, startsAt });
  return { accountId, bookingId: row.id };
}

/** Logs an item of mail for A's office company as the admin, with a photo of the envelope. */
async function shipmentOfA(): Promise<{ accountId: number; shipmentId: number }> {
  const { accountId } = await officeCompanyOfA();
  const body = await multipartBody({
    kind: 'letter',
    sender: 'Kadıköy Vergi Dairesi',
    photo: { data: PNG, name: 'zarf.png', type: 'image/png' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/shipments`,
    query: { all: '1' },
    headers: { ...bearer(fx.session.admin.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { accountId, shipmentId: (res.json().result as { id: number }).id };
}

/** An item of A's office company with an action asked (hold), and that request's id. */
async function openShipmentRequestOfA(): Promise<number> {
  const { accountId, shipmentId } = await shipmentOfA();
  const asked = await ok<{ requests: { id: number }[] }>(
    'POST',
    `/api/accounts/${accountId}/shipments/${shipmentId}/requests`,
    fx.session.admin.token,
    { action: 'hold' },
    { all: '1' },
  );
  return asked.requests[0]?.id ?? 0;
}

let shipmentsOfA: Promise<{ accountId: number; shipmentId: number; scannedId: number }> | undefined;

/** One item of A's office company to read, and one scanned by the office (its PDF uploaded). */
function readableShipmentsOfA(): Promise<{ accountId: number; shipmentId: number; scannedId: number }> {
  shipmentsOfA ??= (async () => {
    const { accountId, shipmentId } = await shipmentOfA();
    const scanned = await shipmentOfA();
    const asked = await ok<{ requests: { id: number }[] }>(
      'POST',
      `/api/accounts/${accountId}/shipments/${scanned.shipmentId}/requests`,
      fx.session.admin.token,
      { action: 'scan' },
      { all: '1' },
    );
    const body = await multipartBody({ file: { data: PDF, name: 'tarama.pdf', type: 'application/pdf' } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/office/queue/${asked.requests[0]?.id}/done`,
      headers: { ...bearer(fx.session.admin.token), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { accountId, shipmentId, scannedId: scanned.shipmentId };
  })();
  return shipmentsOfA;
}

// ---- A company's team (issue 16) ------------------------------------------------------------------

let teamCompany: Promise<number> | undefined;
/** A company of A served by the assigned advisor, whose team the calls below change. */
function teamCompanyOfA(): Promise<number> {
  teamCompany ??= freshAccountOfA('Ekip Şirketi');
  return teamCompany;
}

/** A new customer on A's team company as a member, for the calls that change or remove one. */
async function teamMemberOfA(): Promise<{ accountId: number; userId: number }> {
  const accountId = await teamCompanyOfA();
  const member = await createUserWithRole(t.app.db, 'customer');
  await t.app.db.insert(accountUsers).values({ accountId, userId: member.id, memberRole: 'member' });
  return { accountId, userId: member.id };
}

/** An open invitation of A's team company to an address without a user (written straight to the database). */
async function invitationOfA(): Promise<{ accountId: number; id: number; token: string }> {
  const accountId = await teamCompanyOfA();
  const token = `${randomUUID()}${randomUUID()}`.replace(/-/g, '');
  const now = clock.now();
  const [row] = await t.app.db
    .insert(accountInvitations)
    .values({
      accountId,
      name: 'Davetli Kişi',
      email: unique('invitee'),
      phone: '+905321112233',
      memberRole: 'member',
      canPay: false,
      canUploadDocuments: true,
      canSeeOffice: false,
      canManageTeam: false,
      tokenHash: sha256Hex(token),
      invitedBy: fx.session.customerA.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 72 * 3_600_000),
    })
    .returning({ id: accountInvitations.id });
  return { accountId, id: row?.id ?? 0, token };
}

/**
 * The team of company X (or A's team company): its customer holding "manage team" (A, its owner),
 * and staff holding "show accounts all" in the staff view (the admin); the advisor serving the
 * company reaches it but does not run its team (403); anyone else is told it does not exist.
 */
const TEAM = statuses('401 200 404 403 404 404 200');
const TEAM_CREATE = statuses('401 201 404 403 404 404 201');

// ---- The Endless network's booths (issue 17) ------------------------------------------------------

/**
 * A booth of a new company of A (served by the assigned advisor, its network line active), written
 * straight to the database: its representative is a new customer member, so that A stays free to
 * open a booth of its own (one per representative) in the create entry.
 */
async function networkBoothOfA(name: string): Promise<{ accountId: number; boothId: number }> {
  const accountId = await freshAccountOfA(name);
  await t.app.db.insert(accountLines).values({ accountId, brandId: 7, status: 4 });
  const representative = await createUserWithRole(t.app.db, 'customer');
  await t.app.db.insert(accountUsers).values({ accountId, userId: representative.id, memberRole: 'member' });
  const [booth] = await t.app.db
    .insert(networkBooths)
    .values({
      accountId,
      representativeUserId: representative.id,
      name,
      sector: 'consulting',
      city: 'İstanbul',
      description: 'Şirketlere danışmanlık.',
    })
    .returning({ id: networkBooths.id });
  return { accountId, boothId: booth?.id ?? 0 };
}

/** The booths the entries call, each made once: read and edited, brochures added, brochures read and removed, moderated. */
const networkBooth = {
  shown: undefined as Promise<{ accountId: number; boothId: number }> | undefined,
  brochures: undefined as Promise<{ accountId: number; boothId: number }> | undefined,
  brochureReads: undefined as Promise<{ accountId: number; boothId: number }> | undefined,
  brochureRemovals: undefined as Promise<{ accountId: number; boothId: number }> | undefined,
  moderated: undefined as Promise<{ accountId: number; boothId: number }> | undefined,
};
const shownBoothOfA = () => (networkBooth.shown ??= networkBoothOfA('Stant Danışmanlık'));
const brochureBoothOfA = () => (networkBooth.brochures ??= networkBoothOfA('Broşür Danışmanlık'));
const brochureReadBoothOfA = () => (networkBooth.brochureReads ??= networkBoothOfA('Okunan Broşürler'));
// Removals refused to most principals leave their brochures behind: a booth of their own (at most 5).
const brochureRemovalBoothOfA = () =>
  (networkBooth.brochureRemovals ??= networkBoothOfA('Silinen Broşürler'));
const moderatedBoothOfA = () => (networkBooth.moderated ??= networkBoothOfA('Denetlenen Stant'));

/** A new company of A in the network (no booth yet), for the create entry. */
async function networkCompanyOfA(): Promise<number> {
  const accountId = await freshAccountOfA('Ağ Şirketi');
  await t.app.db.insert(accountLines).values({ accountId, brandId: 7, status: 4 });
  return accountId;
}

/** Puts a logo on the read-and-edit booth (as the admin), for the entry that reads it. */
async function boothWithLogo(): Promise<number> {
  const { boothId } = await shownBoothOfA();
  const body = await multipartBody({ logo: { data: PNG, name: 'logo.png', type: 'image/png' } });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/network/booths/${boothId}/logo`,
    query: { all: '1' },
    headers: { ...bearer(fx.session.admin.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return boothId;
}

let readableBrochure: Promise<{ boothId: number; documentId: number }> | undefined;
/** A brochure uploaded through the API (its file stored), for the entry that reads it. */
function brochureOfA(): Promise<{ boothId: number; documentId: number }> {
  readableBrochure ??= (async () => {
    const { boothId } = await brochureReadBoothOfA();
    const body = await multipartBody({
      title: 'Katalog',
      file: { data: PDF, name: 'katalog.pdf', type: 'application/pdf' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/network/booths/${boothId}/documents`,
      query: { all: '1' },
      headers: { ...bearer(fx.session.admin.token), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { boothId, documentId: (res.json().result as { id: number }).id };
  })();
  return readableBrochure;
}

/** A brochure row of its own per call (written straight to the database), for the entry that removes one. */
async function removableBrochureOfA(): Promise<{ boothId: number; documentId: number }> {
  const { boothId } = await brochureRemovalBoothOfA();
  const [row] = await t.app.db
    .insert(networkBoothDocuments)
    .values({
      boothId,
      title: 'Eski katalog',
      fileKey: `booth-documents/${boothId}-gone${++sequence}.pdf`,
      fileType: 'application/pdf',
      size: PDF.length,
    })
    .returning({ id: networkBoothDocuments.id });
  return { boothId, documentId: row?.id ?? 0 };
}

// ---- The Endless network's stages (issue 17) ------------------------------------------------------

let stageHourSequence = 0;
/** A stage hour no entry has used yet: the hours from three days ahead on, one per call. */
function nextStageHour(): string {
  const index = stageHourSequence++;
  const day = addCalendarDays(todayInIstanbul(clock.now()), 3 + Math.floor(index / 9));
  const slot = stageSlotsOfDay(day)[index % 9];
  if (!slot) throw new Error(`no stage hour on ${day}`);
  return slot.starts_at;
}

let firstStage: Promise<number> | undefined;
/** The first seeded stage. */
function firstStageId(): Promise<number> {
  firstStage ??= (async () => {
    const [stage] = await t.app.db
      .select({ id: networkStages.id })
      .from(networkStages)
      .where(eq(networkStages.slug, 'main-stage'));
    return stage?.id ?? 0;
  })();
  return firstStage;
}

let stageCompany: Promise<number> | undefined;
/** A company of A in the network (its line active), served by the assigned advisor: it books the stages. */
function stageCompanyOfA(): Promise<number> {
  stageCompany ??= (async () => {
    const accountId = await freshAccountOfA('Sahne Şirketi');
    await t.app.db.insert(accountLines).values({ accountId, brandId: 7, status: 4 });
    return accountId;
  })();
  return stageCompany;
}

/** A session of A's network company on the first stage, written straight to the database (payments have their own tests). */
async function stageSessionOfA(status: 'held' | 'confirmed'): Promise<number> {
  const [accountId, stageId] = await Promise.all([stageCompanyOfA(), firstStageId()]);
  const startsAt = new Date(nextStageHour());
  const [row] = await t.app.db
    .insert(networkSessions)
    .values({
      stageId,
      accountId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status,
      heldUntil: status === 'held' ? new Date(clock.now().getTime() + 15 * 60_000) : null,
      title: 'Matris oturumu',
      speaker: 'Deniz Kaya',
      capacity: 60,
    })
    .returning({ id: networkSessions.id });
  return row?.id ?? 0;
}

/** The confirmed sessions the entries read, register for, and cancel registrations of: each made once. */
const stageSession = {
  read: undefined as Promise<number> | undefined,
  registrations: undefined as Promise<number> | undefined,
  cancels: undefined as Promise<number> | undefined,
};
const readableSessionOfA = () => (stageSession.read ??= stageSessionOfA('confirmed'));
const registrableSessionOfA = () => (stageSession.registrations ??= stageSessionOfA('confirmed'));
const cancellableSessionOfA = () => (stageSession.cancels ??= stageSessionOfA('confirmed'));

// ---- The matrix ----------------------------------------------------------------------------------
//
// Advisors and secretaries reach only the companies they are assigned to: company X is served by
// "adv.assigned"; "adv.other" and the secretary are not assigned to it and, without "show
// accounts all" (by default the admin's alone), are told it does not exist (404).
//
//                         anonymous  A    B  adv.assigned  adv.other  secretary  admin
const PUBLIC = statuses('     200    200  200      200         200        200      200');
const SIGNED_IN = statuses('  401    200  200      200         200        200      200');
/**
 * Company X's data read: its customer, its assigned advisor, and the admin (who holds "show
 * accounts all") in the staff view; B, an advisor not assigned to it and the secretary are told
 * it does not exist.
 */
const ACCOUNT_READ = statuses('401   200  404      200         404        404      200');
/** Company X's subscription changed: its customer, its assigned advisor, the admin in the staff view. */
const ACCOUNT_CHANGE = statuses('401 200 404 200 404 404 200');
// A line's own routes: staff serve them only through that line (finding 4 of issue 30). X's advisor
// serves its accountant line, so X's office desk and its booth are not theirs (403).
const OFFICE_READ = statuses('401 200 404 403 404 404 200');
const OFFICE_CHANGE = OFFICE_READ;
const NETWORK_CHANGE = OFFICE_READ;
const ADMIN_ONLY = statuses('  401    403  403      403         403        403      200');

const MATRIX: Record<string, TEntry> = {
  // -- Public site, docs and the web app's shell
  'GET /api/health': { build: same({ url: '/api/health' }), expected: PUBLIC },
  'GET /api/health/ready': { build: same({ url: '/api/health/ready' }), expected: PUBLIC },
  'GET /api/packets': { build: same({ url: '/api/packets' }), expected: PUBLIC },
  'GET /api/brands/:type/products': { build: same({ url: '/api/brands/1/products' }), expected: PUBLIC },
  'GET /api/brands/:type/products/:id': {
    build: () => ({ url: `/api/brands/1/products/${fx.packetId}` }),
    expected: PUBLIC,
  },
  'GET /api/categories': { build: same({ url: '/api/categories' }), expected: PUBLIC },
  'GET /api/office-locations': { build: same({ url: '/api/office-locations' }), expected: PUBLIC },
  'GET /api/places/cities': { build: same({ url: '/api/places/cities' }), expected: PUBLIC },
  'GET /api/places/cities/:code/districts': {
    build: same({ url: '/api/places/cities/34/districts' }),
    expected: PUBLIC,
  },
  'GET /api/places/cities/:code/districts/:district/neighbourhoods': {
    build: same({ url: `/api/places/cities/34/districts/${encodeURIComponent('Kadıköy')}/neighbourhoods` }),
    expected: PUBLIC,
  },
  'GET /api/honey-time': { build: same({ url: '/api/honey-time' }), expected: PUBLIC },
  'POST /api/contact': {
    build: async () => ({
      url: '/api/contact',
      payload: contactMessage(await passedHoneyTime()),
      remoteAddress: freshIp(),
    }),
    expected: statuses('201 201 201 201 201 201 201'),
  },
  'POST /api/appointments/demo': {
    build: async () => ({
      url: '/api/appointments/demo',
      payload: demoBooking(await passedHoneyTime(), { preferred_date: bookableDay() }),
      remoteAddress: freshIp(),
    }),
    expected: statuses('201 201 201 201 201 201 201'),
  },
  'GET /api/docs': { build: same({ url: '/api/docs' }), expected: PUBLIC },
  'GET /api/docs/json': { build: same({ url: '/api/docs/json' }), expected: PUBLIC },
  'GET /api/docs/yaml': { build: same({ url: '/api/docs/yaml' }), expected: PUBLIC },
  // Swagger UI sends its own index page on to /api/docs.
  'GET /api/docs/static/index.html': {
    build: same({ url: '/api/docs/static/index.html' }),
    expected: statuses('302 302 302 302 302 302 302'),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    build: same({ url: '/api/docs/static/swagger-initializer.js' }),
    expected: PUBLIC,
  },
  'GET /api/docs/static/*': { build: same({ url: '/api/docs/static/swagger-ui.css' }), expected: PUBLIC },
  'GET /sitemap.xml': { build: same({ url: '/sitemap.xml' }), expected: PUBLIC },
  'GET /': { build: same({ url: '/' }), expected: statuses('302 302 302 302 302 302 302') },

  // -- Guest auth routes: open to everyone (a signed-in caller may register or sign in again)
  'POST /api/auth/register': {
    build: () => ({
      url: '/api/auth/register',
      payload: {
        language_id: 1,
        name: 'Yeni Kişi',
        phone: '532 123 45 67',
        email: unique('new'),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    }),
    expected: statuses('201 201 201 201 201 201 201'),
  },
  'POST /api/auth/login': {
    build: same({ url: '/api/auth/login', payload: { email: DEMO.customer, password: DEMO.password } }),
    expected: PUBLIC,
  },
  'POST /api/auth/forgot-password': {
    build: () => ({ url: '/api/auth/forgot-password', payload: { email: fx.resetEmail } }),
    expected: PUBLIC,
  },
  'POST /api/auth/reset-password': {
    build: async () => ({
      url: '/api/auth/reset-password',
      payload: {
        email: fx.resetEmail,
        token: await resetToken(),
        password: 'brand-new-2026',
        password_confirmation: 'brand-new-2026',
      },
    }),
    expected: PUBLIC,
  },
  // The link is the authority: anyone holding it confirms the change, signed in or not.
  'POST /api/users/:id/email-change': { build: emailChangeConfirmation, expected: PUBLIC },
  // The second factor: a challenge is the authority at sign-in, and a forged one is refused for
  // anyone (422); one's own settings are for anyone signed in.
  'POST /api/auth/two-factor': {
    build: same({ url: '/api/auth/two-factor', payload: { challenge: 'forged.challenge', code: '123456' } }),
    expected: statuses('422 422 422 422 422 422 422'),
  },
  'POST /api/auth/two-factor/setup': {
    build: same({ url: '/api/auth/two-factor/setup', payload: { challenge: 'forged.challenge' } }),
    expected: statuses('422 422 422 422 422 422 422'),
  },
  'POST /api/auth/two-factor/setup/confirm': {
    build: same({
      url: '/api/auth/two-factor/setup/confirm',
      payload: { challenge: 'forged.challenge', code: '123456' },
    }),
    expected: statuses('422 422 422 422 422 422 422'),
  },
  'GET /api/two-factor': { build: same({ url: '/api/two-factor' }), expected: SIGNED_IN },
  'POST /api/two-factor/enrollment': {
    build: same({ url: '/api/two-factor/enrollment' }),
    expected: SIGNED_IN,
  },
  'POST /api/two-factor/enrollment/confirm': {
    build: same({ url: '/api/two-factor/enrollment/confirm', payload: { code: '000000' } }),
    expected: statuses('401 422 422 422 422 422 422'),
  },
  'DELETE /api/two-factor': {
    build: same({ url: '/api/two-factor', payload: { current_password: 'not-the-password' } }),
    expected: statuses('401 422 422 422 422 422 422'),
  },
  // The contact inbox: staff holding "show appointment requests" (every staff role by default).
  'GET /api/contact-messages': {
    build: same({ url: '/api/contact-messages' }),
    expected: statuses('401 403 403 200 200 200 200'),
  },
  'PUT /api/contact-messages/:id/handled': {
    build: async () => ({
      url: `/api/contact-messages/${await addContactMessage(t.app.db)}/handled`,
      payload: { handled: true },
    }),
    expected: statuses('401 403 403 200 200 200 200'),
  },
  // -- Session routes: each on a fresh session of its own, as they end or rotate it
  'POST /api/auth/logout': {
    build: async (who) => ({ url: '/api/auth/logout', token: await freshToken(who) }),
    expected: SIGNED_IN,
  },
  'GET /api/auth/refresh-token': {
    build: async (who) => ({ url: '/api/auth/refresh-token', token: await freshToken(who) }),
    expected: SIGNED_IN,
  },
  'GET /api/auth/tokens/delete': {
    build: async (who) => ({ url: '/api/auth/tokens/delete', token: await freshToken(who) }),
    expected: SIGNED_IN,
    endsSessions: true,
  },

  // -- Verification: A's e-mail link works without a session or in A's; another session is refused
  'GET /api/verify/email/:id/:hash': {
    build: () => ({ url: fx.verifyLinkA }),
    expected: statuses('200 200 403 403 403 403 403'),
  },
  'GET /api/verify/email/send-email-verification-notification': {
    build: same({ url: '/api/verify/email/send-email-verification-notification' }),
    expected: SIGNED_IN,
  },
  'GET /api/verify/sms/send-sms-verification-notification': {
    build: same({ url: '/api/verify/sms/send-sms-verification-notification' }),
    expected: SIGNED_IN,
  },
  'GET /api/verify/sms': {
    build: async (who) => ({ url: '/api/verify/sms', query: { verification_code: await smsCode(who) } }),
    expected: SIGNED_IN,
  },

  // -- A user's record (customer A's): oneself; staff holding 'show users all' read (admin)
  'GET /api/users/:id': {
    build: () => ({ url: `/api/users/${fx.session.customerA.userId}` }),
    expected: statuses('401 200 404 404 404 404 200'),
  },
  'PUT /api/users/:id': {
    build: () => ({
      url: `/api/users/${fx.session.customerA.userId}`,
      payload: { name: 'Ayşe Yılmaz', email: fx.session.customerA.email, phone: '532 123 45 67' },
    }),
    // Editing people is 'show users all' (admin) since user administration; picture and password stay one's own.
    expected: statuses('401 200 404 404 404 404 200'),
  },
  'POST /api/users/:id/update-avatar': {
    build: () => ({
      url: `/api/users/${fx.session.customerA.userId}/update-avatar`,
      form: { avatar: { data: PNG, name: 'me.png', type: 'image/png' } },
    }),
    expected: statuses('401 200 404 404 404 404 403'),
  },
  'GET /api/users/:id/avatar': {
    build: () => ({ url: `/api/users/${fx.session.customerA.userId}/avatar` }),
    expected: statuses('401 200 404 404 404 404 200'),
  },
  'POST /api/users/:id/change-password': {
    build: () => ({
      url: `/api/users/${fx.session.customerA.userId}/change-password`,
      payload: { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD },
    }),
    expected: statuses('401 200 404 404 404 404 403'),
    endsSessions: true,
  },

  // -- People: 'show users all' (admin) for everyone; 'show advisors'/'show secretaries' for those roles
  'GET /api/users': { build: same({ url: '/api/users' }), expected: ADMIN_ONLY },
  'POST /api/users': {
    build: async () => ({
      url: '/api/users',
      payload: {
        name: 'Yeni Danışman',
        email: unique('staff'),
        password: PASSWORD,
        phone: '532 765 43 21',
        role_id: await roleIdOf('advisor'),
      },
    }),
    expected: statuses('401 403 403 403 403 403 201'),
  },
  // Deactivating a customer (a fresh one each): people they may not manage are not found.
  'DELETE /api/users/:id': {
    build: async () => ({ url: `/api/users/${await newCustomerId()}` }),
    expected: statuses('401 404 404 404 404 404 200'),
  },

  // -- Roles and permissions: 'show roles' / 'show permissions' (admin); one's own list for everyone
  'GET /api/auth/permissions': { build: same({ url: '/api/auth/permissions' }), expected: SIGNED_IN },
  'GET /api/permissions': { build: same({ url: '/api/permissions' }), expected: ADMIN_ONLY },
  'GET /api/roles': { build: same({ url: '/api/roles' }), expected: ADMIN_ONLY },
  'POST /api/roles': {
    build: () => ({ url: '/api/roles', payload: { name: roleName() } }),
    expected: statuses('401 403 403 403 403 403 201'),
  },
  'PUT /api/roles/:id': {
    build: async () => ({ url: `/api/roles/${await newRole()}`, payload: { name: roleName() } }),
    expected: ADMIN_ONLY,
  },
  'DELETE /api/roles/:id': {
    build: async () => ({ url: `/api/roles/${await newRole()}` }),
    expected: ADMIN_ONLY,
  },
  'PUT /api/roles/:id/permissions': {
    build: async () => ({
      url: `/api/roles/${await newRole()}/permissions`,
      payload: { permissions: ['show files'] },
    }),
    expected: ADMIN_ONLY,
  },

  // -- The staff dashboard: staff roles only
  'GET /api/staff/dashboard': {
    build: same({ url: '/api/staff/dashboard' }),
    expected: statuses('401 403 403 200 200 200 200'),
  },

  // -- Companies. Creating needs 'store accounts' (customers and the admin).
  'POST /api/accounts': {
    build: same({ url: '/api/accounts', payload: { name: 'Yeni Şirket' } }),
    // Staff open a company only for a customer (`user_id`): they are never its team's members.
    expected: statuses('401 201 201 403 403 403 403'),
  },
  // Without `all` everyone lists their own companies; `all` is the staff list ('show accounts all').
  'GET /api/accounts': {
    build: same({ url: '/api/accounts', query: { all: '1' } }),
    expected: statuses('401 403 403 403 403 403 200'),
  },
  'GET /api/accounts/:id': { build: onAccount((f) => `/api/accounts/${f.accountX}`), expected: ACCOUNT_READ },
  // Company X's application is submitted: its customer asks for a new name through a change
  // request (PUT accounts/{id}/company), so a rename is 409 to them; staff who reach it rename.
  'PUT /api/accounts/:id': {
    build: onAccount((f) => `/api/accounts/${f.accountX}`, { payload: { name: 'X Danışmanlık' } }),
    expected: statuses('401 409 404 200 404 404 200'),
  },
  // Deleting: its customer while the application is in progress, or an admin.
  'DELETE /api/accounts/:id': {
    build: async (who) => ({ url: `/api/accounts/${await freshAccountOfA()}`, query: scope(who) }),
    expected: statuses('401 200 404 403 404 404 200'),
  },
  // Company X's application is submitted: its customer may no longer change the answers (409);
  // staff who reach it may, audited.
  'POST /api/accounts/:id/informations': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/informations`, {
      payload: { informations: [{ key: 'city', value: 'İstanbul' }] },
    }),
    expected: statuses('401 409 404 200 404 404 200'),
  },
  // Status: an admin, or staff attached to the company (a fresh company each, moved to payment due).
  'PUT /api/accounts/:id/change-status': {
    build: async (who) => ({
      url: `/api/accounts/${await freshAccountOfA()}/change-status`,
      query: scope(who),
      payload: { status: 2 },
    }),
    expected: statuses('401 403 404 200 404 404 200'),
  },
  'PUT /api/accounts/:id/staff': {
    build: (who) => ({
      url: `/api/accounts/${fx.accountX}/staff`,
      query: scope(who),
      payload: { advisor_id: fx.session.advisorAssigned.userId, secretary_id: null },
    }),
    expected: statuses('401 403 404 403 404 404 200'),
  },
  'GET /api/accounts/:id/status-history': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/status-history`),
    expected: ACCOUNT_READ,
  },
  // Staff only: the customer of the company is refused (403), another customer told nothing (404).
  'GET /api/accounts/:id/audit-logs': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/audit-logs`),
    expected: statuses('401 403 404 200 404 404 200'),
  },
  'GET /api/audit-logs': { build: same({ url: '/api/audit-logs' }), expected: ADMIN_ONLY },
  'GET /api/security-events': { build: same({ url: '/api/security-events' }), expected: ADMIN_ONLY },
  // -- Background jobs: 'show jobs' (admin). A job that doesn't exist: the permission answers first.
  'GET /api/jobs': { build: same({ url: '/api/jobs' }), expected: ADMIN_ONLY },
  'GET /api/jobs/kinds': { build: same({ url: '/api/jobs/kinds' }), expected: ADMIN_ONLY },
  'GET /api/jobs/payments-to-review': {
    build: same({ url: '/api/jobs/payments-to-review' }),
    expected: ADMIN_ONLY,
  },
  'POST /api/jobs/:id/retry': {
    build: same({ url: '/api/jobs/6a1f0c2e-4b7d-4c1e-9f3a-2d5e8b7c9a10/retry' }),
    expected: statuses('401 403 403 403 403 403 404'),
  },

  // -- Products, payments, invoices
  'GET /api/accounts/:id/products': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/products`),
    expected: ACCOUNT_READ,
  },
  // Removing a product: an admin, or the company's advisor/secretary (a fresh paid company each).
  'DELETE /api/accounts/:id/products/:productId/remove': {
    build: async (who) => ({
      url: `/api/accounts/${await freshPaidAccountOfA()}/products/${fx.packetId}/remove`,
      query: scope(who),
    }),
    expected: statuses('401 403 404 200 404 404 200'),
  },
  // Paying the packet of a fresh company of A: whoever may write to it (staff pay for the customer).
  'POST /api/brands/:type/products/:id/subscription': {
    build: async (who) => {
      const accountId = await freshAccountOfA();
      await completeApplication(t.app.db, accountId, fx.packetId);
      return saleWithTerms(who, {
        type: 1,
        productId: fx.packetId,
        path: 'subscription',
        body: payBody(accountId),
      });
    },
    expected: statuses('401 201 404 201 404 404 201'),
  },
  // The network's packet of a fresh paid company of A, charged to the card its accountant packet keeps.
  'POST /api/brands/:type/products/:id/subscription/card-on-file': {
    build: async (who) => {
      const accountId = await freshPaidAccountOfA();
      return saleWithTerms(who, {
        type: 7,
        productId: await productId('network-booth-standard'),
        path: 'subscription/card-on-file',
        body: { account_id: accountId },
      });
    },
    expected: statuses('401 201 404 201 404 404 201'),
  },
  // The documents of a sale before it is paid: whoever may pay for the company reads them.
  'GET /api/brands/:type/products/:id/sales-terms': {
    build: async (who) => {
      const accountId = await freshAccountOfA();
      await completeApplication(t.app.db, accountId, fx.packetId);
      return {
        url: `/api/brands/1/products/${fx.packetId}/sales-terms`,
        query: { account_id: accountId, ...scope(who) },
      };
    },
    expected: statuses('401 200 404 200 404 404 200'),
  },
  // A one-off add-on is a distance sale too: its documents accepted as the caller read them.
  'POST /api/brands/:type/products/:id/buy': {
    build: (who) =>
      saleWithTerms(who, { type: 1, productId: fx.sealId, path: 'buy', body: payBody(fx.accountX) }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  // The card on file of a fresh paid company of A: whoever may write to it.
  'POST /api/brands/:type/products/:id/buy/card-on-file': {
    build: async (who) =>
      saleWithTerms(who, {
        type: 1,
        productId: fx.sealId,
        path: 'buy/card-on-file',
        body: { account_id: await freshPaidAccountOfA() },
      }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  // Any member asks to be called about a product of their company.
  'GET /api/brands/:type/products/:id/contact': {
    build: (who) => ({
      url: `/api/brands/1/products/${fx.packetId}/contact`,
      query: { account_id: fx.accountX, ...scope(who) },
    }),
    expected: statuses('401 200 404 200 404 404 404'),
  },
  // -- The customer's desk: read like the company
  'GET /api/accounts/:id/actions': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/actions`),
    expected: ACCOUNT_READ,
  },
  'GET /api/accounts/:id/timeline': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/timeline`),
    expected: ACCOUNT_READ,
  },
  // -- The conversation with the advisor (issue 33): the thread read and written by the company's
  //    members and its accountant line's staff; the advisor change asked by its customers, answered
  //    by admins; the month-close board, staff's own, each month moved by the line's staff
  'GET /api/accounts/:id/messages': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/messages`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/messages': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/messages`, {
      form: {
        body: 'Kira faturasını ekledim.',
        file: { data: PDF, name: 'kira.pdf', type: 'application/pdf' },
      },
    }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  'PUT /api/accounts/:id/messages/read': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/messages/read`, { payload: { up_to: 1 } }),
    expected: ACCOUNT_READ,
  },
  'GET /api/accounts/:id/messages/:messageId/file': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/messages/${await messageWithFileOfX()}/file`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },
  'GET /api/messages/unread': {
    build: () => ({ url: '/api/messages/unread' }),
    expected: statuses('401 200 200 200 200 200 200'),
  },
  'POST /api/accounts/:id/advisor-change-requests': {
    build: async (who) => {
      await closeAdvisorChangesOfX();
      return {
        url: `/api/accounts/${fx.accountX}/advisor-change-requests`,
        query: scope(who),
        payload: { reason: 'Daha hızlı yanıt istiyorum.' },
      };
    },
    expected: statuses('401 201 404 403 403 403 403'),
  },
  'GET /api/staff/advisor-change-requests': {
    build: () => ({ url: '/api/staff/advisor-change-requests' }),
    expected: statuses('401 403 403 403 403 403 200'),
  },
  'PUT /api/staff/advisor-change-requests/:requestId': {
    build: async () => ({
      url: `/api/staff/advisor-change-requests/${await openAdvisorChangeOfX()}`,
      payload: { decision: 'declined', note: 'Mevcut müşaviriniz devam edecek.' },
    }),
    expected: statuses('401 403 403 403 403 403 200'),
  },
  'GET /api/accounts/:id/advisor-assignments': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/advisor-assignments`),
    expected: ACCOUNT_READ,
  },
  'GET /api/staff/month-close': {
    build: () => ({ url: '/api/staff/month-close', query: { period: '2026-01' } }),
    expected: statuses('401 403 403 200 200 200 200'),
  },
  'GET /api/accounts/:id/month-close/:period': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/month-close/2026-01`),
    expected: ACCOUNT_READ,
  },
  // Each call its own past month, whose documents are complete by their deadline: one step on.
  'PUT /api/accounts/:id/month-close/:period': {
    build: (who) => ({
      url: `/api/accounts/${fx.accountX}/month-close/${nextPastPeriod()}`,
      query: scope(who),
      payload: { state: 'booked' },
    }),
    expected: statuses('401 403 403 200 404 404 200'),
  },
  'POST /api/accounts/:id/month-close/:period/complete': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/month-close/${await pendingMonthOfX()}/complete`,
      query: scope(who),
    }),
    expected: statuses('401 200 404 403 403 403 403'),
  },
  // -- The profile's companies and the company's details (issue 16): read like the company; changed
  // by its customers (staff 403: they decide on the requests); requests decided by its staff.
  'GET /api/profile/companies': { build: same({ url: '/api/profile/companies' }), expected: SIGNED_IN },
  'GET /api/accounts/:id/company': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/company`),
    expected: ACCOUNT_READ,
  },
  // A fresh company of A whose application is in progress: its customer's change is saved at once.
  'PUT /api/accounts/:id/company': {
    build: async (who) => ({
      url: `/api/accounts/${await freshAccountOfA()}/company`,
      query: scope(who),
      payload: {
        name: 'Taze Şirket A.Ş.',
        tax_office: 'Kadıköy',
        tax_number: '1234567890',
        city: '',
        district: '',
        neighbourhood: '',
        street: '',
        buildingNo: '',
        doorNo: '',
      },
    }),
    expected: statuses('401 200 404 403 403 403 403'),
  },
  'GET /api/accounts/:id/change-requests': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/change-requests`),
    expected: ACCOUNT_READ,
  },
  // A request waiting on a fresh company of A (served by the assigned advisor), one per caller.
  'PUT /api/accounts/:id/change-requests/:requestId': {
    build: async (who) => {
      const accountId = await freshAccountOfA();
      const [request] = await t.app.db
        .insert(companyChangeRequests)
        .values({ accountId, changes: { doorNo: '4' }, before: { doorNo: null } })
        .returning({ id: companyChangeRequests.id });
      return {
        url: `/api/accounts/${accountId}/change-requests/${request?.id}`,
        query: scope(who),
        payload: { decision: 'approved' },
      };
    },
    expected: statuses('401 403 403 200 404 404 200'),
  },
  // -- Subscriptions: read like the company; changed by its customer or its staff (audited)
  'GET /api/accounts/:id/subscriptions': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/subscriptions`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/subscriptions/:subscriptionId/cancel': {
    build: async (who) => {
      const { accountId, subscriptionId } = await freshSubscriptionOfA();
      return { url: `/api/accounts/${accountId}/subscriptions/${subscriptionId}/cancel`, query: scope(who) };
    },
    expected: ACCOUNT_CHANGE,
  },
  'POST /api/accounts/:id/subscriptions/:subscriptionId/resume': {
    build: async (who) => {
      const { accountId, subscriptionId } = await freshSubscriptionOfA();
      await ok(
        'POST',
        `/api/accounts/${accountId}/subscriptions/${subscriptionId}/cancel`,
        fx.session.customerA.token,
      );
      return { url: `/api/accounts/${accountId}/subscriptions/${subscriptionId}/resume`, query: scope(who) };
    },
    expected: ACCOUNT_CHANGE,
  },
  'PUT /api/accounts/:id/subscriptions/:subscriptionId/packet': {
    build: async (who) => {
      const { accountId, subscriptionId } = await freshSubscriptionOfA();
      return {
        url: `/api/accounts/${accountId}/subscriptions/${subscriptionId}/packet`,
        query: scope(who),
        payload: { product_id: null },
      };
    },
    expected: ACCOUNT_CHANGE,
  },
  'PUT /api/accounts/:id/subscriptions/:subscriptionId/card': {
    build: async (who) => {
      const { accountId, subscriptionId } = await freshSubscriptionOfA();
      const { account_id: _, ...card } = payBody(accountId);
      return {
        url: `/api/accounts/${accountId}/subscriptions/${subscriptionId}/card`,
        query: scope(who),
        headers: { 'idempotency-key': `key_${randomUUID()}` },
        payload: card,
      };
    },
    expected: ACCOUNT_CHANGE,
  },
  // 3-D Secure: the bank's page and its post back carry no bearer token by design; the secret in
  // the address is the only key (payment-challenges.test.ts). Without a live one: 404 for all.
  'GET /api/payments/3ds/:token': {
    build: same({ url: `/api/payments/3ds/${'A'.repeat(43)}` }),
    expected: statuses('404 404 404 404 404 404 404'),
  },
  'POST /api/payments/3ds/:token/callback': {
    build: same({
      url: `/api/payments/3ds/${'A'.repeat(43)}/callback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=approve',
    }),
    expected: statuses('404 404 404 404 404 404 404'),
  },
  'GET /api/invoices': {
    build: () => ({ url: '/api/invoices', query: { account_id: fx.accountX } }),
    expected: ACCOUNT_READ,
  },
  'GET /api/credit-notes/:id/pdf': {
    build: () => ({ url: `/api/credit-notes/${fx.creditNoteX}/pdf` }),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/subscriptions/:subscriptionId/charges/:chargeId/refund': {
    build: async (who) => {
      const { accountId, subscriptionId } = await freshSubscriptionOfA();
      const [charge] = await t.app.db
        .select({ id: subscriptionCharges.id })
        .from(subscriptionCharges)
        .where(eq(subscriptionCharges.subscriptionId, subscriptionId));
      return {
        url: `/api/accounts/${accountId}/subscriptions/${subscriptionId}/charges/${charge?.id}/refund`,
        query: scope(who),
      };
    },
    // Staff only: a customer, the company's own included, is told refunds are the advisor's.
    expected: statuses('401 403 403 200 404 404 200'),
  },
  'GET /api/invoices/:id': {
    build: () => ({ url: `/api/invoices/${fx.invoiceX}` }),
    expected: ACCOUNT_READ,
  },
  'GET /api/invoices/:id/pdf': {
    build: () => ({ url: `/api/invoices/${fx.invoiceX}/pdf` }),
    expected: ACCOUNT_READ,
  },
  'GET /api/invoices/:id/xml': {
    build: () => ({ url: `/api/invoices/${fx.invoiceX}/xml` }),
    expected: ACCOUNT_READ,
  },

  // -- Documents: read like the company; edited by staff, by its customer only while the
  //    application is open (X waits for approval, so A gets 403)
  'GET /api/accounts/:id/documents': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/documents`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/documents': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/documents`, {
      form: { kind: 'deed_or_lease', file: { data: PDF, name: 'kira.pdf', type: 'application/pdf' } },
    }),
    expected: statuses('401 403 404 201 404 404 201'),
  },
  'GET /api/accounts/:id/documents/:documentId/file': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/documents/${f.documentX}/file`),
    expected: ACCOUNT_READ,
  },
  'DELETE /api/accounts/:id/documents/:documentId': {
    build: async (who) => {
      const document = await uploadAs(fx.session.admin.token, fx.accountX, 'vehicle_licence', { all: '1' });
      return { url: `/api/accounts/${fx.accountX}/documents/${document.id}`, query: scope(who) };
    },
    expected: statuses('401 403 404 200 404 404 200'),
  },
  // Monthly documents: reviewed by the company's staff (its customer 403); replaced by staff, by
  // its customer only while the company is active (X waits for approval: 403).
  'PUT /api/accounts/:id/documents/:documentId/review': {
    build: async (who) => {
      const document = await monthlyDocumentOfX();
      return {
        url: `/api/accounts/${fx.accountX}/documents/${document.id}/review`,
        query: scope(who),
        payload: { decision: 'needs_fix', note: 'İkinci sayfa eksik.' },
      };
    },
    expected: statuses('401 403 404 200 404 404 200'),
  },
  'PUT /api/accounts/:id/documents/:documentId/file': {
    build: async (who) => {
      const document = await monthlyDocumentOfX();
      return {
        url: `/api/accounts/${fx.accountX}/documents/${document.id}/file`,
        query: scope(who),
        form: { file: { data: PDF, name: 'yeni.pdf', type: 'application/pdf' } },
      };
    },
    expected: statuses('401 403 404 200 404 404 200'),
  },
  // Staff holding 'show files' and 'show accountancy': their own companies' queue (admin: every
  // company's); the office's secretary reviews no books (403).
  'GET /api/documents/review-queue': {
    build: same({ url: '/api/documents/review-queue' }),
    expected: statuses('401 403 403 200 200 403 200'),
  },

  // -- Pre-accounting: customers of the company with 'show accountancy', its staff; only staff
  //    close a month (A gets 403)
  'GET /api/accounts/:id/ledger-entries': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/ledger-entries`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/ledger-entries': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/ledger-entries`, { payload: LEDGER_ENTRY }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  'PUT /api/accounts/:id/ledger-entries/:entryId': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/ledger-entries/${await freshLedgerEntryOfX()}`,
      query: scope(who),
      payload: { ...LEDGER_ENTRY, paid: true },
    }),
    expected: ACCOUNT_CHANGE,
  },
  'DELETE /api/accounts/:id/ledger-entries/:entryId': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/ledger-entries/${await freshLedgerEntryOfX()}`,
      query: scope(who),
    }),
    expected: ACCOUNT_CHANGE,
  },
  'POST /api/accounts/:id/ledger-entries/import': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/ledger-entries/import`, {
      form: { file: { data: E_INVOICE, name: 'fatura.xml', type: 'application/xml' } },
    }),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/ledger-entries/import/confirm': {
    // Each confirmation a new invoice (its own ETTN): the same one is confirmed once.
    build: (who) => ({
      url: `/api/accounts/${fx.accountX}/ledger-entries/import/confirm`,
      query: scope(who),
      form: {
        file: {
          data: Buffer.from(
            E_INVOICE.toString('utf8').replace(/<cbc:UUID>[^<]*/, `<cbc:UUID>${randomUUID()}`),
          ),
          name: 'fatura.xml',
          type: 'application/xml',
        },
      },
    }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  'GET /api/accounts/:id/ledger-entries/export': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/ledger-entries/export`, {
      query: { period: '2025-03', format: 'csv' },
    }),
    expected: ACCOUNT_READ,
  },
  'GET /api/accounts/:id/ledger-summary': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/ledger-summary`, {
      query: { from: '2025-01', to: '2025-12' },
    }),
    expected: ACCOUNT_READ,
  },
  'PUT /api/accounts/:id/ledger-periods/:period': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/ledger-periods/2024-01`, {
      payload: { closed: true },
    }),
    expected: statuses('401 403 404 200 404 404 200'),
  },
  // The pre-accounting program's trade (issue 34): the books' rule, customers and the company's advisor.
  'GET /api/accounts/:id/counterparties': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/counterparties`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/counterparties': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/counterparties`, {
      payload: { name: 'Marmara Gıda', kind: 'supplier' },
    }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  'GET /api/accounts/:id/counterparties/:counterpartyId': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/counterparties/${await counterpartyOfX()}`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },
  'PUT /api/accounts/:id/counterparties/:counterpartyId': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/counterparties/${await counterpartyOfX()}`,
      query: scope(who),
      payload: { name: 'Ege Ticaret Ltd.', kind: 'both', email: 'muhasebe@ege-ticaret.example' },
    }),
    expected: ACCOUNT_CHANGE,
  },
  'GET /api/accounts/:id/counterparties/:counterpartyId/statement': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/counterparties/${await counterpartyOfX()}/statement`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },
  'GET /api/accounts/:id/sales-invoices': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/sales-invoices`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/sales-invoices': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/sales-invoices`,
      query: scope(who),
      payload: await salesInvoiceBody(),
    }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  'GET /api/accounts/:id/sales-invoices/:invoiceId': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/sales-invoices/${await freshSalesInvoiceOfX(false)}`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },
  'PUT /api/accounts/:id/sales-invoices/:invoiceId': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/sales-invoices/${await freshSalesInvoiceOfX(false)}`,
      query: scope(who),
      payload: { ...(await salesInvoiceBody()), note: 'Mart' },
    }),
    expected: ACCOUNT_CHANGE,
  },
  'POST /api/accounts/:id/sales-invoices/:invoiceId/issue': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/sales-invoices/${await freshSalesInvoiceOfX(false)}/issue`,
      query: scope(who),
    }),
    expected: ACCOUNT_CHANGE,
  },
  'POST /api/accounts/:id/sales-invoices/:invoiceId/cancel': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/sales-invoices/${await freshSalesInvoiceOfX(true)}/cancel`,
      query: scope(who),
    }),
    expected: ACCOUNT_CHANGE,
  },
  'POST /api/accounts/:id/sales-invoices/:invoiceId/send': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/sales-invoices/${await sendableSalesInvoiceOfX()}/send`,
      query: scope(who),
    }),
    expected: ACCOUNT_CHANGE,
  },
  'POST /api/accounts/:id/sales-invoices/:invoiceId/return': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/sales-invoices/${await freshSalesInvoiceOfX(true)}/return`,
      query: scope(who),
      payload: { issue_date: '2025-03-20' },
    }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  'GET /api/accounts/:id/sales-invoices/:invoiceId/pdf': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/sales-invoices/${await freshSalesInvoiceOfX(true)}/pdf`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },
  'GET /api/accounts/:id/sales-invoices/:invoiceId/xml': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/sales-invoices/${await freshSalesInvoiceOfX(true)}/xml`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/sales-invoices/:invoiceId/reminder': {
    // Issued with a due date long past, to a counterparty with an e-mail: overdue.
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/sales-invoices/${await freshSalesInvoiceOfX(true)}/reminder`,
      query: scope(who),
      payload: { language: 'tr' },
    }),
    expected: ACCOUNT_CHANGE,
  },
  'GET /api/accounts/:id/collections': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/collections`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/collections': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/collections`,
      query: scope(who),
      payload: {
        kind: 'collection',
        date: '2025-03-20',
        counterparty_id: await counterpartyOfX(),
        amount: 5_000,
        method: 'cash',
      },
    }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  'GET /api/accounts/:id/purchase-invoices': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/purchase-invoices`),
    expected: ACCOUNT_READ,
  },
  'GET /api/accounts/:id/ageing': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/ageing`),
    expected: ACCOUNT_READ,
  },

  'GET /api/accounts/:id/bank-statements': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/bank-statements`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/bank-statements': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/bank-statements`, {
      form: { file: { data: BANK_STATEMENT, name: 'hareketler.csv', type: 'text/csv' } },
    }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  'GET /api/accounts/:id/bank-statements/:statementId/lines': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/bank-statements/${(await statementOfX()).id}/lines`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },
  'PUT /api/accounts/:id/bank-statements/:statementId/lines/:lineId': {
    build: async (who) => {
      const statement = await statementOfX();
      return {
        url: `/api/accounts/${fx.accountX}/bank-statements/${statement.id}/lines/${statement.lineId}`,
        query: scope(who),
        payload: { match: null },
      };
    },
    expected: ACCOUNT_CHANGE,
  },
  'POST /api/accounts/:id/receipt-scans': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/receipt-scans`, {
      form: { file: { data: PNG, name: 'fis.png', type: 'image/png' } },
    }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  'GET /api/accounts/:id/receipt-scans/:scanId': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/receipt-scans/${await receiptScanOfX()}`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },

  // -- Appointment requests: 'show appointment requests' (advisors, secretaries, admins)
  'GET /api/appointments': {
    build: same({ url: '/api/appointments' }),
    expected: statuses('401 403 403 200 200 200 200'),
  },
  'PUT /api/appointments/:id': {
    build: () => ({
      url: `/api/appointments/${fx.appointmentId}`,
      payload: { status: 'contacted', assignee_id: null, notes: 'Arandı.' },
    }),
    expected: statuses('401 403 403 200 200 200 200'),
  },

  // -- Announcements: written with 'show announcements' (admin); current ones for every signed-in user
  'GET /api/announcements': { build: same({ url: '/api/announcements' }), expected: ADMIN_ONLY },
  // For one company: its members only (no staff view here).
  'GET /api/announcements/current': {
    build: () => ({ url: '/api/announcements/current', query: { account_id: fx.accountX } }),
    expected: statuses('401 200 404 200 404 404 404'),
  },
  'POST /api/announcements': {
    build: () => ({ url: '/api/announcements', payload: announcement() }),
    expected: statuses('401 403 403 403 403 403 201'),
  },
  'PUT /api/announcements/:id': {
    build: async () => ({ url: `/api/announcements/${await newAnnouncement()}`, payload: announcement() }),
    expected: ADMIN_ONLY,
  },
  'DELETE /api/announcements/:id': {
    build: async () => ({ url: `/api/announcements/${await newAnnouncement()}` }),
    expected: ADMIN_ONLY,
  },

  // -- Returns and tax to pay (issue 33): read like the company; filed, documented and confirmed
  //    by its accountant line's staff (its customers 403); paid by its customers (staff 403)
  'GET /api/accounts/:id/tax-returns': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/tax-returns`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/tax-returns': {
    // A month of its own per principal: one return per kind and period.
    build: (who) => ({
      url: `/api/accounts/${fx.accountX}/tax-returns`,
      query: scope(who),
      payload: { kind: 'damga', period: `2025-${String(PRINCIPALS.indexOf(who) + 1).padStart(2, '0')}` },
    }),
    expected: statuses('401 403 403 201 404 404 201'),
  },
  'GET /api/accounts/:id/tax-returns/:returnId': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/tax-returns/${await taxReturnOfX('preparing')}`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },
  'PUT /api/accounts/:id/tax-returns/:returnId': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/tax-returns/${await taxReturnOfX('preparing')}`,
      query: scope(who),
      payload: { status: 'filed' },
    }),
    expected: statuses('401 403 403 200 404 404 200'),
  },
  'POST /api/accounts/:id/tax-returns/:returnId/documents': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/tax-returns/${await taxReturnOfX('filed')}/documents`,
      query: scope(who),
      form: { role: 'return', file: { data: PDF, name: 'kdv.pdf', type: 'application/pdf' } },
    }),
    expected: statuses('401 403 403 200 404 404 200'),
  },
  'GET /api/accounts/:id/tax-returns/:returnId/documents/:documentId/file': {
    build: async (who) => {
      const returnId = await taxReturnOfX('accrued');
      const documentId = await taxReturnDocumentOfX(returnId);
      return {
        url: `/api/accounts/${fx.accountX}/tax-returns/${returnId}/documents/${documentId}/file`,
        query: scope(who),
      };
    },
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/tax-returns/:returnId/paid': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/tax-returns/${await taxReturnOfX('accrued')}/paid`,
      query: scope(who),
      form: { file: { data: PNG, name: 'dekont.png', type: 'image/png' } },
    }),
    expected: statuses('401 200 404 403 403 403 403'),
  },
  'PUT /api/accounts/:id/tax-returns/:returnId/confirm-payment': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/tax-returns/${await taxReturnOfX('accrued')}/confirm-payment`,
      query: scope(who),
    }),
    expected: statuses('401 403 403 200 404 404 200'),
  },

  // -- The firm's documents (issue 33): the vault read by members with 'show files' and the
  //    accountant line's staff, filled by staff only; requests asked by staff, answered by members
  'GET /api/accounts/:id/company-documents': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/company-documents`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/company-documents': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/company-documents`, {
      form: { kind: 'vergi_levhasi', file: { data: PDF, name: 'levha.pdf', type: 'application/pdf' } },
    }),
    expected: statuses('401 403 403 201 404 404 201'),
  },
  'GET /api/accounts/:id/company-documents/:docId/file': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/company-documents/${await companyDocumentOfX()}/file`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },
  'GET /api/accounts/:id/document-requests': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/document-requests`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/document-requests': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/document-requests`, {
      payload: {
        title: 'Ekim banka ekstresi',
        kind: 'bank_statement',
        period: '2026-01',
        due_date: '2030-01-10',
      },
    }),
    expected: statuses('401 403 403 201 404 404 201'),
  },
  // X waits for approval: its customer sends no monthly document yet (403), staff do.
  'POST /api/accounts/:id/document-requests/:requestId/fulfil': {
    build: async (who) => ({
      url: `/api/accounts/${fx.accountX}/document-requests/${await documentRequestOfX()}/fulfil`,
      query: scope(who),
      form: { file: { data: PDF, name: 'ekstre.pdf', type: 'application/pdf' } },
    }),
    expected: statuses('401 403 404 200 404 404 200'),
  },

  // -- Tax calendar: read like the company; its private feed link made and revoked by its
  //    customers only (staff who reach it 403); the feed itself is public behind its token
  'GET /api/accounts/:id/calendar': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/calendar`, {
      query: { from: '2026-01-01', to: '2026-03-31' },
    }),
    expected: ACCOUNT_READ,
  },
  'GET /api/accounts/:id/calendar/feed': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/calendar/feed`),
    expected: ACCOUNT_READ,
  },
  'POST /api/accounts/:id/calendar/feed': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/calendar/feed`),
    expected: statuses('401 201 404 403 404 404 403'),
  },
  'DELETE /api/accounts/:id/calendar/feed': {
    build: async (who) => {
      await ok('POST', `/api/accounts/${fx.accountX}/calendar/feed`, fx.session.customerA.token);
      return { url: `/api/accounts/${fx.accountX}/calendar/feed`, query: scope(who) };
    },
    expected: statuses('401 200 404 403 404 404 403'),
  },
  'GET /api/calendar-feeds/:token.ics': {
    build: async () => {
      const feed = await ok<{ url: string }>(
        'POST',
        `/api/accounts/${fx.accountX}/calendar/feed`,
        fx.session.customerA.token,
      );
      return { url: new URL(feed.url).pathname };
    },
    expected: PUBLIC,
  },

  // -- The office line's calls: read by the company's customers ('show calls') and the staff who
  //    serve it; recorded by staff only (a customer 403); the desk and the finder are staff's
  'GET /api/accounts/:id/calls': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/calls`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  'POST /api/accounts/:id/calls': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/calls`,
      query: scope(who),
      payload: OFFICE_CALL,
    }),
    expected: statuses('401 403 403 403 404 404 201'),
  },
  'PUT /api/accounts/:id/calls/:callId': {
    build: async (who) => {
      const { accountId, callId } = await officeCompanyOfA();
      return {
        url: `/api/accounts/${accountId}/calls/${callId}`,
        query: scope(who),
        payload: { read: true },
      };
    },
    expected: OFFICE_CHANGE,
  },
  'GET /api/accounts/:id/calls/unread': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/calls/unread`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  // -- A company's call instructions (issue 35): read like its calls; written by its customers
  //    alone (staff follow them: 403)
  'GET /api/accounts/:id/call-instructions': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/call-instructions`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  'PUT /api/accounts/:id/call-instructions': {
    build: async () => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/call-instructions`,
      payload: {
        greeting: 'İyi günler, Ofis Hattı Şirketi, size nasıl yardımcı olabilirim?',
        business_hours: {
          mon: { open: '09:00', close: '18:00' },
          tue: { open: '09:00', close: '18:00' },
          wed: { open: '09:00', close: '18:00' },
          thu: { open: '09:00', close: '18:00' },
          fri: { open: '09:00', close: '18:00' },
          sat: null,
          sun: null,
        },
        put_through: [{ name: 'Can Kuzey', phone: '0532 111 22 33', note: '' }],
        outside_hours: { action: 'take_message', note: '' },
        refused_callers: '',
        notify_by_mail: true,
        notify_by_sms: false,
      },
    }),
    expected: statuses('401 200 404 403 403 403 403'),
  },
  // -- The office line's allowance and usage (issue 35): the price list is public; a month's usage
  //    is read by the company's members and the staff serving its office line
  'GET /api/office-terms': { build: same({ url: '/api/office-terms' }), expected: PUBLIC },
  'GET /api/accounts/:id/office-usage': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/office-usage`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  'POST /api/accounts/:id/shipments/:shipmentId/collection': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/shipments/2147483647/collection`,
      query: scope(who),
      form: { recipient_id: '2147483647', national_id: '10000000146' },
    }),
    expected: statuses('401 403 403 403 404 404 422'),
  },
  // -- The office line's standing mail instructions (issue 35): read like the mail; set by the
  //    company's customers only (staff 403 before the company is looked up)
  'GET /api/accounts/:id/office-rules': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/office-rules`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  'PUT /api/accounts/:id/office-rules': {
    build: async () => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/office-rules`,
      payload: { rules: [{ kind: 'letter', action: 'scan' }], forwarding_weekday: 5 },
    }),
    expected: statuses('401 200 404 403 403 403 403'),
  },
  'GET /api/accounts/:id/forwarding-addresses': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/forwarding-addresses`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  'POST /api/accounts/:id/forwarding-addresses': {
    build: async () => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/forwarding-addresses`,
      payload: {
        label: 'Ev',
        recipient: 'Ayşe Yılmaz',
        city: 'İstanbul',
        district: 'Kadıköy',
        neighbourhood: 'Caferağa',
        street: 'Moda Cad. No: 1',
      },
    }),
    expected: statuses('401 201 404 403 403 403 403'),
  },
  'DELETE /api/accounts/:id/forwarding-addresses/:addressId': {
    build: async () => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/forwarding-addresses/2147483647`,
    }),
    expected: statuses('401 404 404 403 403 403 403'),
  },
  'GET /api/accounts/:id/authorised-recipients': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/authorised-recipients`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  'POST /api/accounts/:id/authorised-recipients': {
    build: async () => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/authorised-recipients`,
      payload: { full_name: 'Mehmet Kurye', national_id: '10000000146' },
    }),
    expected: statuses('401 201 404 403 403 403 403'),
  },
  'DELETE /api/accounts/:id/authorised-recipients/:recipientId': {
    build: async () => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/authorised-recipients/2147483647`,
    }),
    expected: statuses('401 404 404 403 403 403 403'),
  },
  // -- In-app notifications: each person's own (another person's id is not found)
  'GET /api/notifications': {
    build: same({ url: '/api/notifications' }),
    expected: statuses('401 200 200 200 200 200 200'),
  },
  'PUT /api/notifications/read': {
    build: same({ url: '/api/notifications/read' }),
    expected: statuses('401 200 200 200 200 200 200'),
  },
  'PUT /api/notifications/:id/read': {
    build: same({ url: '/api/notifications/2147483647/read' }),
    expected: statuses('401 404 404 404 404 404 404'),
  },
  'GET /api/office/calls/desk': {
    build: same({ url: '/api/office/calls/desk' }),
    expected: statuses('401 403 403 200 200 200 200'),
  },
  'GET /api/office/companies': {
    build: same({ url: '/api/office/companies', query: { q: 'Ofis' } }),
    expected: statuses('401 403 403 200 200 200 200'),
  },

  // -- The office's meeting rooms (issue 35): every signed-in user sees the rooms and their hours;
  //    the company's customers book and cancel (staff 403, another company 404); the customers and
  //    the staff serving its office line read its bookings; the day's bookings are the desk's
  'GET /api/office-locations/:id/rooms': {
    build: async () => ({ url: `/api/office-locations/${(await roomCompanyOfA()).locationId}/rooms` }),
    expected: SIGNED_IN,
  },
  'GET /api/office-locations/:id/rooms/:roomId/slots': {
    build: async () => {
      const { locationId, roomId } = await roomCompanyOfA();
      return {
        url: `/api/office-locations/${locationId}/rooms/${roomId}/slots`,
        query: { date: addCalendarDays(todayInIstanbul(clock.now()), 3) },
      };
    },
    expected: SIGNED_IN,
  },
  'GET /api/accounts/:id/room-bookings': {
    build: async (who) => ({
      url: `/api/accounts/${(await roomCompanyOfA()).accountId}/room-bookings`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  // Each caller asks for an hour of its own, so that no one is refused for an hour taken.
  'POST /api/accounts/:id/room-bookings': {
    build: async (who) => {
      const { accountId, roomId } = await roomCompanyOfA();
      const { date, hour } = nextRoomHour();
      return {
        url: `/api/accounts/${accountId}/room-bookings`,
        query: scope(who),
        payload: { room_id: roomId, date, start_hour: hour, hours: 1 },
      };
    },
    expected: statuses('401 201 404 403 403 403 403'),
  },
  'DELETE /api/accounts/:id/room-bookings/:bookingId': {
    build: async (who) => {
      const { accountId, bookingId } = await roomBookingOfA();
      return { url: `/api/accounts/${accountId}/room-bookings/${bookingId}`, query: scope(who) };
    },
    expected: statuses('401 200 404 403 403 403 403'),
  },
  'GET /api/office/room-bookings': {
    build: same({ url: '/api/office/room-bookings' }),
    expected: statuses('401 403 403 200 200 200 200'),
  },

  // -- The office line's mail and parcels: read and acted on by the company's customers ('show
  //    shipment-tracking') and the staff who serve it; logged and done by staff only (customers 403)
  'GET /api/accounts/:id/shipments': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/shipments`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  'POST /api/accounts/:id/shipments': {
    build: async (who) => ({
      url: `/api/accounts/${(await officeCompanyOfA()).accountId}/shipments`,
      query: scope(who),
      form: { kind: 'parcel', sender: 'Trendyol', carrier: 'Yurtiçi Kargo' },
    }),
    expected: statuses('401 403 403 403 404 404 201'),
  },
  'POST /api/accounts/:id/shipments/:shipmentId/requests': {
    build: async (who) => {
      const { accountId, shipmentId } = await shipmentOfA();
      return {
        url: `/api/accounts/${accountId}/shipments/${shipmentId}/requests`,
        query: scope(who),
        payload: { action: 'hold' },
      };
    },
    expected: statuses('401 201 404 403 404 404 201'),
  },
  'PUT /api/accounts/:id/shipments/:shipmentId/seen': {
    build: async (who) => {
      const { accountId, shipmentId } = await readableShipmentsOfA();
      return { url: `/api/accounts/${accountId}/shipments/${shipmentId}/seen`, query: scope(who) };
    },
    expected: OFFICE_READ,
  },
  'GET /api/accounts/:id/shipments/:shipmentId/photo': {
    build: async (who) => {
      const { accountId, shipmentId } = await readableShipmentsOfA();
      return { url: `/api/accounts/${accountId}/shipments/${shipmentId}/photo`, query: scope(who) };
    },
    expected: OFFICE_READ,
  },
  'GET /api/accounts/:id/shipments/:shipmentId/scan': {
    build: async (who) => {
      const { accountId, scannedId } = await readableShipmentsOfA();
      return { url: `/api/accounts/${accountId}/shipments/${scannedId}/scan`, query: scope(who) };
    },
    expected: OFFICE_READ,
  },
  // -- The office lease contract (issue 35): read by the company's customers and the staff serving
  //    its office line; accepted by its customers only (staff 403, also acting for one)
  'GET /api/accounts/:id/office-contract': {
    build: async (who) => ({
      url: `/api/accounts/${await contractCompanyOfA()}/office-contract`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  'POST /api/accounts/:id/office-contract': {
    build: async (who) => ({
      url: `/api/accounts/${await contractCompanyOfA()}/office-contract`,
      query: scope(who),
      payload: { read_and_accepted: true },
    }),
    expected: statuses('401 200 404 403 403 403 403'),
  },
  'GET /api/accounts/:id/office-contract/pdf': {
    build: async (who) => ({
      url: `/api/accounts/${await contractCompanyOfA()}/office-contract/pdf`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  'GET /api/accounts/:id/office-contract/address-letter': {
    build: async (who) => ({
      url: `/api/accounts/${await contractCompanyOfA()}/office-contract/address-letter`,
      query: scope(who),
    }),
    expected: OFFICE_READ,
  },
  // Staff: their own companies' requests (the admin's: every company's).
  'GET /api/office/queue': {
    build: same({ url: '/api/office/queue' }),
    expected: statuses('401 403 403 200 200 200 200'),
  },
  'POST /api/office/queue/:requestId/done': {
    build: async () => ({
      url: `/api/office/queue/${await openShipmentRequestOfA()}/done`,
      form: { carrier: '' },
    }),
    expected: statuses('401 403 403 403 404 404 200'),
  },

  // -- A company's team (issue 16)
  'GET /api/accounts/:id/members': {
    build: onAccount((f) => `/api/accounts/${f.accountX}/members`),
    expected: TEAM,
  },
  'POST /api/accounts/:id/members': {
    build: (who) => ({
      url: `/api/accounts/${fx.accountX}/members`,
      query: scope(who),
      payload: {
        name: 'Bora Defterci',
        email: unique('bookkeeper'),
        phone: '532 111 22 33',
        role: 'member',
        permissions: { pay: false, upload_documents: true, see_office: false, manage_team: false },
      },
    }),
    expected: TEAM_CREATE,
  },
  'PUT /api/accounts/:id/members/:userId': {
    build: async (who) => {
      const { accountId, userId } = await teamMemberOfA();
      return {
        url: `/api/accounts/${accountId}/members/${userId}`,
        query: scope(who),
        payload: {
          role: 'member',
          permissions: { pay: false, upload_documents: true, see_office: true, manage_team: false },
        },
      };
    },
    expected: TEAM,
  },
  'DELETE /api/accounts/:id/members/:userId': {
    build: async (who) => {
      const { accountId, userId } = await teamMemberOfA();
      return { url: `/api/accounts/${accountId}/members/${userId}`, query: scope(who) };
    },
    expected: TEAM,
  },
  'POST /api/accounts/:id/invitations/:invitationId/resend': {
    build: async (who) => {
      const { accountId, id } = await invitationOfA();
      return { url: `/api/accounts/${accountId}/invitations/${id}/resend`, query: scope(who) };
    },
    expected: TEAM,
  },
  'DELETE /api/accounts/:id/invitations/:invitationId': {
    build: async (who) => {
      const { accountId, id } = await invitationOfA();
      return { url: `/api/accounts/${accountId}/invitations/${id}`, query: scope(who) };
    },
    expected: TEAM,
  },
  // The link is the key: anyone holding it reads what it invites to.
  'GET /api/invitations/:token': {
    build: async () => ({ url: `/api/invitations/${(await invitationOfA()).token}` }),
    expected: PUBLIC,
  },
  // An address without a user: whoever holds the link sets the password and joins, but nobody
  // signed in as someone else (403: the invitation is for its address).
  'POST /api/invitations/:token/accept': {
    build: async () => ({
      url: `/api/invitations/${(await invitationOfA()).token}/accept`,
      payload: { password: PASSWORD, password_confirmation: PASSWORD },
    }),
    expected: statuses('200 403 403 403 403 403 403'),
  },
  // -- The Endless network's booths (issue 17): every signed-in user reads them; the company's
  // members who may write and the staff who reach it (`?all`) change them; staff moderate.
  'GET /api/network/booths': { build: same({ url: '/api/network/booths' }), expected: SIGNED_IN },
  // A opens the booth of a new company and represents it; staff who reach the company are not
  // customers, so without `user_id` they cannot be its representative (422): the access rule let them by.
  'POST /api/network/booths': {
    build: async (who) => ({
      url: '/api/network/booths',
      query: scope(who),
      payload: {
        account_id: await networkCompanyOfA(),
        name: 'Ağ Danışmanlık',
        sector: 'consulting',
        city: 'İstanbul',
        description: 'Şirketlere danışmanlık.',
      },
    }),
    expected: statuses('401 201 404 403 404 404 422'),
  },
  'GET /api/network/booths/:id': {
    build: async () => ({ url: `/api/network/booths/${(await shownBoothOfA()).boothId}` }),
    expected: SIGNED_IN,
  },
  'PUT /api/network/booths/:id': {
    build: async (who) => ({
      url: `/api/network/booths/${(await shownBoothOfA()).boothId}`,
      query: scope(who),
      payload: { offer: 'İlk görüşme ücretsiz' },
    }),
    expected: NETWORK_CHANGE,
  },
  'POST /api/network/booths/:id/contact': {
    build: async () => ({
      url: `/api/network/booths/${(await shownBoothOfA()).boothId}/contact`,
      payload: {
        full_name: 'Mehmet Kaya',
        email: unique('booth-visitor'),
        message: 'Teklif alabilir miyiz?',
        honeypot_time: await passedHoneyTime(),
      },
    }),
    expected: statuses('401 201 201 201 201 201 201'),
  },
  'PUT /api/network/booths/:id/logo': {
    build: async (who) => ({
      url: `/api/network/booths/${(await shownBoothOfA()).boothId}/logo`,
      query: scope(who),
      form: { logo: { data: PNG, name: 'logo.png', type: 'image/png' } },
    }),
    expected: NETWORK_CHANGE,
  },
  'DELETE /api/network/booths/:id/logo': {
    build: async (who) => ({
      url: `/api/network/booths/${(await shownBoothOfA()).boothId}/logo`,
      query: scope(who),
    }),
    expected: NETWORK_CHANGE,
  },
  'GET /api/network/booths/:id/logo': {
    build: async () => ({ url: `/api/network/booths/${await boothWithLogo()}/logo` }),
    expected: SIGNED_IN,
  },
  'POST /api/network/booths/:id/documents': {
    build: async (who) => ({
      url: `/api/network/booths/${(await brochureBoothOfA()).boothId}/documents`,
      query: scope(who),
      form: { title: 'Katalog', file: { data: PDF, name: 'katalog.pdf', type: 'application/pdf' } },
    }),
    expected: statuses('401 201 404 403 404 404 201'),
  },
  'DELETE /api/network/booths/:id/documents/:documentId': {
    build: async (who) => {
      const { boothId, documentId } = await removableBrochureOfA();
      return { url: `/api/network/booths/${boothId}/documents/${documentId}`, query: scope(who) };
    },
    expected: NETWORK_CHANGE,
  },
  'GET /api/network/booths/:id/documents/:documentId': {
    build: async () => {
      const { boothId, documentId } = await brochureOfA();
      return { url: `/api/network/booths/${boothId}/documents/${documentId}` };
    },
    expected: SIGNED_IN,
  },
  // Staff holding 'show enb companies' (every staff role by default); customers hold it for the
  // network's menu, yet never moderate (403).
  'PUT /api/network/booths/:id/visibility': {
    build: async () => ({
      url: `/api/network/booths/${(await moderatedBoothOfA()).boothId}/visibility`,
      payload: { hidden: true, reason: 'Yanıltıcı içerik.' },
    }),
    expected: statuses('401 403 403 200 200 200 200'),
  },
  // -- A person's own data (KVKK): each about the caller only; closing is for customers (staff 403)
  'GET /api/me/sign-ins': { build: same({ url: '/api/me/sign-ins' }), expected: SIGNED_IN },
  'GET /api/me/document-accesses': { build: same({ url: '/api/me/document-accesses' }), expected: SIGNED_IN },
  'GET /api/me/data-export': { build: same({ url: '/api/me/data-export' }), expected: SIGNED_IN },
  // Each principal's first export: queued (202).
  'POST /api/me/data-export': {
    build: same({ url: '/api/me/data-export' }),
    expected: statuses('401 202 202 202 202 202 202'),
  },
  // No sign-in: the link's secret is the key, so everyone gets the same answer for an unknown one.
  'GET /api/data-exports/:token': {
    build: same({ url: '/api/data-exports/not-an-issued-secret' }),
    expected: statuses('404 404 404 404 404 404 404'),
  },
  'GET /api/me/close': { build: same({ url: '/api/me/close' }), expected: SIGNED_IN },
  // A wrong password, so no principal's account starts closing.
  'POST /api/me/close': {
    build: same({ url: '/api/me/close', payload: { password: 'not-the-password' } }),
    expected: statuses('401 422 422 403 403 403 403'),
  },
  'DELETE /api/me/close': { build: same({ url: '/api/me/close' }), expected: SIGNED_IN },
  // -- The Endless network's stages (issue 17): every signed-in user reads the stages, their
  // sessions and the calendar, and registers; the company's members with the 'pay' switch and the
  // staff who reach it (`?all`) book and release its hours. A held session: its company and staff.
  'GET /api/network/stages': { build: same({ url: '/api/network/stages' }), expected: SIGNED_IN },
  'GET /api/network/stages/:id': {
    build: async () => ({ url: `/api/network/stages/${await firstStageId()}` }),
    expected: SIGNED_IN,
  },
  'GET /api/network/stages/:id/slots': {
    build: async () => ({
      url: `/api/network/stages/${await firstStageId()}/slots`,
      query: { date: nextStageHour().slice(0, 10) },
    }),
    expected: SIGNED_IN,
  },
  // Each caller books an hour of its own, so that no one is refused for an hour taken.
  'POST /api/network/stages/:id/bookings': {
    build: async (who) => ({
      url: `/api/network/stages/${await firstStageId()}/bookings`,
      query: scope(who),
      payload: {
        account_id: await stageCompanyOfA(),
        starts_at: nextStageHour(),
        title: 'Matris oturumu',
        speaker: 'Deniz Kaya',
      },
    }),
    expected: statuses('401 201 404 201 404 404 201'),
  },
  'GET /api/network/my-bookings': {
    build: async (who) => ({
      url: '/api/network/my-bookings',
      query: { ...scope(who), account_id: await stageCompanyOfA() },
    }),
    expected: ACCOUNT_READ,
  },
  'GET /api/network/sessions/:id': {
    build: async () => ({ url: `/api/network/sessions/${await readableSessionOfA()}` }),
    expected: SIGNED_IN,
  },
  // A hold of its own per caller: released once.
  'DELETE /api/network/sessions/:id': {
    build: async (who) => ({
      url: `/api/network/sessions/${await stageSessionOfA('held')}`,
      query: scope(who),
    }),
    expected: ACCOUNT_READ,
  },
  'POST /api/network/sessions/:id/registrations': {
    build: async () => ({
      url: `/api/network/sessions/${await registrableSessionOfA()}/registrations`,
      payload: {},
    }),
    expected: statuses('401 201 201 201 201 201 201'),
  },
  // Each caller registers first, then cancels their own.
  'DELETE /api/network/sessions/:id/registrations': {
    build: async (who) => {
      const url = `/api/network/sessions/${await cancellableSessionOfA()}/registrations`;
      if (who !== 'anonymous') {
        const registered = await send('POST', who, { url, payload: {} });
        expect(registered.statusCode, registered.body).toBe(201);
      }
      return { url };
    },
    expected: SIGNED_IN,
  },
  'GET /api/network/calendar': {
    build: () => {
      const from = todayInIstanbul(clock.now());
      return { url: '/api/network/calendar', query: { from, to: addCalendarDays(from, 30) } };
    },
    expected: SIGNED_IN,
  },
  'GET /api/network/calendar.ics': { build: same({ url: '/api/network/calendar.ics' }), expected: SIGNED_IN },
};

/**
 * Some of company X's reads again, with staff calling without `?all`, as a member would: only
 * the advisor serving X reaches it; 'show accounts all' alone does not open it.
 */
const MEMBERS_ONLY = statuses('401 200 404 200 404 404 404');
const memberView = (path: (f: TFixtures) => string) => () => ({ url: path(fx) });
const MEMBER_VIEW: Record<string, TEntry> = {
  'GET /api/accounts/:id': {
    build: memberView((f) => `/api/accounts/${f.accountX}`),
    expected: MEMBERS_ONLY,
  },
  'GET /api/accounts/:id/documents': {
    build: memberView((f) => `/api/accounts/${f.accountX}/documents`),
    expected: MEMBERS_ONLY,
  },
  'GET /api/accounts/:id/products': {
    build: memberView((f) => `/api/accounts/${f.accountX}/products`),
    expected: MEMBERS_ONLY,
  },
  'GET /api/accounts/:id/status-history': {
    build: memberView((f) => `/api/accounts/${f.accountX}/status-history`),
    expected: MEMBERS_ONLY,
  },
  // Staff only: its customer is refused here too.
  'GET /api/accounts/:id/audit-logs': {
    build: memberView((f) => `/api/accounts/${f.accountX}/audit-logs`),
    expected: statuses('401 403 404 200 404 404 404'),
  },
};

// ---- The run --------------------------------------------------------------------------------------

const routeKeys = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
const accessOf = (key: string): TRouteAccess | undefined =>
  t.app.routeTable.find((route) => `${route.method} ${route.url}` === key)?.contract?.access;

/**
 * What a route's declared access says of the table's statuses: a public route never asks for a
 * token, any other answers 401 without one; staff's routes refuse customers (403), a permission
 * route every principal whose role lacks it (403); customers-only routes refuse staff (403); a
 * route acting on a company of A's is 404 for B, who is nobody there, and 403 for A when its
 * action is `changeStatus`.
 */
function declaredDisagreements(access: TRouteAccess, expected: Record<TPrincipal, number>): string[] {
  const wrong: string[] = [];
  const want = (who: TPrincipal, status: number, why: string) => {
    if (expected[who] !== status) wrong.push(`${who}: ${expected[who]}, the access (${why}) says ${status}`);
  };
  if (access.kind === 'public') {
    if (expected.anonymous === 401) wrong.push(`anonymous: 401 on a public route`);
    return wrong;
  }
  want('anonymous', 401, 'signed in');
  const staffOnly = access.kind === 'staff' || ('callers' in access && access.callers === 'staff');
  if (staffOnly) for (const who of ['customerA', 'customerB'] as const) want(who, 403, 'staff only');
  if ('callers' in access && access.callers === 'customers')
    for (const who of STAFF) want(who, 403, 'customers only');
  if (access.kind === 'permission') {
    for (const who of PRINCIPALS) {
      if (who !== 'anonymous' && !DEFAULT_ROLE_PERMISSIONS[ROLE_OF[who]].includes(access.permission)) {
        want(who, 403, access.permission);
      }
    }
  }
  const onCompany = access.kind === 'accountOfResource' || (access.kind === 'account' && !access.optional);
  if (onCompany && !staffOnly) want('customerB', 404, `${access.action} on a company of A`);
  // A company's status is staff's to change: its own customer is refused, knowing the company.
  if (onCompany && access.action === 'changeStatus') want('customerA', 403, 'changeStatus');
  return wrong;
}

describe('authorization matrix', () => {
  it('reads a route table with the API in it', () => {
    expect(routeKeys).toContain('GET /api/health');
    expect(routeKeys.some((key) => key.startsWith('HEAD ') || key.startsWith('OPTIONS '))).toBe(false);
  });

  it('has no entry for a route that does not exist', () => {
    const stale = Object.keys(MATRIX).filter((key) => !routeKeys.includes(key));
    expect(stale, 'entries of the matrix for routes the server does not have').toEqual([]);
  });

  it("reads who may call each /api route from its contract's declared access", () => {
    const undeclared = routeKeys
      .filter((key) => key.includes(' /api/') && !key.includes(' /api/docs'))
      .filter((key) => accessOf(key)?.kind === undefined);
    expect(undeclared, 'routes whose contract declares no access').toEqual([]);
  });

  it.each(routeKeys)('%s', async (key) => {
    const entry = MATRIX[key];
    if (!entry) {
      expect.fail(`${key} has no entry in the authorization matrix: add who may call it to MATRIX`);
      return;
    }
    await check(key, entry);
  });
});

describe('account routes without the staff view', () => {
  it.each(Object.keys(MEMBER_VIEW))('%s', async (key) => {
    const entry = MEMBER_VIEW[key];
    if (entry) await check(key, entry);
  });
});

/**
 * Staff serve a company through a product line (issue 30, finding 4): the office's secretary,
 * serving a paid accountant company's office line, still reads the company, yet none of the
 * accountant line's staff routes (its books, its monthly documents, their review, the thread with
 * its advisor, its month-close, the company's change requests, refunds), which its advisor reaches.
 */
describe("a staff member serving one line of a company, on another line's staff routes", () => {
  it('is refused (403) where the advisor of that line is let through', async () => {
    const { accountId, subscriptionId } = await freshSubscriptionOfA();
    await ok(
      'PUT',
      `/api/accounts/${accountId}/staff`,
      fx.session.admin.token,
      { advisor_id: fx.session.advisorAssigned.userId, secretary_id: fx.session.secretary.userId },
      { all: '1' },
    );
    const [charge] = await t.app.db
      .select({ id: subscriptionCharges.id })
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, subscriptionId));
    const month = await multipartBody({
      kind: 'receipt',
      period: currentPeriod(clock.now()),
      file: { data: PDF, name: 'fis.pdf', type: 'application/pdf' },
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/documents`,
      query: { all: '1' },
      headers: { ...bearer(fx.session.admin.token), 'content-type': month.contentType },
      payload: month.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = (uploaded.json().result as { id: number }).id;
    const base = `/api/accounts/${accountId}`;
    const accountantLine: [THttpMethod, string, unknown?][] = [
      ['GET', `${base}/ledger-entries`],
      ['POST', `${base}/ledger-entries`, LEDGER_ENTRY],
      ['GET', `${base}/documents?period=${currentPeriod(clock.now())}`],
      ['GET', `${base}/documents/${documentId}/file`],
      ['PUT', `${base}/documents/${documentId}/review`, { decision: 'accepted' }],
      ['GET', `${base}/messages`],
      ['PUT', `${base}/month-close/2026-01`, { state: 'documents_complete' }],
      ['POST', `${base}/subscriptions/${subscriptionId}/charges/${charge?.id}/refund`],
      ['POST', `${base}/subscriptions/${subscriptionId}/cancel`],
      ['PUT', `${base}/change-status`, { status: 4, type: 1 }],
      ['GET', `${base}/tax-returns`],
      ['GET', `${base}/company-documents`],
      [
        'POST',
        `${base}/document-requests`,
        { title: 'Ekstre', kind: 'bank_statement', period: '2026-01', due_date: '2030-01-10' },
      ],
      ['POST', `${base}/tax-returns`, { kind: 'kdv', period: '2026-01' }],
    ];
    const refused: string[] = [];
    for (const [method, url, payload] of accountantLine) {
      const res = await call(method, url, fx.session.secretary.token, payload, { all: '1' });
      if (res.statusCode !== 403)
        refused.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(refused, refused.join('\n')).toEqual([]);
    // The company itself and its office desk are still the secretary's.
    expect((await call('GET', base, fx.session.secretary.token)).statusCode).toBe(200);
    expect((await call('GET', `${base}/calls`, fx.session.secretary.token)).statusCode).toBe(200);
    // The same refund and review are the advisor's (the line they serve).
    const review = await call(
      'PUT',
      `${base}/documents/${documentId}/review`,
      fx.session.advisorAssigned.token,
      {
        decision: 'accepted',
      },
    );
    expect(review.statusCode, review.body).toBe(200);
    const refund = await call(
      'POST',
      `${base}/subscriptions/${subscriptionId}/charges/${charge?.id}/refund`,
      fx.session.advisorAssigned.token,
    );
    expect(refund.statusCode, refund.body).toBe(200);
  });
});

/**
 * Calls the route as each principal in turn and compares the statuses with the entry's, after
 * checking the entry against the route's declared access.
 */
async function check(key: string, entry: TEntry): Promise<void> {
  const access = accessOf(key);
  if (access) expect(declaredDisagreements(access, entry.expected), `${key}: table and access`).toEqual([]);
  const method = key.slice(0, key.indexOf(' '));
  const actual = {} as Record<TPrincipal, number>;
  const answers: string[] = [];
  for (const who of PRINCIPALS) {
    const res = await send(method, who, await entry.build(who));
    actual[who] = res.statusCode;
    if (res.statusCode !== entry.expected[who]) {
      answers.push(`${who}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
  }
  if (entry.endsSessions) await signInAgain();
  expect(actual, `${key}\n${answers.join('\n')}`).toEqual(entry.expected);
}
