import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { TAccount, TAccountProduct } from '@portal/contracts/accounts/account-schemas';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountInformations,
  accountLines,
  accountStatusChanges,
  accounts,
} from '../../../db/schema/accounts.ts';
import { officeLocations } from '../../../db/schema/office-locations.ts';
import { accountProducts, invoiceLines, invoices, payments } from '../../../db/schema/payments.ts';
import { products } from '../../../db/schema/products.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';
import { loggerOptions } from '../../../plugins/logger.ts';
import { RATE_LIMITS } from '../../../plugins/rate-limit/limits.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../../test/auth-helpers.ts';
import { withAcceptedSalesTerms } from '../../../test/sales-terms-helpers.ts';
import {
  addDocument,
  completeApplication,
  letStaffSeeAllCompanies,
  setLineStatus,
} from '../../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../../test/test-app.ts';
import { testGateway } from '../providers/test-gateway.ts';

const S = ACCOUNT_STATUSES;
const CARDS = {
  success: '5528790000000008',
  insufficientFunds: '4111111111111129',
  doNotHonour: '4129111111111111',
  outage: '4130111111111118',
} as const;
/** Unusual enough to be searched for in the logs and the database. */
const CVC = '947';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TTestApp;
let customer: TSession;
let other: TSession;
let admin: TSession;
let advisor: TSession;
const chargeSpy = vi.spyOn(testGateway, 'charge');

beforeAll(async () => {
  // The server's own logger options, at debug level, into memory: searched for card data below.
  t = await buildTestApp(
    {},
    { rateLimits: RELAXED_LIMITS, logger: { ...loggerOptions({ logLevel: 'debug' }), stream: logStream } },
  );
  // These tests are about staff who see every company: the admin has granted it (issue 11).
  await letStaffSeeAllCompanies(t.app.db);
  [customer, other, admin, advisor] = await Promise.all([
    registerCustomer(t.app),
    registerCustomer(t.app),
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
  ]);
});
afterAll(async () => {
  chargeSpy.mockRestore();
  await t?.close();
});

type TMethod = 'GET' | 'POST' | 'DELETE';

function call(session: TSession, method: TMethod, url: string, payload?: object, language = 'tr') {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...bearer(session.token), 'accept-language': language },
  });
}

