import { randomUUID } from 'node:crypto';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app.ts';
import { accounts } from '../../../db/schema/accounts.ts';
import { invoices } from '../../../db/schema/payments.ts';
import { products } from '../../../db/schema/products.ts';
import { openDatabase } from '../../../plugins/db/database.ts';
import {
  bearer,
  DEMO,
  login,
  mailsTo,
  RELAXED_LIMITS,
  registerCustomer,
} from '../../../test/auth-helpers.ts';
import { withAcceptedSalesTerms } from '../../../test/sales-terms-helpers.ts';
import { completeApplication, setLineStatus } from '../../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../../test/test-app.ts';
import { testGateway } from '../providers/test-gateway.ts';
import { runRenewals } from './renewals.ts';

const CARDS = {
  success: '5528790000000008',
  /** Pays the first month; once kept, its renewals are refused (insufficient funds). */
  runsOut: '5400360000000003',
  doNotHonour: '4129111111111111',
} as const;
const TR_INSUFFICIENT_FUNDS = MESSAGE_CATALOGUES.tr.api['payments.declined.insufficient_funds'];

// The clock every app of this file reads; the tests move it instead of waiting a month.
let now = new Date('2026-11-25T09:00:00Z');
const clock = () => now;
let t: TTestApp;
const storedCharges = vi.spyOn(testGateway, 'chargeStoredCard');

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: clock });
});
afterAll(async () => {
  storedCharges.mockRestore();
  await t?.close();
});

type TPerson = { email: string; password: string };

/** Signs in at the moved clock (a session from a month ago has ended) and calls the API. */
async function call(person: TPerson, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const session: TSession = await login(t.app, person.email, person.password);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...bearer(session.token), 'accept-language': 'en', 'idempotency-key': `key_${randomUUID()}` },
  });
}

async function packetId(): Promise<number> {
  const [row] = await t.app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, 'accountant-starter'));
  if (!row) throw new Error('no packet');
  return row.id;
}

const card = (number: string) => ({
  card_holder_name: 'Ayşe Yılmaz',
  card_number: number,
  card_expire_month: '12',
  card_expire_year: '35',
  card_cvc: '947',
});

/** A customer whose company paid its packet with `cardNumber` at the current clock, then was approved. */
async function subscribedCustomer(cardNumber: string): Promise<{ person: TPerson; accountId: number }> {
  const registered = await registerCustomer(t.app);
  const person = { email: registered.user.email, password: registered.password };
  const created = await call(person, 'POST', '/api/accounts', { name: 'Yılmaz Danışmanlık' });
  const accountId: number = created.json().result.id;
  const packet = await packetId();
  await completeApplication(t.app.db, accountId, packet);
  const paid = await call(
    person,
    'POST',
    `/api/brands/1/products/${packet}/subscription`,
    await withAcceptedSalesTerms(t.app, registered.token, {
      type: 1,
      productId: packet,
      body: { ...card(cardNumber), account_id: accountId },
      language: 'en',
    }),
  );
  expect(paid.statusCode, paid.body).toBe(201);
  // Staff approve the application (its own tests cover that): the company is active.
  await setLineStatus(t.app.db, accountId, ACCOUNT_STATUSES.active);
  // The sale's mails (receipt, documents) go out now, before the clock moves to the renewals.
  await t.app.backgroundIdle();
  return { person, accountId };
}

async function subscriptionOf(person: TPerson, accountId: number): Promise<TSubscription> {
  const res = await call(person, 'GET', `/api/accounts/${accountId}/subscriptions`);
  expect(res.statusCode, res.body).toBe(200);
  const [subscription] = res.json().result as TSubscription[];
  if (!subscription) throw new Error('no subscription');
  return subscription;
}

async function accountStatus(accountId: number) {
  const [row] = await t.app.db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.status;
}

/** The renewals charged to the cards this company ever kept (other tests' companies renew too). */
async function renewalsCharged(accountId: number): Promise<number> {
  const kept = (await t.app.db.execute(
    sql`select token from stored_cards where account_id = ${accountId}`,
  )) as unknown as { rows: { token: string }[] };
  const tokens = new Set(kept.rows.map((row) => row.token));
  return storedCharges.mock.calls.filter(([request]) => tokens.has(request.cardToken)).length;
}

async function invoiceCount(accountId: number): Promise<number> {
  return (await t.app.db.select().from(invoices).where(eq(invoices.accountId, accountId))).length;
}

const renewNow = () => runRenewals(t.app, testGateway);
const at = (iso: string) => new Date(iso);

