import { randomUUID } from 'node:crypto';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { LANGUAGE_IDS } from '@portal/contracts/common/languages';
import { formatKurus } from '@portal/contracts/common/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { paymentReceipts } from '../../db/schema/payment-receipts.ts';
import { invoices, payments } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { bearer, DEMO, login, mailsTo, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { withAcceptedSalesTerms } from '../../test/sales-terms-helpers.ts';
import { completeApplication, letStaffSeeAllCompanies, setLineStatus } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { mailPaymentReceipt } from './payment-receipts.ts';
import { testGateway } from './providers/test-gateway.ts';
import { runRenewals } from './subscriptions/renewals.ts';

/*
 * Issue 36: every successful card payment sends its payer one receipt, in their language, with
 * what was paid for, the amount with KDV, the day and the way to the invoice.
 */

const SUCCESS_CARD = '5528790000000008';

// The clock of the app: the renewal test moves it a month on.
let now = new Date('2026-11-25T09:00:00Z');
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  await letStaffSeeAllCompanies(t.app.db);
});
afterAll(async () => {
  await t?.close();
});

const card = {
  card_holder_name: 'Ayşe Yılmaz',
  card_number: SUCCESS_CARD,
  card_expire_month: '12',
  card_expire_year: '35',
  card_cvc: '947',
};

async function productId(code: string): Promise<number> {
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!row) throw new Error(`no product ${code}`);
  return row.id;
}

type TPerson = Awaited<ReturnType<typeof registerCustomer>>;

/** A customer reading `language`, signed in at the current clock. */
async function customerIn(language: 'tr' | 'en'): Promise<TPerson> {
  const person = await registerCustomer(t.app);
  await t.app.db
    .update(users)
    .set({ languageId: LANGUAGE_IDS[language] })
    .where(eq(users.id, person.user.id));
  return person;
}

function post(token: string, url: string, payload: object, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `${url}${query}`,
    payload,
    // The page's language is not the person's: the receipt is written in the person's.
    headers: { ...bearer(token), 'accept-language': 'tr', 'idempotency-key': `key_${randomUUID()}` },
  });
}

/** The person's company, its application complete, its packet paid by `payer` (the owner by default). */
async function paidCompany(owner: TPerson, payer: { token: string; scope?: string } = owner) {
  const created = await post(owner.token, '/api/accounts', { name: `Makbuz ${randomUUID().slice(0, 6)}` });
  expect(created.statusCode, created.body).toBe(201);
  const accountId: number = created.json().result.id;
  const packet = await productId('accountant-starter');
  await completeApplication(t.app.db, accountId, packet);
  const paid = await post(
    payer.token,
    `/api/brands/1/products/${packet}/subscription`,
    await withAcceptedSalesTerms(t.app, payer.token, {
      type: 1,
      productId: packet,
      body: { ...card, account_id: accountId },
      ...(payer.scope ? { scope: payer.scope } : {}),
    }),
    payer.scope ? `?${payer.scope}` : '',
  );
  expect(paid.statusCode, paid.body).toBe(201);
  return {
    accountId,
    paymentId: paid.json().result.payment_id as number,
    companyName: created.json().result.name,
  };
}

const receiptsTo = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => /Ödemeniz alındı|Payment received/.test(mail.subject ?? ''));

async function invoiceOf(paymentId: number) {
  const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (!invoice) throw new Error(`no invoice of payment ${paymentId}`);
  return invoice;
}