async function createAccount(session: TSession, name = 'Yılmaz Danışmanlık'): Promise<TAccount> {
  const res = await call(session, 'POST', '/api/accounts', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

async function saveInformation(session: TSession, accountId: number, key: string, value: string) {
  const res = await call(session, 'POST', `/api/accounts/${accountId}/informations`, {
    informations: [{ key, value }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function productId(code: string): Promise<number> {
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!row) throw new Error(`No product ${code}`);
  return row.id;
}

/** A fresh Idempotency-Key, as the web app makes one per card form. */
const newKey = () => `key_${randomUUID()}`;

function cardBody(accountId: number, number: string = CARDS.success, overrides: object = {}) {
  return {
    card_holder_name: 'Ayşe Yılmaz',
    card_number: number,
    card_expire_month: '12',
    card_expire_year: '35',
    card_cvc: CVC,
    account_id: accountId,
    ...overrides,
  };
}

type TPayCall = {
  kind?: 'subscription' | 'buy';
  type?: number;
  product: number;
  body: object;
  key?: string | null;
  language?: string;
  query?: string;
  ip?: string;
  /** Whether the test fills the application in first (a packet is charged only for a complete one). */
  prepared?: boolean;
  /** Whether the sale's documents are accepted first, as the payment step does (every new sale needs it). */
  accepted?: boolean;
};

async function completeOfficeApplication(accountId: number, packetId: number) {
  await t.app.db
    .insert(accountInformations)
    .values({ accountId, key: 'office_packet_id', value: String(packetId) })
    .onConflictDoUpdate({
      target: [accountInformations.accountId, accountInformations.key],
      set: { value: String(packetId) },
    });
}

async function payCall(
  session: TSession,
  {
    kind = 'subscription',
    type = 1,
    product,
    body,
    key,
    language = 'tr',
    query = '',
    ip,
    prepared = true,
    accepted = true,
  }: TPayCall,
) {
  const accountId = (body as { account_id?: unknown }).account_id;
  if (prepared && kind === 'subscription' && typeof accountId === 'number') {
    if (type === 1) await completeApplication(t.app.db, accountId, product);
    if (type === 2) await completeOfficeApplication(accountId, product);
  }
  const headers: Record<string, string> = { ...bearer(session.token), 'accept-language': language };
  if (key !== null) headers['idempotency-key'] = key ?? newKey();
  const payload = accepted
    ? await withAcceptedSalesTerms(t.app, session.token, {
        type,
        productId: product,
        body,
        kind,
        language,
        scope: query.replace(/^\?/, ''),
      })
    : body;
  return t.app.inject({
    method: 'POST',
    url: `/api/brands/${type}/products/${product}/${kind}${query}`,
    payload,
    headers,
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

async function accountStatus(accountId: number): Promise<number | undefined> {
  const [row] = await t.app.db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.status;
}

/** The company's product lines and their states, by line. */
async function lineStates(accountId: number): Promise<number[][]> {
  const rows = await t.app.db
    .select({ brandId: accountLines.brandId, status: accountLines.status })
    .from(accountLines)
    .where(eq(accountLines.accountId, accountId))
    .orderBy(accountLines.brandId);
  return rows.map((row) => [row.brandId, row.status]);
}

async function heldProducts(accountId: number) {
  return t.app.db.select().from(accountProducts).where(eq(accountProducts.accountId, accountId));
}

/** Every row of every table of the database, as one text. */
async function dumpWholeDatabase(db: TDatabase): Promise<string> {
  const rowsOf = (result: unknown): unknown[] =>
    typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
      ? result.rows
      : [];
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((row) =>
    typeof row === 'object' && row !== null && 'table_name' in row ? String(row.table_name) : '',
  );
  expect(tables).toContain('payments');
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) dump[table] = rowsOf(await db.execute(sql.raw(`select * from "${table}"`)));
  return JSON.stringify(dump);
}

describe('POST /api/brands/:type/products/:id/subscription', () => {
  it('charges the packet and the saved add-ons once, attaches them, invoices with KDV and moves the application on', async () => {
    const account = await createAccount(customer);
    const packet = await productId('accountant-starter');
    const eSignature = await productId('accountant-starter.e-signature');
    const seal = await productId('accountant-starter.company-seal');
    await saveInformation(customer, account.id, 'additional_services', `${eSignature},${seal}`);
    chargeSpy.mockClear();

    const res = await payCall(customer, {
      product: packet,
      // The mask's spaces are removed before anything else happens.
      body: cardBody(account.id, '5528 7900 0000 0008'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { result, message } = res.json();
    // 1.490 + 1.250 + 250 TL before KDV; KDV 20 %.
    expect(result).toEqual({
      payment_id: expect.any(Number),
      status: 'succeeded',
      amount: 358_800,
      card_last4: '0008',
      card_brand: 'mastercard',
      invoice_id: expect.any(Number),
      account_status: S.waitingForApproval,
      challenge_url: null,
    });
    expect(message).toBe('Ödemeniz alındı.');
    expect(chargeSpy).toHaveBeenCalledTimes(1);
    expect(chargeSpy.mock.calls[0]?.[0]).toMatchObject({ amountKurus: 358_800, currency: 'TRY' });

    const held = await heldProducts(account.id);
    expect(held.map((p) => p.productId).sort()).toEqual([packet, eSignature, seal].sort());
    const packetRow = held.find((p) => p.productId === packet);
    expect(packetRow?.price).toBe(149_000);
    expect(packetRow?.nextPaymentAt?.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect(held.find((p) => p.productId === seal)?.nextPaymentAt).toBeNull();

    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.accountId, account.id));
    expect(invoice).toMatchObject({ subtotal: 299_000, vatRate: 20, vat: 59_800, total: 358_800 });
    expect(invoice?.number).toMatch(/^FP-\d{4}-\d{6}$/);
    const lines = await t.app.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice?.id ?? 0));
    expect(lines.map((l) => [l.description, l.unitPrice])).toEqual([
      ['Başlangıç Paketi', 149_000],
      ['Elektronik İmza (3 Yıl)', 125_000],
      ['Şirket Kaşesi', 25_000],
    ]);

    expect(await accountStatus(account.id)).toBe(S.waitingForApproval);
    const history = await t.app.db
      .select()
      .from(accountStatusChanges)
      .where(eq(accountStatusChanges.accountId, account.id));
    expect(history).toMatchObject([
      { fromStatus: S.applicationInProgress, toStatus: S.waitingForApproval, changedBy: customer.user.id },
    ]);
    const [step] = await t.app.db
      .select({ value: accountInformations.value })
      .from(accountInformations)
      .where(and(eq(accountInformations.accountId, account.id), eq(accountInformations.key, 'step')));
    expect(step?.value).toBe('payment');

    // The account's detail shows what it holds (the accounts module's products seam).
    const detail = await call(customer, 'GET', `/api/accounts/${account.id}`);
    expect(
      detail
        .json()
        .result.products.map((p: TAccountProduct) => p.id)
        .sort(),
    ).toEqual([packet, eSignature, seal].sort());
  });

  it('keeps the card number and CVC out of the database and the logs', async () => {
    const account = await createAccount(customer);
    const res = await payCall(customer, {
      product: await productId('accountant-standard'),
      body: cardBody(account.id, CARDS.success),
    });
    expect(res.statusCode, res.body).toBe(201);
    // And out of a validation answer.
    const invalid = await payCall(customer, {
      product: await productId('accountant-standard'),
      body: cardBody(account.id, '5528790000000009'),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).not.toContain('5528790000000009');

    const dump = await dumpWholeDatabase(t.app.db);
    expect(dump).toContain('"card_last4":"0008"');
    for (const secret of [CARDS.success, '5528 7900 0000 0008', '552879000000', '5528790000000009']) {
      expect(dump).not.toContain(secret);
    }
    expect(dump).not.toContain(`"${CVC}"`);
    expect(dump).not.toMatch(/card_number|card_cvc/);

    const log = logLines.join('');
    expect(log).toContain('request completed');
    for (const secret of [CARDS.success, '5528 7900 0000 0008', '5528790000000009']) {
      expect(log).not.toContain(secret);
    }
    // The CVC alone could match any number of a log line (a time): look for it as a value.
    expect(log).not.toContain(`"${CVC}"`);
    expect(log).not.toMatch(/card_cvc"\s*:\s*"\d/);
  });

  it.each([
    ['tr', CARDS.insufficientFunds, 'Kartınızın bakiyesi yetersiz.'],
    [
      'en',
      CARDS.doNotHonour,
      'Your bank did not approve this payment. Please contact your bank or try another card.',
    ],
  ])(
    'answers a refused card with 402 and its message (%s), attaches nothing and makes the payment due',
    async (language, number, text) => {
      const account = await createAccount(customer);
      const res = await payCall(customer, {
        product: await productId('accountant-starter'),
        body: cardBody(account.id, number),
        language,
      });
      expect(res.statusCode, res.body).toBe(402);
      expect(res.json()).toEqual({ message: text });
      expect(await heldProducts(account.id)).toEqual([]);
      expect(await t.app.db.select().from(invoices).where(eq(invoices.accountId, account.id))).toEqual([]);
      expect(await accountStatus(account.id)).toBe(S.paymentDue);
      const [payment] = await t.app.db.select().from(payments).where(eq(payments.accountId, account.id));
      expect(payment).toMatchObject({ status: 'failed', providerRef: null });

      // Paying the due account afterwards: the application waits for approval.
      const paid = await payCall(customer, {
        product: await productId('accountant-starter'),
        body: cardBody(account.id),
      });
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json().result.account_status).toBe(S.waitingForApproval);
    },
  );

  it('answers a provider outage with 503 and leaves the status alone', async () => {
    const account = await createAccount(customer);
    const res = await payCall(customer, {
      product: await productId('accountant-starter'),
      body: cardBody(account.id, CARDS.outage),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Ödeme hizmetine şu anda ulaşılamıyor. Kartınızdan para çekilmedi; lütfen biraz sonra tekrar deneyin.',
    );
    expect(await heldProducts(account.id)).toEqual([]);
    expect(await accountStatus(account.id)).toBe(S.applicationInProgress);
  });

  it("charges the office wizard's add-ons with its packet, each an add-on of that packet", async () => {
    const account = await createAccount(customer);
    const packet = await productId('office-virtual-basic');
    const foreign = await payCall(customer, {
      type: 2,
      product: packet,
      body: { ...cardBody(account.id), add_on_ids: [await productId('accountant-premium.kep-address')] },
    });
    expect(foreign.statusCode).toBe(422);
    const setUp = await productId('office-virtual-basic.office-setup');
    const sign = await productId('office-virtual-basic.sign-board');
    const paid = await payCall(customer, {
      type: 2,
      product: packet,
      body: { ...cardBody(account.id), add_on_ids: [setUp, sign, setUp] },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const held = (await heldProducts(account.id)).map((row) => row.productId);
    expect(held.sort()).toEqual([packet, setUp, sign].sort());
  });

  it('keeps a state per product line: an active accountant company adds an office, one packet per line', async () => {
    const account = await createAccount(customer);
    // The accountant line was approved (its own tests cover that).
    await setLineStatus(t.app.db, account.id, S.active);
    const office = await payCall(customer, {
      type: 2,
      product: await productId('office-virtual-basic'),
      body: cardBody(account.id),
    });
    expect(office.statusCode, office.body).toBe(201);
    // The office line waits for approval; the company as a whole stays active.
    expect(office.json().result.account_status).toBe(S.active);
    expect(await lineStates(account.id)).toEqual([
      [1, S.active],
      [2, S.waitingForApproval],
    ]);

    const again = await payCall(customer, {
      type: 2,
      product: await productId('office-virtual-plus'),
      body: cardBody(account.id),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bu şirketin bu hizmet için zaten etkin bir paketi var.');

    // The accountant line is active: no second application through the wizard.
    const accountant = await payCall(customer, {
      product: await productId('accountant-starter'),
      body: cardBody(account.id),
    });
    expect(accountant.statusCode).toBe(409);

    // Later the office line's renewal is refused: the company is "payment due" (2) as a whole.
    await setLineStatus(t.app.db, account.id, S.paymentDue, 2);
    expect(await accountStatus(account.id)).toBe(S.paymentDue);
  });

  it('charges once for a repeated Idempotency-Key and answers the same', async () => {
    const account = await createAccount(customer);
    const product = await productId('accountant-starter');
    const key = newKey();
    chargeSpy.mockClear();
    const first = await payCall(customer, { product, body: cardBody(account.id), key });
    const second = await payCall(customer, { product, body: cardBody(account.id), key });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(chargeSpy).toHaveBeenCalledTimes(1);
    expect(await t.app.db.select().from(payments).where(eq(payments.idempotencyKey, key))).toHaveLength(1);
    expect(await heldProducts(account.id)).toHaveLength(1);

    // The key of another call (another product) is refused, not replayed.
    const reused = await payCall(customer, {
      product: await productId('accountant-standard'),
      body: cardBody(account.id),
      key,
    });
    expect(reused.statusCode).toBe(409);
    expect(chargeSpy).toHaveBeenCalledTimes(1);
  });

  it('answers a repeated key of a refused payment with the same refusal, without charging again', async () => {
    const account = await createAccount(customer);
    const product = await productId('accountant-starter');
    const key = newKey();
    chargeSpy.mockClear();
    const first = await payCall(customer, {
      product,
      body: cardBody(account.id, CARDS.insufficientFunds),
      key,
    });
    // Even with a good card: the key's outcome is settled.
    const second = await payCall(customer, { product, body: cardBody(account.id), key });
    expect(first.statusCode).toBe(402);
    expect(second.statusCode).toBe(402);
    expect(second.json()).toEqual(first.json());
    expect(chargeSpy).toHaveBeenCalledTimes(1);
  });

  it('answers 409 while the payment of the key is still running', async () => {
    const account = await createAccount(customer);
    const product = await productId('accountant-starter');
    const key = newKey();
    await t.app.db.insert(payments).values({
      accountId: account.id,
      userId: customer.user.id,
      productId: product,
      kind: 'subscription',
      idempotencyKey: key,
      amount: 178_800,
      provider: 'test',
      cardLast4: '0008',
      cardBrand: 'mastercard',
    });
    chargeSpy.mockClear();
    const res = await payCall(customer, { product, body: cardBody(account.id), key });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Bu ödeme hâlâ işleniyor. Lütfen biraz bekleyin.');
    expect(chargeSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['without', null],
    ['with a malformed', 'short'],
  ])('answers 400 %s Idempotency-Key, before anything else', async (_label, key) => {
    const account = await createAccount(customer);
    const res = await payCall(customer, {
      product: await productId('accountant-starter'),
      body: cardBody(account.id, '1234'),
      key,
      language: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The payment request is incomplete. Please reload the page and try again.',
    );
  });

  it("answers 404 for another customer's company and 401 without a session", async () => {
    const theirs = await createAccount(other);
    chargeSpy.mockClear();
    const res = await payCall(customer, {
      product: await productId('accountant-starter'),
      body: cardBody(theirs.id),
    });
    expect(res.statusCode).toBe(404);
    expect(chargeSpy).not.toHaveBeenCalled();
    expect(await t.app.db.select().from(payments).where(eq(payments.accountId, theirs.id))).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/brands/1/products/${await productId('accountant-starter')}/subscription`,
      payload: cardBody(theirs.id),
      headers: { 'idempotency-key': newKey() },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an add-on as a subscription (422) and a product of another line (404)', async () => {
    const account = await createAccount(customer);
    const addOn = await payCall(customer, {
      product: await productId('accountant-starter.e-signature'),
      body: cardBody(account.id),
    });
    expect(addOn.statusCode).toBe(422);
    expect(addOn.json().message).toBe('Bu ürün aylık bir paket değil.');
    const otherLine = await payCall(customer, {
      type: 2,
      product: await productId('accountant-starter'),
      body: cardBody(account.id),
    });
    expect(otherLine.statusCode).toBe(404);
    expect(await accountStatus(account.id)).toBe(S.applicationInProgress);
  });

  it('refuses saved add-ons that are not add-ons of the packet, naming them (422)', async () => {
    const account = await createAccount(customer);
    const foreign = await productId('accountant-standard.trade-registry');
    await saveInformation(customer, account.id, 'additional_services', String(foreign));
    chargeSpy.mockClear();
    const res = await payCall(customer, {
      product: await productId('accountant-starter'),
      body: cardBody(account.id),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(`(${foreign})`);
    expect(chargeSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['tr', '5528790000000009', 'Lütfen geçerli bir kart numarası girin.'],
    ['tr', '5528 7900', 'Kart Numarası 16 Haneden Küçük Olamaz'],
    ['en', '5528 7900', 'The card number cannot be shorter than 16 digits.'],
  ])(
    'answers an invalid card number with 422 and the card message (%s, %s)',
    async (language, number, text) => {
      const account = await createAccount(customer);
      const res = await payCall(customer, {
        product: await productId('accountant-starter'),
        body: cardBody(account.id, number, { card_cvc: '12', card_expire_month: '13' }),
        language,
      });
      expect(res.statusCode).toBe(422);
      const { errors } = res.json();
      expect(errors.card_number).toEqual([text]);
      expect(errors.card_cvc).toEqual([
        language === 'tr' ? 'Güvenlik kodu 3 haneli olmalıdır.' : 'The security code must have 3 digits.',
      ]);
      expect(errors.card_expire_month).toBeDefined();
      expect(res.body).not.toContain(number.replace(/\s/g, ''));
    },
  );
});

describe('the budget of declined payments (5 an hour per user, company and IP)', () => {
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;
  const { max } = RATE_LIMITS.paymentDeclines;

  it('answers 429 with Retry-After after 5 declines, even for a good card, and tells staff', async () => {
    const payer = await registerCustomer(t.app);
    const account = await createAccount(payer);
    const product = await productId('accountant-starter');
    const ip = freshIp();
    for (let i = 0; i < max; i++) {
      const res = await payCall(payer, { product, body: cardBody(account.id, CARDS.insufficientFunds), ip });
      expect(res.statusCode).toBe(402);
    }
    chargeSpy.mockClear();
    const blocked = await payCall(payer, { product, body: cardBody(account.id), ip, language: 'en' });
    expect(blocked.statusCode).toBe(429);
    expect(chargeSpy).not.toHaveBeenCalled();
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(blocked.json().message).toBe(
      `Too many payment attempts were declined. For your security, payments are paused for ${Math.ceil(retryAfter / 60)} minutes; please try again later or contact your advisor.`,
    );

    // The company's staff read it in its audit log; the security log has the declines and the trip.
    const audit = await call(admin, 'GET', `/api/accounts/${account.id}/audit-logs?all`);
    const paused = audit
      .json()
      .result.data.filter((e: { action: string }) => e.action === 'account.payments_paused');
    expect(paused).toHaveLength(1);
    expect(paused[0].after).toEqual({ counter: 'user', declines: max, minutes: 60 });
    const events = await call(admin, 'GET', `/api/security-events?account_id=${account.id}&per_page=100`);
    const types = events.json().result.data.map((e: { type: string }) => e.type);
    expect(types.filter((type: string) => type === 'payment_declined')).toHaveLength(max);
    expect(types.filter((type: string) => type === 'budget_tripped')).toHaveLength(1);

    // Another customer from another address pays as usual.
    const next = await registerCustomer(t.app);
    const nextAccount = await createAccount(next);
    expect((await payCall(next, { product, body: cardBody(nextAccount.id), ip: freshIp() })).statusCode).toBe(
      201,
    );
  });

  it('lets no more than 5 declines through when the cards come in parallel', async () => {
    const payer = await registerCustomer(t.app);
    const account = await createAccount(payer);
    const product = await productId('accountant-starter');
    const ip = freshIp();
    await completeApplication(t.app.db, account.id, product);
    chargeSpy.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        payCall(payer, { product, body: cardBody(account.id, CARDS.doNotHonour), ip, prepared: false }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 402)).toHaveLength(max);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - max);
    expect(chargeSpy).toHaveBeenCalledTimes(max);
  });

  it('counts one IP across companies, and neither successes nor provider outages', async () => {
    const ip = freshIp();
    const product = await productId('accountant-starter');
    const payers = await Promise.all(Array.from({ length: max + 1 }, () => registerCustomer(t.app)));
    // An outage and a success first: neither spends anything.
    const first = payers[0] as TSession;
    const firstAccount = await createAccount(first);
    expect(
      (await payCall(first, { product, body: cardBody(firstAccount.id, CARDS.outage), ip })).statusCode,
    ).toBe(503);
    for (const payer of payers.slice(0, max)) {
      const account = await createAccount(payer);
      const res = await payCall(payer, { product, body: cardBody(account.id, CARDS.insufficientFunds), ip });
      expect(res.statusCode).toBe(402);
    }
    const last = payers[max] as TSession;
    const lastAccount = await createAccount(last);
    expect((await payCall(last, { product, body: cardBody(lastAccount.id), ip })).statusCode).toBe(429);
  });
});

describe('a packet is charged only for a complete application', () => {
  it('names what is missing: answers, the address, the documents, the packet saved', async () => {
    const account = await createAccount(customer, 'Eksik Başvuru');
    const product = await productId('accountant-starter');
    chargeSpy.mockClear();
    const res = await payCall(customer, {
      product,
      body: cardBody(account.id),
      prepared: false,
      language: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'The application is not complete yet. Please complete the steps it names before paying.',
    );
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'identityNo',
        'birthCity',
        'birthDist',
        'birthDate',
        'phone',
        'city',
        'district',
        'neighbourhood',
        'street',
        'buildingNo',
        'doorNo',
        'address_option',
        'documents.identity',
        'documents.deed_or_lease',
        'packet_id',
      ].sort(),
    );
    expect(chargeSpy).not.toHaveBeenCalled();
  });

  it('charges a company at one of our virtual offices without an own address or a lease (issue 36)', async () => {
    const account = await createAccount(customer, 'Sanal Ofisli');
    const product = await productId('accountant-starter');
    const [office] = await t.app.db.select({ id: officeLocations.id }).from(officeLocations).limit(1);
    const answers = {
      packet_type: 'company-founding',
      identityNo: '10000000146',
      birthCity: 'İzmir',
      birthDist: 'Karşıyaka',
      birthDate: '1990-05-17',
      phone: '+905321234567',
      address_option: 'virtual_office',
      virtual_office_id: String(office?.id),
      step: 'files',
      packet_id: String(product),
    };
    await t.app.db
      .insert(accountInformations)
      .values(Object.entries(answers).map(([key, value]) => ({ accountId: account.id, key, value })));
    await addDocument(t.app.db, account.id, 'identity');
    const res = await payCall(customer, { product, body: cardBody(account.id), prepared: false });
    expect(res.statusCode, res.body).toBe(201);

    // Without the office chosen, the office is what it names, not an own address or a lease.
    const other = await createAccount(customer, 'Ofissiz');
    await t.app.db.insert(accountInformations).values(
      Object.entries({ ...answers, virtual_office_id: '-' }).map(([key, value]) => ({
        accountId: other.id,
        key,
        value,
      })),
    );
    await addDocument(t.app.db, other.id, 'identity');
    const refused = await payCall(customer, { product, body: cardBody(other.id), prepared: false });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['virtual_office_id']);
  });

  it('refuses another packet than the one saved, and a founder under 18', async () => {
    const account = await createAccount(customer, 'Başka Paket');
    const starter = await productId('accountant-starter');
    await completeApplication(t.app.db, account.id, starter);
    const other = await productId('accountant-standard');
    const wrongPacket = await payCall(customer, {
      product: other,
      body: cardBody(account.id),
      prepared: false,
    });
    expect(wrongPacket.statusCode).toBe(422);
    expect(Object.keys(wrongPacket.json().errors)).toEqual(['packet_id']);

    await t.app.db
      .update(accountInformations)
      .set({ value: '2015-01-01' })
      .where(and(eq(accountInformations.accountId, account.id), eq(accountInformations.key, 'birthDate')));
    const minor = await payCall(customer, {
      product: starter,
      body: cardBody(account.id),
      prepared: false,
      language: 'en',
    });
    expect(minor.statusCode).toBe(422);
    expect(minor.json().errors).toEqual({ birthDate: ['The founder must be 18 or older.'] });
  });
});

describe('POST /api/brands/:type/products/:id/buy', () => {
  it('buys an add-on of the packet the account holds, without touching the status', async () => {
    const account = await createAccount(customer);
    expect(
      (
        await payCall(customer, {
          product: await productId('accountant-starter'),
          body: cardBody(account.id),
        })
      ).statusCode,
    ).toBe(201);
    const kep = await productId('accountant-starter.e-invoice-activation');
    const res = await payCall(customer, {
      kind: 'buy',
      product: kep,
      body: cardBody(account.id, '4766620000000001'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({
      amount: 90_000,
      card_brand: 'visa',
      card_last4: '0001',
      account_status: S.waitingForApproval,
    });
    expect((await heldProducts(account.id)).map((p) => p.productId)).toContain(kep);
  });

  it('refuses an add-on without its packet (409) and a packet as a one-off (422)', async () => {
    const account = await createAccount(customer);
    const withoutPacket = await payCall(customer, {
      kind: 'buy',
      product: await productId('accountant-starter.e-signature'),
      body: cardBody(account.id),
    });
    expect(withoutPacket.statusCode).toBe(409);
    const packet = await payCall(customer, {
      kind: 'buy',
      product: await productId('accountant-starter'),
      body: cardBody(account.id),
    });
    expect(packet.statusCode).toBe(422);
  });

  it('leaves the status alone when the card is refused', async () => {
    const account = await createAccount(customer);
    const res = await payCall(customer, {
      kind: 'buy',
      type: 7,
      product: await productId('network-stage-half-day'),
      body: cardBody(account.id, CARDS.insufficientFunds),
    });
    expect(res.statusCode).toBe(402);
    expect(await accountStatus(account.id)).toBe(S.applicationInProgress);
  });
});

describe('the products of an account', () => {
  let account: TAccount;
  let packet: number;
  let office: number;

  beforeAll(async () => {
    account = await createAccount(customer, 'Ürünlü Şirket');
    packet = await productId('accountant-premium');
    office = await productId('office-virtual-basic');
    await saveInformation(
      customer,
      account.id,
      'additional_services',
      String(await productId('accountant-premium.kep-address')),
    );
    expect(
      (await payCall(customer, { type: 2, product: office, body: cardBody(account.id) })).statusCode,
    ).toBe(201);
    await setLineStatus(t.app.db, account.id, S.paymentDue);
    expect((await payCall(customer, { product: packet, body: cardBody(account.id) })).statusCode).toBe(201);
  });

  it("lists them, optionally of one line, named in the caller's language", async () => {
    const all = await call(customer, 'GET', `/api/accounts/${account.id}/products`, undefined, 'en');
    expect(all.statusCode, all.body).toBe(200);
    const data: TAccountProduct[] = all.json().result.data;
    // The premium packet, its chosen add-on and its required registry fees, and the office packet.
    expect(data).toHaveLength(4);
    expect(data.find((p) => p.name === 'Trade Registry and Establishment Fees')).toMatchObject({
      is_main: false,
    });
    expect(data.find((p) => p.id === packet)).toMatchObject({
      name: 'Premium Package',
      type: 1,
      billing: 'monthly',
      price: 399_000,
      is_main: true,
      next_payment_at: expect.any(String),
    });
    expect(data.find((p) => p.name.startsWith('Registered E-Mail'))).toMatchObject({
      is_main: false,
      next_payment_at: null,
    });

    const accountant = await call(customer, 'GET', `/api/accounts/${account.id}/products?filters=brands:1`);
    expect(accountant.json().result.data.map((p: TAccountProduct) => p.type)).toEqual([1, 1, 1]);
    const offices = await call(customer, 'GET', `/api/accounts/${account.id}/products?filters=brands:2`);
    expect(offices.json().result.data).toMatchObject([{ id: office, type: 2, name: 'Sanal Ofis Temel' }]);
    expect(
      (await call(customer, 'GET', `/api/accounts/${account.id}/products?filters=nonsense`)).statusCode,
    ).toBe(422);
    expect((await call(other, 'GET', `/api/accounts/${account.id}/products`)).statusCode).toBe(404);
  });

  it('lets an admin remove one; the customer gets 403, staff not on the account 403, a missing one 404', async () => {
    const url = `/api/accounts/${account.id}/products/${office}/remove`;
    expect((await call(customer, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(other, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(advisor, 'DELETE', `${url}?all=1`)).statusCode).toBe(403);
    const removed = await call(admin, 'DELETE', `${url}?all=1`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Ürün şirketten kaldırıldı.');
    const left = await call(customer, 'GET', `/api/accounts/${account.id}/products`);
    expect(left.json().result.data.map((p: TAccountProduct) => p.id)).not.toContain(office);
    expect((await call(admin, 'DELETE', `${url}?all=1`)).statusCode).toBe(404);
  });
});

describe('invoices', () => {
  let account: TAccount;

  beforeAll(async () => {
    account = await createAccount(customer, 'Faturalı Şirket');
    const res = await payCall(customer, {
      product: await productId('accountant-starter'),
      body: cardBody(account.id),
    });
    expect(res.statusCode).toBe(201);
  });

  it("lists the invoices of the caller's companies, newest first, with lines and totals", async () => {
    const res = await call(
      customer,
      'GET',
      `/api/invoices?account_id=${account.id}&per_page=5`,
      undefined,
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json().result;
    expect(meta).toEqual({ page: 1, per_page: 5, total: 1 });
    const invoice: TInvoice = data[0];
    expect(invoice).toMatchObject({
      account_id: account.id,
      account_name: 'Faturalı Şirket',
      subtotal: 149_000,
      vat_rate: 20,
      vat: 29_800,
      total: 178_800,
      card_last4: '0008',
      card_brand: 'mastercard',
      lines: [{ description: 'Starter Package', quantity: 1, unit_price: 149_000, total: 149_000 }],
      pdf_url: `/api/invoices/${invoice.id}/pdf`,
    });

    const mine = await call(customer, 'GET', '/api/invoices?per_page=100');
    expect(mine.json().result.data.map((i: TInvoice) => i.id)).toContain(invoice.id);
    const theirs = await call(other, 'GET', '/api/invoices?per_page=100');
    expect(theirs.json().result.data.map((i: TInvoice) => i.id)).not.toContain(invoice.id);
    expect((await call(other, 'GET', `/api/invoices?account_id=${account.id}`)).statusCode).toBe(404);
    const staff = await call(admin, 'GET', `/api/invoices?account_id=${account.id}`);
    expect(staff.json().result.data.map((i: TInvoice) => i.id)).toEqual([invoice.id]);
  });

  it('downloads the PDF for its company only', async () => {
    const list = await call(customer, 'GET', `/api/invoices?account_id=${account.id}`);
    const invoice: TInvoice = list.json().result.data[0];
    const res = await call(customer, 'GET', invoice.pdf_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeLessThan(100_000);
    expect((await call(other, 'GET', invoice.pdf_url)).statusCode).toBe(404);
    expect((await call(customer, 'GET', '/api/invoices/999999/pdf')).statusCode).toBe(404);
  });
});

describe('the API description', () => {
  it('documents the payment, account product and invoice routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const path of [
      '/api/brands/{type}/products/{id}/subscription',
      '/api/brands/{type}/products/{id}/buy',
      '/api/accounts/{id}/products',
      '/api/accounts/{id}/products/{productId}/remove',
      '/api/invoices',
      '/api/invoices/{id}/pdf',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    const subscription = paths['/api/brands/{type}/products/{id}/subscription'].post;
    expect(Object.keys(subscription.responses)).toEqual(expect.arrayContaining(['201', '402', '503']));
    expect(JSON.stringify(subscription.requestBody)).toContain('card_number');
  });
});