describe('the first payment of a packet', () => {
  it('starts a subscription with the card kept at the provider: its token, brand, last four and expiry only', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.success);
    const subscription = await subscriptionOf(person, accountId);
    expect(subscription).toMatchObject({
      status: 'active',
      current_period_start: '2026-11-25T09:00:00.000Z',
      current_period_end: '2026-12-25T09:00:00.000Z',
      next_payment_at: '2026-12-25T09:00:00.000Z',
      cancel_at: null,
      card: { brand: 'mastercard', last4: '0008', expire_month: 12, expire_year: 2035 },
      product: { brand_id: 1 },
    });
    expect(subscription.total).toBe(Math.round(subscription.price * 1.2));
    expect(subscription.charges).toHaveLength(1);
    expect(subscription.charges[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(subscription.charges[0]?.invoice_id).toEqual(expect.any(Number));
    expect(subscription.charges[0]?.invoice_number).toMatch(/^FP-\d{4}-\d{6}$/);

    const kept = (await t.app.db.execute(
      sql`select token from stored_cards where account_id = ${accountId}`,
    )) as unknown as {
      rows: { token: string }[];
    };
    expect(kept.rows[0]?.token).toMatch(/^test_card_success_[0-9a-f]{24}$/);
    const everything = JSON.stringify(
      (
        (await t.app.db.execute(
          sql`select * from stored_cards, subscriptions, payments where stored_cards.account_id = ${accountId}`,
        )) as unknown as { rows: unknown[] }
      ).rows,
    );
    expect(everything).not.toContain(CARDS.success);
    // The CVC as a value anywhere (a random key or token may hold those digits by chance).
    expect(everything).not.toMatch(/"947"|:947[,}]/);
  });
});

describe('renewals', () => {
  it('charge each period once, with its invoice, and move the next charge a month on, also with two workers racing', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.success);

    now = at('2026-12-25T08:59:00Z');
    await renewNow();
    expect(await renewalsCharged(accountId)).toBe(0);

    now = at('2026-12-25T09:05:00Z');
    await Promise.all([renewNow(), renewNow(), renewNow()]);
    expect(await renewalsCharged(accountId)).toBe(1);
    expect(await invoiceCount(accountId)).toBe(2);
    const renewed = await subscriptionOf(person, accountId);
    expect(renewed).toMatchObject({
      status: 'active',
      current_period_start: '2026-12-25T09:00:00.000Z',
      current_period_end: '2027-01-25T09:00:00.000Z',
      next_payment_at: '2027-01-25T09:00:00.000Z',
    });
    expect(renewed.charges.map((charge) => charge.status)).toEqual(['succeeded', 'succeeded']);
    expect(renewed.charges[0]?.amount).toBe(renewed.total);

    // The same moment again: nothing more is due.
    await renewNow();
    expect(await renewalsCharged(accountId)).toBe(1);
    // The next month renews the next period.
    now = at('2027-01-25T09:10:00Z');
    await renewNow();
    expect(await renewalsCharged(accountId)).toBe(2);
    expect(await invoiceCount(accountId)).toBe(3);
  });

  it('renews a subscription whose next charge SQL wrote with microseconds (a backfilled one)', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.success);
    await t.app.db.execute(
      sql`update subscriptions set next_payment_at = timestamptz '2026-12-25 09:00:00.123456+00',
          current_period_end = timestamptz '2026-12-25 09:00:00.123456+00' where account_id = ${accountId}`,
    );
    now = at('2026-12-25T09:05:00Z');
    await renewNow();
    expect(await renewalsCharged(accountId)).toBe(1);
    expect((await subscriptionOf(person, accountId)).status).toBe('active');
  });

  it('charges a period once when two servers on one PostgreSQL renew at the same moment', async (context) => {
    if (!t.database.url) {
      context.skip();
      return;
    }
    now = at('2026-11-25T09:00:00Z');
    const { accountId } = await subscribedCustomer(CARDS.success);
    const handle = await openDatabase({ url: t.database.url });
    const second = await buildApp({
      config: t.config,
      database: handle,
      logger: false,
      runJobs: false,
      now: clock,
    });
    await second.ready();
    try {
      now = at('2026-12-25T09:05:00Z');
      await Promise.all([
        renewNow(),
        runRenewals(second, testGateway),
        renewNow(),
        runRenewals(second, testGateway),
      ]);
      expect(await renewalsCharged(accountId)).toBe(1);
      expect(await invoiceCount(accountId)).toBe(2);
    } finally {
      await second.close();
    }
  });
});

