import { randomUUID } from 'node:crypto';
import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { formatKurus } from '@portal/contracts/common/money';
import { NETWORK_PRODUCT_CODES } from '@portal/contracts/network/network-constants';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountLines } from '../../../db/schema/accounts.ts';
import { invoices, payments } from '../../../db/schema/payments.ts';
import { products } from '../../../db/schema/products.ts';
import { auditLogs, securityEvents } from '../../../db/schema/staff.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import {
  bearer,
  DEMO,
  login,
  mailsTo,
  RELAXED_LIMITS,
  registerCustomer,
} from '../../../test/auth-helpers.ts';
import { withAcceptedSalesTerms } from '../../../test/sales-terms-helpers.ts';
import { completeApplication } from '../../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../../test/test-app.ts';
import { insertPendingPayment, saveProviderRef } from '../payment-repository.ts';
import { providerKeyOf } from '../payment-rules.ts';
import {
  ASK_BY_REFERENCE_AFTER_MS,
  RECONCILE_AFTER_MS,
  RECONCILE_JOB,
  REVIEW_AFTER_UNANSWERED,
  reconcilePayments,
} from './payment-reconciliation.ts';
import { THREE_DS_CARD, testGateway } from './test-gateway.ts';

const CARDS = { success: '5528790000000008', insufficientFunds: '4111111111111129' } as const;
const MINUTE = 60_000;

// The app's clock: the tests move it past the reconciliation's threshold instead of waiting.
let now = new Date();
const clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: TTestApp;
const realCharge = testGateway.charge;
const realLookup = testGateway.findCharge;
const charges = vi.spyOn(testGateway, 'charge');
const lookups = vi.spyOn(testGateway, 'findCharge');
const lookupsByRef = vi.spyOn(testGateway, 'findChargeByRef');
const refunds = vi.spyOn(testGateway, 'refund');

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: clock });
});
afterEach(() => {
  charges.mockClear();
  lookups.mockClear();
  lookups.mockImplementation(realLookup);
  lookupsByRef.mockClear();
  refunds.mockClear();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

/**
 * Every query of the app fails as when PostgreSQL is cut (08006: the server answers 503), until
 * the returned function puts the database back. No real outage is needed.
 */
function cutDatabase(): () => void {
  const down = () => Object.assign(new Error('connection terminated unexpectedly'), { code: '08006' });
  const methods = ['select', 'insert', 'update', 'delete', 'transaction', 'execute'] as const;
  const spies = methods.map((method) =>
    vi.spyOn(t.app.db, method).mockImplementation(() => {
      throw down();
    }),
  );
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}

/** The next charge reaches the provider, then the database is cut before it is recorded. */
function cutDatabaseAfterNextCharge(): { restore: () => void } {
  let restore = () => {};
  charges.mockImplementationOnce(async (request) => {
    const result = await realCharge(request);
    restore = cutDatabase();
    return result;
  });
  return { restore: () => restore() };
}

async function productId(code: string): Promise<number> {
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!row) throw new Error(`no product ${code}`);
  return row.id;
}

type TBuyer = { session: TSession; accountId: number };

async function buyer(): Promise<TBuyer> {
  const session = await registerCustomer(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    payload: { name: 'Kuzey Danışmanlık' },
    headers: bearer(session.token),
  });
  expect(created.statusCode, created.body).toBe(201);
  return { session, accountId: created.json().result.id };
}

/** The network membership: a monthly packet whose line is active once paid (no approval). */
const membership = () => productId(NETWORK_PRODUCT_CODES.boothStandard);

async function payMembership(
  who: TBuyer,
  productIdOfPacket: number,
  key: string,
  number: string = CARDS.success,
) {
  const body = {
    card_holder_name: 'Ayşe Yılmaz',
    card_number: number,
    card_expire_month: '12',
    card_expire_year: '35',
    card_cvc: '947',
    account_id: who.accountId,
  };
  return t.app.inject({
    method: 'POST',
    url: `/api/brands/${PRODUCT_TYPES.network}/products/${productIdOfPacket}/subscription`,
    payload: await withAcceptedSalesTerms(t.app, who.session.token, {
      type: PRODUCT_TYPES.network,
      productId: productIdOfPacket,
      body,
      language: 'en',
    }),
    headers: { ...bearer(who.session.token), 'accept-language': 'en', 'idempotency-key': key },
  });
}