describe('the receipt of a card payment', () => {
  it('goes to the payer once, in their language, with what was paid, the total with KDV, the day and the invoice', async () => {
    now = new Date('2026-11-25T09:00:00Z');
    const owner = await customerIn('en');
    const { paymentId, companyName } = await paidCompany(owner);
    const invoice = await invoiceOf(paymentId);

    const [receipt, ...more] = await receiptsTo(owner.user.email);
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe(
      `Payment received: ${formatKurus(invoice.total, 'en')} – ${companyName} – Firmaport`,
    );
    const text = receipt?.text ?? '';
    expect(text).toContain('Paid for: Başlangıç Paketi');
    expect(text).toContain(
      `Amount (KDV included): ${formatKurus(invoice.total, 'en')} (${formatKurus(invoice.subtotal, 'en')} + 20% KDV ${formatKurus(invoice.vat, 'en')})`,
    );
    expect(text).toContain('Date of payment: 25 November 2026');
    expect(text).toContain('Card: Mastercard •••• 0008');
    expect(text).toContain(`Invoice no.: ${invoice.number}`);
    // The button opens this invoice, not just the list; the web reads it with GET invoices/{id}.
    const link = `${t.app.config.appUrl}/en/app/profile/invoices?invoice=${invoice.id}`;
    expect(text).toContain(link);
    expect(receipt?.html).toContain(`href="${link}"`);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}`,
      headers: { ...bearer(owner.token), 'accept-language': 'en' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().result).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      total: invoice.total,
      lines: [expect.objectContaining({ description: 'Starter Package', period: expect.any(Object) })],
    });
    const [claim] = await t.app.db
      .select()
      .from(paymentReceipts)
      .where(eq(paymentReceipts.paymentId, paymentId));
    expect(claim?.sentTo).toBe(owner.user.id);

    // Asked again for the same payment (a retried job, the bank's answer racing the
    // reconciliation): no second receipt.
    await mailPaymentReceipt(t.app, t.app.db, paymentId);
    await Promise.all([
      mailPaymentReceipt(t.app, t.app.db, paymentId),
      t.app.db.transaction((tx) => mailPaymentReceipt(t.app, tx, paymentId)),
    ]);
    expect(await receiptsTo(owner.user.email)).toHaveLength(1);
  });

  it('is written in Turkish for a Turkish reader, and one per payment: the packet, then an add-on', async () => {
    now = new Date('2026-11-25T09:00:00Z');
    const owner = await customerIn('tr');
    const { accountId } = await paidCompany(owner);
    await setLineStatus(t.app.db, accountId, ACCOUNT_STATUSES.active);
    const seal = await productId('accountant-starter.company-seal');
    const bought = await post(
      owner.token,
      `/api/brands/1/products/${seal}/buy/card-on-file`,
      await withAcceptedSalesTerms(t.app, owner.token, {
        type: 1,
        productId: seal,
        body: { account_id: accountId },
        kind: 'buy',
      }),
    );
    expect(bought.statusCode, bought.body).toBe(201);

    const receipts = await receiptsTo(owner.user.email);
    expect(receipts).toHaveLength(2);
    const addOn = receipts.find((mail) => mail.text?.includes('Ödenen: Şirket Kaşesi'));
    expect(addOn?.subject).toMatch(/^Ödemeniz alındı: ₺300 – Makbuz/);
    expect(addOn?.text).toContain('Tutar (KDV dahil): ₺300 (₺250 + %20 KDV ₺50)');
    expect(addOn?.text).toMatch(/\/tr\/app\/profile\/invoices\?invoice=\d+/);
  });

  it('goes to the company’s owner when staff paid for it, not to the staff member', async () => {
    now = new Date('2026-11-25T09:00:00Z');
    const owner = await customerIn('tr');
    const admin = await login(t.app, DEMO.admin, DEMO.password);
    const { paymentId } = await paidCompany(owner, { token: admin.token, scope: 'all=1' });
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.userId).toBe(admin.user.id);
    expect(await receiptsTo(owner.user.email)).toHaveLength(1);
    expect(await receiptsTo(DEMO.admin)).toEqual([]);
  });

  it('follows each renewal the portal charges, saying so, to the card’s owner', async () => {
    now = new Date('2026-11-25T09:00:00Z');
    const owner = await customerIn('en');
    const { accountId } = await paidCompany(owner);
    await setLineStatus(t.app.db, accountId, ACCOUNT_STATUSES.active);

    now = new Date('2026-12-25T09:05:00Z');
    await runRenewals(t.app, testGateway);
    await runRenewals(t.app, testGateway);
    const receipts = await receiptsTo(owner.user.email);
    expect(receipts).toHaveLength(2);
    const renewal = receipts.find((mail) => mail.text?.includes('Your card on file was charged'));
    expect(renewal?.text).toContain('Date of payment: 25 December 2026');
    const renewals = await t.app.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.accountId, accountId), eq(payments.kind, 'renewal')));
    expect(renewals).toHaveLength(1);
    const invoice = await invoiceOf(renewals[0]?.id ?? 0);
    expect(renewal?.text).toContain(`Invoice no.: ${invoice.number}`);
    const [claim] = await t.app.db
      .select()
      .from(paymentReceipts)
      .where(eq(paymentReceipts.paymentId, renewals[0]?.id ?? 0));
    expect(claim?.sentTo).toBe(owner.user.id);
  });
});