describe('PUT accounts/{id}/subscriptions/{subscriptionId}/packet', () => {
  it('renews with the chosen packet from the next period, at its price; the month paid is not re-priced', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.success);
    const subscription = await subscriptionOf(person, accountId);
    const [premium] = await t.app.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(eq(products.code, 'accountant-premium'));
    if (!premium) throw new Error('no premium packet');
    const url = `/api/accounts/${accountId}/subscriptions/${subscription.id}/packet`;

    const chosen = await call(person, 'PUT', url, { product_id: premium.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().result.next_product).toMatchObject({ id: premium.id, name: 'Premium Package' });
    expect(chosen.json().result.total).toBe(subscription.total);

    now = at('2026-12-25T09:05:00Z');
    await renewNow();
    const renewed = await subscriptionOf(person, accountId);
    expect(renewed.product.id).toBe(premium.id);
    expect(renewed.next_product).toBeNull();
    expect(renewed.price).toBe(premium.price);
    expect(renewed.charges.find((c) => c.period_start === '2026-12-25T09:00:00.000Z')).toMatchObject({
      status: 'succeeded',
      amount: (premium.price * 6) / 5,
    });
    const held = await call(person, 'GET', `/api/accounts/${accountId}/products`);
    expect(held.json().result.data.map((p: { id: number }) => p.id)).toEqual([premium.id]);
  });

  it('refuses the same packet, another line’s packet, and a cancelling subscription', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.success);
    const subscription = await subscriptionOf(person, accountId);
    const [office] = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'office-virtual-basic'));
    const url = `/api/accounts/${accountId}/subscriptions/${subscription.id}/packet`;

    const same = await call(person, 'PUT', url, { product_id: subscription.product.id });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.product_id).toEqual([MESSAGE_CATALOGUES.en.api['subscriptions.packetInvalid']]);
    expect((await call(person, 'PUT', url, { product_id: office?.id ?? 0 })).statusCode).toBe(422);
    await call(person, 'POST', `/api/accounts/${accountId}/subscriptions/${subscription.id}/cancel`);
    expect((await call(person, 'PUT', url, { product_id: null })).statusCode).toBe(409);
  });
});

