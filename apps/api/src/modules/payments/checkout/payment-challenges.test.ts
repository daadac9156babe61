import { randomUUID } from 'node:crypto';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../db/schema/accounts.ts';
import { invoices, payments } from '../../../db/schema/payments.ts';
import { products } from '../../../db/schema/products.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import { bearer, login, RELAXED_LIMITS, registerCustomer } from '../../../test/auth-helpers.ts';
import { withAcceptedSalesTerms } from '../../../test/sales-terms-helpers.ts';
import { completeApplication } from '../../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../../test/test-app.ts';
import { THREE_DS_CARD } from '../providers/test-gateway.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

/** A company whose application is complete, and its customer signed in. */
async function applicant() {
  const registered = await registerCustomer(t.app);
  const session: TSession = await login(t.app, registered.user.email, registered.password);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    payload: { name: 'Güven Danışmanlık' },
    headers: bearer(session.token),
  });
  const accountId: number = created.json().result.id;
  const [packet] = await t.app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, 'accountant-starter'));
  if (!packet) throw new Error('no packet');
  await completeApplication(t.app.db, accountId, packet.id);
  return { session, accountId, packetId: packet.id };
}

const cardBody = (number: string) => ({
  card_holder_name: 'Ayşe Yılmaz',
  card_number: number,
  card_expire_month: '12',
  card_expire_year: '35',
  card_cvc: '947',
});

async function pay(
  { session, accountId, packetId }: Awaited<ReturnType<typeof applicant>>,
  extra: Record<string, string> = { return_to: '/en/app/application-form/payment?step=6' },
) {
  const body = {
    card_holder_name: 'Ayşe Yılmaz',
    card_number: THREE_DS_CARD,
    card_expire_month: '12',
    card_expire_year: '35',
    card_cvc: '947',
    account_id: accountId,
    ...extra,
  };
  return t.app.inject({
    method: 'POST',
    url: `/api/brands/1/products/${packetId}/subscription`,
    payload: await withAcceptedSalesTerms(t.app, session.token, { type: 1, productId: packetId, body }),
    headers: { ...bearer(session.token), 'idempotency-key': `key_${randomUUID()}` },
  });
}

