import { randomUUID } from 'node:crypto';
import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import type { TOfficeTerms, TOfficeUsage } from '@portal/contracts/office/office-usage';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { bearer, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { withAcceptedSalesTerms } from '../../test/sales-terms-helpers.ts';
import { createUserWithRole, setLineStatus, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { testGateway } from '../payments/providers/test-gateway.ts';
import { runRenewals } from '../payments/subscriptions/renewals.ts';
import { recordOfficeUsage } from './service.ts';

// Wednesday 25 November 2026, 12:00 in Istanbul; the tests move the clock a month at a time.
let now = new Date('2026-11-25T09:00:00Z');
let t: TTestApp;
let admin: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  admin = await createUserWithRole(t.app.db, 'admin');
});
afterAll(async () => {
  await t?.close();
});

function request(method: 'GET' | 'POST', token: string, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': 'en', 'idempotency-key': `key_${randomUUID()}` },
    ...(payload ? { payload } : {}),
  });
}

async function productId(code: string): Promise<number> {
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!row) throw new Error(`no product ${code}`);
  return row.id;
}

/** A customer whose company pays the Basic virtual office monthly from a kept card, line running. */
async function basicOfficeCustomer(): Promise<{
  token: string;
  accountId: number;
  signIn: () => Promise<string>;
}> {
  const { token, user, password } = await registerCustomer(t.app, {}, 'en');
  // A session ends while the clock moves a month: sign in again at the new time.
  const signIn = async () => (await login(t.app, user.email, password)).token;
  const created = await request('POST', token, '/api/accounts', { name: 'Kuzey Ticaret' });
  const accountId: number = created.json().result.id;
  const basic = await productId('office-virtual-basic');
  const [location] = (await t.app.inject({ method: 'GET', url: '/api/office-locations' })).json().result;
  const chosen = await request('POST', token, `/api/accounts/${accountId}/informations`, {
    informations: [
      { key: 'virtual_office_id', value: String(location.id) },
      { key: 'office_packet_id', value: String(basic) },
    ],
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const body = {
    card_holder_name: 'Deniz Kuzey',
    card_number: '5528790000000008',
    card_expire_month: '12',
    card_expire_year: '35',
    card_cvc: '947',
    account_id: accountId,
  };
  const paid = await request(
    'POST',
    token,
    `/api/brands/2/products/${basic}/subscription`,
    await withAcceptedSalesTerms(t.app, token, { type: 2, productId: basic, body, language: 'en' }),
  );
  expect(paid.statusCode, paid.body).toBe(201);
  await setLineStatus(t.app.db, accountId, LINE_STATUSES.active, PRODUCT_TYPES.office);
  return { token, accountId, signIn };
}

async function usageOf(token: string, accountId: number, period?: string): Promise<TOfficeUsage> {
  const res = await request(
    'GET',
    token,
    `/api/accounts/${accountId}/office-usage${period ? `?period=${period}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const lineOf = (usage: TOfficeUsage, kind: string) => usage.lines.find((line) => line.kind === kind);

describe('GET office-terms', () => {
  it("states each office packet's monthly allowance and the price list beyond it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/office-terms' });
    expect(res.statusCode).toBe(200);
    const terms: TOfficeTerms[] = res.json().result;
    const basicId = await productId('office-virtual-basic');
    const basic = terms.find((term) => term.product_id === basicId);
    expect(terms).toHaveLength(5);
    expect(basic?.fees).toEqual([
      { code: 'call', unit_price: 1500 },
      { code: 'scan_page', unit_price: 500 },
      { code: 'forward', unit_price: 7500 },
      { code: 'storage_day', unit_price: 1000 },
    ]);
    const plus = terms.find((term) => term.allowance.room_hours === 4);
    expect(plus?.allowance).toEqual({
      calls: 50,
      scans: 20,
      forwardings: 2,
      room_hours: 4,
      storage_days: 30,
    });
  });
});

describe('usage against the allowance, charged with the renewal', () => {
  it('counts the desk’s calls, prices what is beyond the packet, and the renewal charges it once on its invoice', async () => {
    now = new Date('2026-11-25T09:00:00Z');
    const { token, accountId, signIn } = await basicOfficeCustomer();

    // Basic includes no answered calls: both recorded calls are beyond it.
    for (const caller of ['Mehmet Arayan', 'Zeynep Arayan']) {
      const res = await request('POST', admin.token, `/api/accounts/${accountId}/calls?all=1`, {
        caller_name: caller,
        caller_phone: '0212 555 44 33',
        subject: 'Teklif',
        message: '',
        outcome: 'message_taken',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Ten scans are included; the eleventh, of three pages, is charged per page.
    for (let item = 1; item <= 11; item += 1) {
      await recordOfficeUsage(t.app.db, {
        accountId,
        kind: 'scan',
        source: `shipment:${item}:scan`,
        at: new Date(now.getTime() + item * 60_000),
        feeUnits: item === 11 ? 3 : 1,
      });
    }
    // The same scan told twice counts once.
    await recordOfficeUsage(t.app.db, { accountId, kind: 'scan', source: 'shipment:11:scan', at: now });

    const november = await usageOf(token, accountId);
    expect(november.period).toBe('2026-11');
    expect(november.packet?.name).toBe('Virtual Office Basic');
    expect(lineOf(november, 'call')).toEqual({
      kind: 'call',
      allowance: 0,
      used: 2,
      beyond: 2,
      beyond_amount: 3000,
      charged_amount: 0,
    });
    expect(lineOf(november, 'scan')).toMatchObject({
      allowance: 10,
      used: 11,
      beyond: 1,
      beyond_amount: 1500,
    });
    expect(lineOf(november, 'storage_day')).toMatchObject({ allowance: null, used: 0 });
    expect(november.beyond_amount).toBe(4500);

    // The monthly renewal: the packet and, on the same invoice, what was beyond the allowance.
    now = new Date('2026-12-25T09:05:00Z');
    await runRenewals(t.app, testGateway);
    const [renewal] = await t.app.db
      .select({ id: invoices.id, subtotal: invoices.subtotal })
      .from(invoices)
      .where(eq(invoices.accountId, accountId))
      .orderBy(invoices.id)
      .offset(1);
    if (!renewal) throw new Error('no renewal invoice');
    const lines = await t.app.db
      .select({
        description: invoiceLines.description,
        quantity: invoiceLines.quantity,
        unitPrice: invoiceLines.unitPrice,
      })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, renewal.id))
      .orderBy(invoiceLines.id);
    expect(lines.slice(1)).toEqual([
      { description: 'Extra calls answered (2026-11)', quantity: 2, unitPrice: 1500 },
      { description: 'Extra mail scanning, pages (2026-11)', quantity: 3, unitPrice: 500 },
    ]);
    expect(renewal.subtotal).toBe(60_000 + 4500);
    expect((await usageOf(await signIn(), accountId, '2026-11')).charged_amount).toBe(4500);

    // Charged once: the next renewal carries only the packet.
    now = new Date('2027-01-25T09:05:00Z');
    await runRenewals(t.app, testGateway);
    const all = await t.app.db
      .select({ subtotal: invoices.subtotal })
      .from(invoices)
      .where(eq(invoices.accountId, accountId));
    expect(all.map((invoice) => invoice.subtotal)).toEqual([60_000, 64_500, 60_000]);
  });

  it('answers 404 to a customer of another company, and 422 for a period that is no month', async () => {
    now = new Date('2026-11-25T09:00:00Z');
    const { token, accountId } = await basicOfficeCustomer();
    const other = await registerCustomer(t.app, {}, 'en');
    expect((await request('GET', other.token, `/api/accounts/${accountId}/office-usage`)).statusCode).toBe(
      404,
    );
    expect(
      (await request('GET', token, `/api/accounts/${accountId}/office-usage?period=2026-13`)).statusCode,
    ).toBe(422);
  });
});