const newKey = () => `key_${randomUUID()}`;

/** What the clock starts every minute, as a test runs it: the job, then whatever is due. */
async function runReconcileJob() {
  await t.app.jobs.send(RECONCILE_JOB, {});
  await t.app.jobs.runDue();
}

async function paymentOf(key: string) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.idempotencyKey, key));
  if (!row) throw new Error('no payment');
  return row;
}

async function lineStatus(accountId: number, brandId: number) {
  const [row] = await t.app.db
    .select({ status: accountLines.status })
    .from(accountLines)
    .where(and(eq(accountLines.accountId, accountId), eq(accountLines.brandId, brandId)));
  return row?.status;
}

const invoicesOf = (paymentId: number) =>
  t.app.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));

describe('a payment in flight when the database is cut', () => {
  it('answers 503 and keeps it pending; the job records it once the answer is long lost, charged once', async () => {
    const who = await buyer();
    const packet = await membership();
    const key = newKey();
    const cut = cutDatabaseAfterNextCharge();
    const failed = await payMembership(who, packet, key);
    cut.restore();
    expect(failed.statusCode).toBe(503);
    expect((await paymentOf(key)).status).toBe('pending');

    // The client retries with the same key: the payment is still running, nothing is charged.
    const retried = await payMembership(who, packet, key);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe('This payment is still being processed. Please wait a moment.');

    // Younger than the threshold: a request may still be recording it.
    advance(RECONCILE_AFTER_MS / 2);
    await runReconcileJob();
    expect((await paymentOf(key)).status).toBe('pending');
    expect(lookups).not.toHaveBeenCalled();

    advance(RECONCILE_AFTER_MS);
    await runReconcileJob();
    const payment = await paymentOf(key);
    expect(payment).toMatchObject({ status: 'succeeded', providerRef: expect.stringMatching(/^test_/) });
    expect(lookups).toHaveBeenCalledWith(providerKeyOf(payment));
    expect(await invoicesOf(payment.id)).toHaveLength(1);
    expect(await lineStatus(who.accountId, PRODUCT_TYPES.network)).toBe(LINE_STATUSES.active);
    const [subscription] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, who.accountId));
    // Recorded as at the moment it was paid: the month starts then, not when the job ran.
    expect(subscription).toMatchObject({
      status: 'active',
      productId: packet,
      currentPeriodStart: payment.createdAt,
    });
    // The kept card came from the provider's record of the charge.
    expect(subscription?.cardId).not.toBeNull();
    expect(charges).toHaveBeenCalledTimes(1);

    // The same key now answers the recorded outcome; running the job again changes nothing.
    const replayed = await payMembership(who, packet, key);
    expect(replayed.statusCode, replayed.body).toBe(201);
    expect(replayed.json().result).toMatchObject({ payment_id: payment.id, status: 'succeeded' });
    advance(RECONCILE_AFTER_MS * 2);
    await runReconcileJob();
    expect(await invoicesOf(payment.id)).toHaveLength(1);
    expect(charges).toHaveBeenCalledTimes(1);
  });

  it('records a refusal the provider made as the request would have (the application becomes payment due)', async () => {
    const who = await buyer();
    const packet = await productId('accountant-starter');
    await completeApplication(t.app.db, who.accountId, packet);
    const key = newKey();
    const payload = await withAcceptedSalesTerms(t.app, who.session.token, {
      type: PRODUCT_TYPES.accountant,
      productId: packet,
      body: {
        card_holder_name: 'Ayşe Yılmaz',
        card_number: CARDS.insufficientFunds,
        card_expire_month: '12',
        card_expire_year: '35',
        card_cvc: '947',
        account_id: who.accountId,
      },
    });
    const cut = cutDatabaseAfterNextCharge();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/brands/${PRODUCT_TYPES.accountant}/products/${packet}/subscription`,
      payload,
      headers: { ...bearer(who.session.token), 'idempotency-key': key },
    });
    cut.restore();
    expect(res.statusCode).toBe(503);

    advance(RECONCILE_AFTER_MS + MINUTE);
    await runReconcileJob();
    const payment = await paymentOf(key);
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect(await invoicesOf(payment.id)).toHaveLength(0);
    expect(await lineStatus(who.accountId, PRODUCT_TYPES.accountant)).toBe(LINE_STATUSES.paymentDue);
    const events = await t.app.db
      .select({ detail: securityEvents.detail })
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'payment_declined'), eq(securityEvents.accountId, who.accountId)));
    expect(events).toEqual([{ detail: { payment_id: payment.id, code: 'insufficient_funds' } }]);
  });

  it('fails a payment the provider never saw, after the threshold; the same key may then pay', async () => {
    const who = await buyer();
    const packet = await membership();
    const key = newKey();
    // The database answered the claim of the key, then the request died before the provider.
    await insertPendingPayment(t.app.db, {
      accountId: who.accountId,
      userId: who.session.user.id,
      productId: packet,
      addOnIds: [],
      kind: 'subscription',
      idempotencyKey: key,
      amount: 0,
      provider: 'test',
      cardLast4: '0008',
      cardBrand: 'mastercard',
      cardExpireMonth: 12,
      cardExpireYear: 35,
      at: now,
    });
    advance(RECONCILE_AFTER_MS - MINUTE);
    await runReconcileJob();
    expect((await paymentOf(key)).status).toBe('pending');

    advance(2 * MINUTE);
    await runReconcileJob();
    expect(await paymentOf(key)).toMatchObject({ status: 'failed', failureCode: 'provider_unavailable' });

    const paid = await payMembership(who, packet, key);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().result.status).toBe('succeeded');
    expect(charges).toHaveBeenCalledTimes(1);
  });

  it('leaves a payment waiting on the bank’s 3-D Secure page alone until the page lapses', async () => {
    const who = await buyer();
    const packet = await membership();
    const key = newKey();
    const started = await payMembership(who, packet, key, THREE_DS_CARD);
    expect(started.statusCode, started.body).toBe(201);
    const challengeUrl: string = started.json().result.challenge_url;

    advance(RECONCILE_AFTER_MS + MINUTE);
    await runReconcileJob();
    expect((await paymentOf(key)).status).toBe('pending');
    expect(lookups).not.toHaveBeenCalled();
    expect((await t.app.inject({ method: 'GET', url: challengeUrl })).statusCode).toBe(200);

    // Half an hour later the page was abandoned: the bank never answered, nothing was charged.
    advance(30 * MINUTE);
    await runReconcileJob();
    expect(await paymentOf(key)).toMatchObject({ status: 'failed', failureCode: 'provider_unavailable' });
    expect((await t.app.inject({ method: 'GET', url: challengeUrl })).statusCode).toBe(404);
  });

  it('leaves a payment for the next run while the provider cannot be reached', async () => {
    const who = await buyer();
    const packet = await membership();
    const key = newKey();
    const cut = cutDatabaseAfterNextCharge();
    await payMembership(who, packet, key);
    cut.restore();

    advance(RECONCILE_AFTER_MS + MINUTE);
    lookups.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    await runReconcileJob();
    expect((await paymentOf(key)).status).toBe('pending');

    // The run that found it holds it for the threshold; then the provider answers.
    advance(MINUTE);
    await runReconcileJob();
    expect(lookups).toHaveBeenCalledTimes(1);
    advance(RECONCILE_AFTER_MS);
    await runReconcileJob();
    expect((await paymentOf(key)).status).toBe('succeeded');
  });

  it('settles a payment once when two instances run the job at the same time', async () => {
    const who = await buyer();
    const packet = await membership();
    const key = newKey();
    const cut = cutDatabaseAfterNextCharge();
    await payMembership(who, packet, key);
    cut.restore();

    advance(RECONCILE_AFTER_MS + MINUTE);
    const reports = await Promise.all([
      reconcilePayments(t.app, testGateway),
      reconcilePayments(t.app, testGateway),
    ]);
    expect(reports.map((report) => report.succeeded).sort()).toEqual([0, 1]);
    const payment = await paymentOf(key);
    expect(payment.status).toBe('succeeded');
    expect(await invoicesOf(payment.id)).toHaveLength(1);
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('gives back a charge the company can no longer have (it paid again under another key)', async () => {
    const who = await buyer();
    const packet = await membership();
    const key = newKey();
    const cut = cutDatabaseAfterNextCharge();
    await payMembership(who, packet, key);
    cut.restore();
    // The person reloaded the page and paid again: a new key, a second charge.
    const again = await payMembership(who, packet, newKey());
    expect(again.statusCode, again.body).toBe(201);

    advance(RECONCILE_AFTER_MS + MINUTE);
    await runReconcileJob();
    const payment = await paymentOf(key);
    expect(payment).toMatchObject({ status: 'failed', providerRef: expect.stringMatching(/^test_/) });
    expect(await invoicesOf(payment.id)).toHaveLength(0);
    expect(refunds).toHaveBeenCalledWith(
      expect.objectContaining({ providerRef: payment.providerRef, amountKurus: payment.amount }),
    );
    // Audited as the system's refund, and the payer told in their language (issue 37).
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'payment.refunded'), eq(auditLogs.subjectId, payment.id)));
    expect(entry).toMatchObject({ actorId: null, subjectType: 'payment', accountId: who.accountId });
    const told = await mailsTo(t, who.session.user.email);
    expect(told.map((mail) => mail.subject)).toContain(
      `${formatKurus(payment.amount, 'tr')} tutarındaki ödemeniz iade edildi – Firmaport`,
    );
    // The refunded key is not charged again: it replays its outcome.
    expect((await payMembership(who, packet, key)).statusCode).toBe(503);
    expect(charges).toHaveBeenCalledTimes(2);
  });
});

describe('a provider that gives no answer to the charge', () => {
  it('keeps the payment pending (it may have charged) and the job settles it', async () => {
    const who = await buyer();
    const packet = await membership();
    const key = newKey();
    charges.mockRejectedValueOnce(new Error('socket hang up'));
    const res = await payMembership(who, packet, key);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'We could not get the outcome of this payment from the payment service. It will be checked within a few minutes; your card will not be charged twice. Please try again shortly.',
    );
    expect((await paymentOf(key)).status).toBe('pending');

    // The provider never got it: after the threshold the key may pay again.
    advance(RECONCILE_AFTER_MS + MINUTE);
    await runReconcileJob();
    expect(await paymentOf(key)).toMatchObject({ status: 'failed', failureCode: 'provider_unavailable' });
  });
});

/** iyzico's answer to a conversation id it does not know: an error, which is no answer. */
const notFoundByKey = () => lookups.mockRejectedValue(new Error('iyzico payment detail failed (5115)'));

describe('a payment whose fate the provider cannot tell', () => {
  it('asks by the provider’s own reference once the payment is old enough, and records the charge it finds', async () => {
    const who = await buyer();
    const packet = await membership();
    const key = newKey();
    const started = await payMembership(who, packet, key, THREE_DS_CARD);
    expect(started.statusCode, started.body).toBe(201);
    const pending = await paymentOf(key);
    const challengeRef = pending.providerRef ?? '';
    expect(challengeRef).toMatch(/^test_3ds_/);
    // The bank approved and the provider charged, but its answer never reached the portal.
    await testGateway.completeChallenge({
      providerRef: challengeRef,
      callback: { reference: challengeRef, answer: 'approve' },
      storeCard: true,
      idempotencyKey: providerKeyOf(pending),
    });
    notFoundByKey();

    advance(ASK_BY_REFERENCE_AFTER_MS + MINUTE);
    await runReconcileJob();
    expect(lookupsByRef).toHaveBeenCalledWith(challengeRef);
    const payment = await paymentOf(key);
    expect(payment).toMatchObject({ status: 'succeeded', unansweredLookups: 0, needsReviewAt: null });
    expect(await invoicesOf(payment.id)).toHaveLength(1);
    expect(await lineStatus(who.accountId, PRODUCT_TYPES.network)).toBe(LINE_STATUSES.active);
  });

  it('retries a payment the provider cannot find a bounded number of times, then hands it to a person and stops asking', async () => {
    const who = await buyer();
    const packet = await membership();
    const key = newKey();
    const inserted = await insertPendingPayment(t.app.db, {
      accountId: who.accountId,
      userId: who.session.user.id,
      productId: packet,
      addOnIds: [],
      kind: 'subscription',
      idempotencyKey: key,
      amount: 0,
      provider: 'test',
      cardLast4: '0008',
      cardBrand: 'mastercard',
      cardExpireMonth: 12,
      cardExpireYear: 35,
      at: now,
    });
    // The provider's id of the payment, as its 3-D Secure start gave it; it cannot find it either.
    await saveProviderRef(t.app.db, inserted?.id ?? 0, '22416035');
    notFoundByKey();

    // Young: asked by its key only, left for the next run, nothing counted.
    advance(RECONCILE_AFTER_MS + MINUTE);
    await runReconcileJob();
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(lookupsByRef).not.toHaveBeenCalled();
    expect(await paymentOf(key)).toMatchObject({ status: 'pending', unansweredLookups: 0 });

    // Old enough: each run asks by the key and by the reference, and counts the silence.
    advance(ASK_BY_REFERENCE_AFTER_MS);
    for (let run = 1; run < REVIEW_AFTER_UNANSWERED; run += 1) {
      await runReconcileJob();
      expect(await paymentOf(key)).toMatchObject({
        status: 'pending',
        unansweredLookups: run,
        needsReviewAt: null,
      });
      advance(RECONCILE_AFTER_MS + MINUTE);
    }
    expect(lookupsByRef).toHaveBeenCalledTimes(REVIEW_AFTER_UNANSWERED - 1);
    expect(lookupsByRef).toHaveBeenLastCalledWith('22416035');

    const report = await reconcilePayments(t.app, testGateway);
    expect(report).toMatchObject({ flagged: 1, succeeded: 0, failed: 0 });
    const flagged = await paymentOf(key);
    // Still pending (it may have charged): handed to a person, not failed, not paid again unseen.
    expect(flagged).toMatchObject({
      status: 'pending',
      unansweredLookups: REVIEW_AFTER_UNANSWERED,
      needsReviewAt: now,
    });
    const audit = await t.app.db.select().from(auditLogs).where(eq(auditLogs.action, 'payment.needs_review'));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: null,
        subjectType: 'payment',
        subjectId: flagged.id,
        accountId: who.accountId,
        after: expect.objectContaining({
          provider_ref: '22416035',
          unanswered_lookups: REVIEW_AFTER_UNANSWERED,
        }),
      }),
    ]);

    // No more provider calls, however long it waits, and no second audit entry.
    lookups.mockClear();
    lookupsByRef.mockClear();
    for (let run = 0; run < 3; run += 1) {
      advance(60 * MINUTE);
      await runReconcileJob();
    }
    expect(lookups).not.toHaveBeenCalled();
    expect(lookupsByRef).not.toHaveBeenCalled();
    expect(await paymentOf(key)).toMatchObject({
      status: 'pending',
      unansweredLookups: REVIEW_AFTER_UNANSWERED,
    });
    expect(
      await t.app.db.select().from(auditLogs).where(eq(auditLogs.action, 'payment.needs_review')),
    ).toHaveLength(1);

    // Staff holding 'show jobs' see it on the jobs page; others do not.
    const admin = await login(t.app, DEMO.admin, DEMO.password);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/payments-to-review',
      headers: bearer(admin.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().result).toEqual([
      {
        id: flagged.id,
        account: { id: who.accountId, name: 'Kuzey Danışmanlık' },
        amount: 0,
        provider: 'test',
        provider_ref: '22416035',
        unanswered_lookups: REVIEW_AFTER_UNANSWERED,
        created_at: flagged.createdAt.toISOString(),
        needs_review_at: flagged.needsReviewAt?.toISOString(),
      },
    ]);
    const advisor = await login(t.app, DEMO.advisor, DEMO.password);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/jobs/payments-to-review',
          headers: bearer(advisor.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