/** The bank's page as the payer's browser gets it, and the answer its button posts back. */
async function answerOnBankPage(challengeUrl: string, answer: 'approve' | 'deny') {
  const page = await t.app.inject({ method: 'GET', url: challengeUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  // The provider's page may post to the bank and run its own inline script; nothing else.
  expect(page.headers['content-security-policy']).toContain("form-action 'self' https:");
  expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  const form = new RegExp(
    `<form method="post" action="([^"]+)">\\s*<input type="hidden" name="reference" value="([^"]+)">\\s*<input type="hidden" name="answer" value="${answer}">`,
  ).exec(page.body);
  if (!form?.[1] || !form[2]) throw new Error('no form on the bank page');
  const action = new URL(form[1]);
  return t.app.inject({
    method: 'POST',
    url: action.pathname,
    payload: new URLSearchParams({ reference: form[2], answer }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function state(accountId: number) {
  const [account] = await t.app.db.select().from(accounts).where(eq(accounts.id, accountId));
  const paid = await t.app.db.select().from(payments).where(eq(payments.accountId, accountId));
  const invoiced = await t.app.db.select().from(invoices).where(eq(invoices.accountId, accountId));
  const subscribed = await t.app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId));
  return { status: account?.status, payments: paid, invoices: invoiced.length, subscriptions: subscribed };
}

describe('3-D Secure', () => {
  it('records nothing until the bank approves, then completes the payment like any other and keeps the card', async () => {
    const who = await applicant();
    const answer = await pay(who);
    expect(answer.statusCode, answer.body).toBe(201);
    const result: TPaymentResult = answer.json().result;
    expect(result).toMatchObject({ status: 'pending', invoice_id: null, card_last4: '0003' });
    expect(result.challenge_url).toMatch(/^\/api\/payments\/3ds\/[A-Za-z0-9_-]{43}$/);
    expect(answer.json().message).toBeUndefined();
    let now = await state(who.accountId);
    expect(now).toMatchObject({
      status: ACCOUNT_STATUSES.applicationInProgress,
      invoices: 0,
      subscriptions: [],
    });
    expect(now.payments.map((row) => row.status)).toEqual(['pending']);
    // Only the secret's hash is stored.
    expect(now.payments[0]?.challengeTokenHash).not.toContain(result.challenge_url?.split('/').at(-1));

    const back = await answerOnBankPage(String(result.challenge_url), 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/en/app/application-form/payment?step=6&payment=${result.payment_id}&payment_status=succeeded`,
    );
    now = await state(who.accountId);
    expect(now.status).toBe(ACCOUNT_STATUSES.waitingForApproval);
    expect(now.invoices).toBe(1);
    expect(now.payments.map((row) => row.status)).toEqual(['succeeded']);
    expect(now.subscriptions).toHaveLength(1);
    expect(now.subscriptions[0]?.cardId).not.toBeNull();

    // The page is gone once answered; a second post of the answer changes nothing.
    expect((await t.app.inject({ method: 'GET', url: String(result.challenge_url) })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: `${result.challenge_url}/callback`,
      payload: 'answer=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toContain('payment_status=succeeded');
    expect((await state(who.accountId)).invoices).toBe(1);
  });

  it('records a refusal when the bank denies, and sends the payer back with its code', async () => {
    const who = await applicant();
    const result: TPaymentResult = (await pay(who)).json().result;
    const back = await answerOnBankPage(String(result.challenge_url), 'deny');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain('payment_status=failed&payment_code=do_not_honour');
    const now = await state(who.accountId);
    expect(now.payments.map((row) => [row.status, row.failureCode])).toEqual([['failed', 'do_not_honour']]);
    expect(now).toMatchObject({ status: ACCOUNT_STATUSES.paymentDue, invoices: 0, subscriptions: [] });
  });

  it('sends the payer back only to a page of the portal, and knows no other challenge', async () => {
    const who = await applicant();
    for (const returnTo of [
      'https://example.com/',
      '//example.com/tr',
      '/tr\\@example.com',
      'javascript:alert(1)',
    ]) {
      const answer = await pay(who, { return_to: returnTo });
      expect(answer.statusCode, returnTo).toBe(422);
    }
    const unknown = `/api/payments/3ds/${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: `${unknown}/callback`,
      payload: 'answer=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(404);
  });
});

describe('3-D Secure on "change card"', () => {
  it('keeps the new card only once the bank approves, and sends the customer back with the outcome', async () => {
    const who = await applicant();
    const paidAnswer = await t.app.inject({
      method: 'POST',
      url: `/api/brands/1/products/${who.packetId}/subscription`,
      payload: await withAcceptedSalesTerms(t.app, who.session.token, {
        type: 1,
        productId: who.packetId,
        body: { ...cardBody('5528790000000008'), account_id: who.accountId },
      }),
      headers: { ...bearer(who.session.token), 'idempotency-key': `key_${randomUUID()}` },
    });
    expect(paidAnswer.statusCode, paidAnswer.body).toBe(201);
    const [subscription] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/accounts/${who.accountId}/subscriptions`,
        headers: bearer(who.session.token),
      })
    ).json().result;
    const change = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${who.accountId}/subscriptions/${subscription.id}/card`,
        payload: { ...cardBody(THREE_DS_CARD), return_to: '/tr/app/profile/subscriptions' },
        headers: { ...bearer(who.session.token), 'idempotency-key': `key_${randomUUID()}` },
      });

    const denied = await change();
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json().result.card.last4).toBe('0008');
    const deniedBack = await answerOnBankPage(denied.json().result.challenge_url, 'deny');
    expect(deniedBack.headers.location).toBe(
      `/tr/app/profile/subscriptions?payment=${subscription.id}&payment_status=card_failed&payment_code=do_not_honour`,
    );

    const approved = await change();
    expect(approved.json().result.card.last4).toBe('0008');
    expect(approved.json().message).toBeUndefined();
    const back = await answerOnBankPage(approved.json().result.challenge_url, 'approve');
    expect(back.headers.location).toContain('payment_status=card_saved');
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/accounts/${who.accountId}/subscriptions`,
        headers: bearer(who.session.token),
      })
    ).json().result[0];
    expect(after.card).toMatchObject({ last4: '0003', brand: 'visa', expire_month: 12, expire_year: 2035 });
  });
});