describe('dunning', () => {
  it('puts a refused renewal in payment due, mails, retries on days 3 and 7, suspends on day 14; paying restores it', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.runsOut);

    // Day 0: refused.
    now = at('2026-12-25T09:05:00Z');
    await renewNow();
    let subscription = await subscriptionOf(person, accountId);
    expect(subscription).toMatchObject({
      status: 'payment_due',
      payment_due_since: '2026-12-25T09:05:00.000Z',
      next_payment_at: '2026-12-28T09:05:00.000Z',
      suspends_at: '2027-01-08T09:05:00.000Z',
      current_period_end: '2026-12-25T09:00:00.000Z',
    });
    expect(subscription.charges[0]).toMatchObject({
      status: 'failed',
      failure_code: 'insufficient_funds',
      attempts: 1,
    });
    expect(await accountStatus(accountId)).toBe(ACCOUNT_STATUSES.paymentDue);
    let mails = await mailsTo(t, person.email);
    // In the customer's language (Turkish, the default).
    expect(mails.at(-1)?.subject).toBe('Yılmaz Danışmanlık aboneliğinin ödemesi alınamadı – Firmaport');
    expect(mails.at(-1)?.text).toContain(TR_INSUFFICIENT_FUNDS);
    expect(mails.at(-1)?.text).toContain('Kartınızı 28 Aralık 2026 tarihinde yeniden deneyeceğiz');
    expect(mails.at(-1)?.text).toContain('Ödeme 8 Ocak 2027 tarihine kadar yapılmazsa');

    // Day 1 and 2: nothing is tried.
    now = at('2026-12-27T09:05:00Z');
    await renewNow();
    expect(await renewalsCharged(accountId)).toBe(1);

    // Day 3: tried again, refused; next on day 7.
    now = at('2026-12-28T09:06:00Z');
    await renewNow();
    expect(await renewalsCharged(accountId)).toBe(2);
    subscription = await subscriptionOf(person, accountId);
    expect(subscription.next_payment_at).toBe('2027-01-01T09:05:00.000Z');
    expect(subscription.charges[0]?.attempts).toBe(2);

    // Day 7: the last try; no retry left.
    now = at('2027-01-01T09:06:00Z');
    await renewNow();
    expect(await renewalsCharged(accountId)).toBe(3);
    subscription = await subscriptionOf(person, accountId);
    expect(subscription).toMatchObject({ status: 'payment_due', next_payment_at: null });
    mails = await mailsTo(t, person.email);
    expect(mails.at(-1)?.text).toContain('Kartınızı yeniden denemeyeceğiz');

    // Day 13: still payment due. Day 14: suspended; the customer and the admins are told.
    now = at('2027-01-07T09:06:00Z');
    await renewNow();
    expect((await subscriptionOf(person, accountId)).status).toBe('payment_due');
    now = at('2027-01-08T09:06:00Z');
    const report = await renewNow();
    expect(report.suspended).toBe(1);
    expect((await subscriptionOf(person, accountId)).status).toBe('suspended');
    expect(await renewalsCharged(accountId)).toBe(3);
    expect((await mailsTo(t, person.email)).at(-1)?.subject).toBe(
      'Yılmaz Danışmanlık aboneliği askıya alındı – Firmaport',
    );
    expect((await mailsTo(t, DEMO.admin)).at(-1)?.subject).toMatch(
      /^(Askıya alınan abonelik|Subscription suspended): Yılmaz Danışmanlık/,
    );

    // Paying in the card modal settles the due period with another card, kept from now on.
    const paid = await call(
      person,
      'POST',
      `/api/brands/1/products/${subscription.product.id}/subscription`,
      {
        ...card(CARDS.success),
        account_id: accountId,
      },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().result.account_status).toBe(ACCOUNT_STATUSES.active);
    subscription = await subscriptionOf(person, accountId);
    expect(subscription).toMatchObject({
      status: 'active',
      payment_due_since: null,
      suspends_at: null,
      card: { last4: '0008' },
      current_period_start: '2026-12-25T09:00:00.000Z',
      current_period_end: '2027-01-25T09:00:00.000Z',
      next_payment_at: '2027-01-25T09:00:00.000Z',
    });
    expect(subscription.charges[0]).toMatchObject({ status: 'succeeded', failure_code: null });
    expect(await accountStatus(accountId)).toBe(ACCOUNT_STATUSES.active);
    expect(await invoiceCount(accountId)).toBe(2);

    // The next renewal uses the new card.
    now = at('2027-01-25T09:05:00Z');
    await renewNow();
    expect((await subscriptionOf(person, accountId)).current_period_end).toBe('2027-02-25T09:00:00.000Z');
  });

  it('lets a company still waiting for approval pay a refused renewal; its status stays as it was', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.runsOut);
    await setLineStatus(t.app.db, accountId, ACCOUNT_STATUSES.waitingForApproval);
    now = at('2026-12-25T09:05:00Z');
    await renewNow();
    const due = await subscriptionOf(person, accountId);
    expect(due.status).toBe('payment_due');
    expect(await accountStatus(accountId)).toBe(ACCOUNT_STATUSES.waitingForApproval);

    const paid = await call(person, 'POST', `/api/brands/1/products/${due.product.id}/subscription`, {
      ...card(CARDS.success),
      account_id: accountId,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await subscriptionOf(person, accountId)).toMatchObject({
      status: 'active',
      current_period_end: '2027-01-25T09:00:00.000Z',
    });
    expect(await accountStatus(accountId)).toBe(ACCOUNT_STATUSES.waitingForApproval);
  });
});

