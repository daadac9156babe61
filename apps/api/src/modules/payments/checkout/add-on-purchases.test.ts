import { randomUUID } from 'node:crypto';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceLines, invoices, payments } from '../../../db/schema/payments.ts';
import { products } from '../../../db/schema/products.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import { bearer, RELAXED_LIMITS, registerCustomer } from '../../../test/auth-helpers.ts';
import { withAcceptedSalesTerms } from '../../../test/sales-terms-helpers.ts';
import { completeApplication, setLineStatus } from '../../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../../test/test-app.ts';
import { THREE_DS_CARD, testGateway } from '../providers/test-gateway.ts';

let t: TTestApp;
const storedCharges = vi.spyOn(testGateway, 'chargeStoredCard');

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  storedCharges.mockRestore();
  await t?.close();
});

const card = (number: string) => ({
  card_holder_name: 'Ayşe Yılmaz',
  card_number: number,
  card_expire_month: '12',
  card_expire_year: '35',
  card_cvc: '947',
});

/** A packet's id by its code, or one of its add-ons' (`packet.addOn`). */
async function productId(packetCode: string, addOnCode?: string): Promise<number> {
  const code = addOnCode ? `${packetCode}.${addOnCode}` : packetCode;
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!row) throw new Error(`no product ${code}`);
  return row.id;
}

/** An approved company that paid the starter packet with a card the provider keeps. */
async function activeCompany() {
  const registered = await registerCustomer(t.app);
  const headers = () => ({
    ...bearer(registered.token),
    'accept-language': 'en',
    'idempotency-key': `key_${randomUUID()}`,
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: headers() });
  const created = await post('/api/accounts', { name: 'Yılmaz Danışmanlık' });
  const accountId: number = created.json().result.id;
  const packet = await productId('accountant-starter');
  await completeApplication(t.app.db, accountId, packet);
  const paid = await post(
    `/api/brands/1/products/${packet}/subscription`,
    await withAcceptedSalesTerms(t.app, registered.token, {
      type: 1,
      productId: packet,
      body: { ...card('5528790000000008'), account_id: accountId },
      language: 'en',
    }),
  );
  expect(paid.statusCode, paid.body).toBe(201);
  await setLineStatus(t.app.db, accountId, ACCOUNT_STATUSES.active);
  /** `…/buy` (or `…/buy/card-on-file`) with the sale's documents accepted, as the web sends it. */
  const buy = async <B extends { account_id: number }>(addOn: number, payload: B, cardOnFile = false) =>
    post(
      `/api/brands/1/products/${addOn}/buy${cardOnFile ? '/card-on-file' : ''}`,
      await withAcceptedSalesTerms(t.app, registered.token, {
        type: 1,
        productId: addOn,
        body: payload,
        kind: 'buy',
        language: 'en',
      }),
    );
  return { accountId, post, buy };
}

async function invoiceOf(paymentId: number) {
  const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (!invoice) return null;
  const lines = await t.app.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
  return { invoice, lines };
}

describe('buying add-ons after approval', () => {
  it('charges the card on file once for several add-ons, with one invoice of a line each', async () => {
    const { accountId, buy } = await activeCompany();
    const seal = await productId('accountant-starter', 'company-seal');
    const signature = await productId('accountant-starter', 'e-signature');
    const before = storedCharges.mock.calls.length;

    const res = await buy(
      seal,
      {
        account_id: accountId,
        add_on_ids: [signature],
      },
      true,
    );

    expect(res.statusCode, res.body).toBe(201);
    const result = res.json().result;
    expect(result).toMatchObject({ status: 'succeeded', card_last4: '0008', challenge_url: null });
    // 250 + 1,250 TL, plus 20 % KDV.
    expect(result.amount).toBe(180_000);
    expect(storedCharges.mock.calls.length).toBe(before + 1);
    const billed = await invoiceOf(result.payment_id);
    expect(billed?.lines.map((l) => l.productId).sort()).toEqual([seal, signature].sort());
    const held = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${accountId}/products`,
      headers: bearer((await registerCustomer(t.app)).token),
    });
    expect(held.statusCode).toBe(404);
  });

  it('answers 409 with its message when the line keeps no card', async () => {
    const { accountId, buy } = await activeCompany();
    await t.app.db.update(subscriptions).set({ cardId: null }).where(eq(subscriptions.accountId, accountId));
    const seal = await productId('accountant-starter', 'company-seal');

    const res = await buy(seal, { account_id: accountId }, true);

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGE_CATALOGUES.en.api['payments.noCardOnFile']);
    const charged = await t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.accountId, accountId), eq(payments.kind, 'buy')));
    expect(charged).toHaveLength(0);
  });

  it('refuses an add-on of another packet, a packet among the add-ons, and an unknown id', async () => {
    const { accountId, buy } = await activeCompany();
    const seal = await productId('accountant-starter', 'company-seal');
    const otherPackets = await productId('accountant-standard', 'trade-registry');
    const packet = await productId('accountant-premium');
    const buyWith = (ids: number[]) => buy(seal, { account_id: accountId, add_on_ids: ids }, true);

    expect((await buyWith([otherPackets])).statusCode).toBe(409);
    expect((await buyWith([packet])).statusCode).toBe(422);
    expect((await buyWith([999_999])).statusCode).toBe(404);
    // At most 20 others in one charge, as the web's choice is capped.
    expect((await buyWith(Array.from({ length: 21 }, (_, i) => i + 1))).statusCode).toBe(422);
  });

  it('settles every add-on of a new card once the bank approves (3-D Secure)', async () => {
    const { accountId, buy } = await activeCompany();
    const seal = await productId('accountant-starter', 'company-seal');
    const signature = await productId('accountant-starter', 'e-signature');

    const res = await buy(seal, {
      ...card(THREE_DS_CARD),
      account_id: accountId,
      add_on_ids: [signature],
      return_to: '/en/app/additional-payment',
    });
    expect(res.statusCode, res.body).toBe(201);
    const pending = res.json().result;
    expect(pending.status).toBe('pending');
    const page = await t.app.inject({ method: 'GET', url: pending.challenge_url });
    const reference = /name="reference" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const back = await t.app.inject({
      method: 'POST',
      url: `${pending.challenge_url}/callback`,
      payload: new URLSearchParams({ reference, answer: 'approve' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.statusCode).toBe(303);

    const billed = await invoiceOf(pending.payment_id);
    expect(billed?.lines).toHaveLength(2);
    expect(billed?.invoice.total).toBe(180_000);
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, pending.payment_id), isNotNull(payments.providerRef)));
    expect(payment?.addOnIds).toEqual([signature]);
  });
});