describe('cancellation', () => {
  it('takes effect at the end of the month paid, can be undone until then, and stops every later charge', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.success);
    const { id } = await subscriptionOf(person, accountId);
    const base = `/api/accounts/${accountId}/subscriptions/${id}`;

    now = at('2026-12-01T10:00:00Z');
    const cancelled = await call(person, 'POST', `${base}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      result: { status: 'active', cancel_at: '2026-12-25T09:00:00.000Z', next_payment_at: null },
      message: 'Your subscription will end on 25 December 2026. Until then you can undo the cancellation.',
    });
    expect((await call(person, 'POST', `${base}/cancel`)).statusCode).toBe(409);

    const resumed = await call(person, 'POST', `${base}/resume`);
    expect(resumed.json().result).toMatchObject({
      cancel_at: null,
      next_payment_at: '2026-12-25T09:00:00.000Z',
    });
    expect((await call(person, 'POST', `${base}/resume`)).statusCode).toBe(409);
    expect((await call(person, 'POST', `${base}/cancel`)).statusCode).toBe(200);

    now = at('2026-12-25T09:05:00Z');
    await renewNow();
    now = at('2027-01-25T09:05:00Z');
    await renewNow();
    expect(await renewalsCharged(accountId)).toBe(0);
    const ended = await subscriptionOf(person, accountId);
    expect(ended).toMatchObject({ status: 'cancelled', next_payment_at: null });
    const held = await call(person, 'GET', `/api/accounts/${accountId}/products`);
    expect(held.json().result.data).toEqual([]);
    expect((await call(person, 'POST', `${base}/resume`)).statusCode).toBe(409);
  });

  it('lets the company’s staff cancel (audited); another customer gets 404', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.success);
    const { id } = await subscriptionOf(person, accountId);
    const admin = { email: DEMO.admin, password: DEMO.password };
    const stranger = await registerCustomer(t.app);
    const strangerPerson = { email: stranger.user.email, password: stranger.password };
    expect((await call(strangerPerson, 'GET', `/api/accounts/${accountId}/subscriptions`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(strangerPerson, 'POST', `/api/accounts/${accountId}/subscriptions/${id}/cancel`))
        .statusCode,
    ).toBe(404);

    const res = await call(admin, 'POST', `/api/accounts/${accountId}/subscriptions/${id}/cancel?all`);
    expect(res.statusCode, res.body).toBe(200);
    const audit = await call(admin, 'GET', `/api/accounts/${accountId}/audit-logs?all`);
    expect(audit.json().result.data[0]).toMatchObject({
      action: 'subscription.cancelled',
      subject_type: 'subscription',
      subject_id: id,
      after: { cancel_at: '2026-12-25T09:00:00.000Z' },
    });
  });
});

describe('refunds', () => {
  it('lets staff refund a paid charge once, with a credit note of its own series; customers may not', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.success);
    const { id, charges } = await subscriptionOf(person, accountId);
    const chargeId = charges[0]?.id;
    const url = `/api/accounts/${accountId}/subscriptions/${id}/charges/${chargeId}/refund`;
    const refunds = vi.spyOn(testGateway, 'refund');
    const admin = { email: DEMO.admin, password: DEMO.password };

    const byCustomer = await call(person, 'POST', url);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().message).toBe(MESSAGE_CATALOGUES.en.api['subscriptions.refundStaffOnly']);

    const res = await call(admin, 'POST', `${url}?all`);
    expect(res.statusCode, res.body).toBe(200);
    const creditNote = (res.json().result as TSubscription).charges[0]?.credit_note;
    expect(creditNote?.number).toMatch(/^IA-2026-\d{6}$/);
    expect(res.json().message).toBe(
      `Credit note ${creditNote?.number} issued; the amount went back to the card.`,
    );
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds.mock.calls[0]?.[0]).toMatchObject({ amountKurus: charges[0]?.amount });

    const again = await call(admin, 'POST', `${url}?all`);
    expect(again.statusCode).toBe(409);
    expect(refunds).toHaveBeenCalledTimes(1);

    // The customer reads it (and downloads it) with the charge.
    expect((await subscriptionOf(person, accountId)).charges[0]?.credit_note).toEqual(creditNote);
    const pdf = await call(person, 'GET', `/api/credit-notes/${creditNote?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${creditNote?.number}.pdf`);
    const stranger = await registerCustomer(t.app);
    const strangerPdf = await call(
      { email: stranger.user.email, password: stranger.password },
      'GET',
      `/api/credit-notes/${creditNote?.id}/pdf`,
    );
    expect(strangerPdf.statusCode).toBe(404);

    const audit = await call(admin, 'GET', `/api/accounts/${accountId}/audit-logs?all`);
    expect(audit.json().result.data[0]).toMatchObject({
      action: 'subscription.refunded',
      subject_id: id,
      after: { credit_note: creditNote?.number, amount: charges[0]?.amount },
    });
    refunds.mockRestore();
  });
});

describe('PUT accounts/{id}/subscriptions/{subscriptionId}/card', () => {
  it('keeps a card the provider accepts, and refuses one it declines with its message', async () => {
    now = at('2026-11-25T09:00:00Z');
    const { person, accountId } = await subscribedCustomer(CARDS.success);
    const { id } = await subscriptionOf(person, accountId);
    const url = `/api/accounts/${accountId}/subscriptions/${id}/card`;

    const refused = await call(person, 'PUT', url, card(CARDS.doNotHonour));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(
      'Your bank did not approve this payment. Please contact your bank or try another card.',
    );
    const changed = await call(person, 'PUT', url, card('4766620000000001'));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      result: { card: { brand: 'visa', last4: '0001' } },
      message: 'The new card will be used for the next payments.',
    });
  });
});
