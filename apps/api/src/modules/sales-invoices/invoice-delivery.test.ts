import type { TCounterparty } from '@portal/contracts/counterparties/counterparties';
import type { TSalesInvoice, TSalesInvoiceRequest } from '@portal/contracts/sales-invoices/sales-invoices';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations } from '../../db/schema/accounts.ts';
import { testIntegratorDocuments } from '../../db/schema/e-invoices.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { testVkn } from '../../test/tax-numbers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { ublSchemaErrors } from '../../test/ubl-schema.ts';
import type { TSendDocument } from './integrator/einvoice-integrator.ts';
import { testIntegrator } from './integrator/test-integrator.ts';
import { TEST_EINVOICE_USERS, UNANSWERED_RECEIVER } from './integrator/test-integrator-users.ts';
import { SEND_CLAIM_HOLD_MS } from './invoice-delivery.ts';

// Monday 16 November 2026, noon in Istanbul; tests that move the clock put it back.
const START = new Date('2026-11-16T09:00:00Z');
let now = START;
let t: TTestApp;
let customer: TFixtureUser;
let advisor: TFixtureUser;
let accountId: number;
const COMPANY_VKN = '1234567890';
/** Two of the test integrator's registered e-Fatura users. */
const [REGISTERED, OTHER_REGISTERED] = ['1111111114', '2222222224'];

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  const db = t.app.db;
  [customer, advisor] = await Promise.all([
    createUserWithRole(db, 'customer'),
    createUserWithRole(db, 'advisor'),
  ]);
  accountId = await createCompany(db, [customer.id, advisor.id], { status: 4, name: 'Anadolu Yazılım' });
  await db.insert(accountInformations).values([
    { accountId, key: 'tax_number', value: COMPANY_VKN },
    { accountId, key: 'tax_office', value: 'Kadıköy' },
    { accountId, key: 'city', value: 'İstanbul' },
    { accountId, key: 'district', value: 'Kadıköy' },
  ]);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  now = START;
});

function call(
  who: TFixtureUser,
  method: 'GET' | 'POST',
  path: string,
  { payload, company = accountId }: { payload?: object; company?: number } = {},
) {
  return t.app.inject({
    method,
    url: `/api/accounts/${company}${path}`,
    headers: { ...bearer(who.token), 'accept-language': 'tr' },
    ...(payload ? { payload } : {}),
  });
}

let sequence = 0;
const byTaxNumber = new Map<string, TCounterparty>();
/** The counterparty with this tax number, or a new one with a VKN of its own (not an e-Fatura user). */
async function newCounterparty(taxNumber?: string): Promise<TCounterparty> {
  const known = taxNumber === undefined ? undefined : byTaxNumber.get(taxNumber);
  if (known) return known;
  sequence += 1;
  const response = await call(customer, 'POST', '/counterparties', {
    payload: {
      name: `Alıcı ${sequence} A.Ş.`,
      tax_number: taxNumber ?? testVkn(sequence),
      kind: 'customer',
      city: 'Ankara',
      district: 'Çankaya',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const made: TCounterparty = response.json().result;
  if (taxNumber !== undefined) byTaxNumber.set(taxNumber, made);
  return made;
}

async function issuedInvoice(
  counterpartyId: number,
  overrides: Partial<TSalesInvoiceRequest> = {},
): Promise<TSalesInvoice> {
  const draft = await call(customer, 'POST', '/sales-invoices', {
    payload: {
      counterparty_id: counterpartyId,
      issue_date: '2026-11-16',
      due_date: '2026-12-16',
      lines: [
        { name: 'Yazılım lisansı', quantity: 2, unit: 'C62', unit_price: 100_000, kdv_rate: 20 },
        { name: 'Kitap', quantity: 1, unit: 'C62', unit_price: 50_000, kdv_rate: 10 },
      ],
      ...overrides,
    },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await call(customer, 'POST', `/sales-invoices/${draft.json().result.id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().result;
}

const sendInvoice = (invoice: { id: number }, who: TFixtureUser = customer) =>
  call(who, 'POST', `/sales-invoices/${invoice.id}/send`);
const cancelInvoice = (invoice: { id: number }, who: TFixtureUser = customer) =>
  call(who, 'POST', `/sales-invoices/${invoice.id}/cancel`);

async function keptDocuments(uuid: string) {
  return t.app.db.select().from(testIntegratorDocuments).where(eq(testIntegratorDocuments.uuid, uuid));
}

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });
const headerOf = (xml: string) => parser.parse(xml).Invoice;

describe('sending an invoice', () => {
  it('sends it as e-Arşiv to a buyer not on the e-Fatura list, and the integrator keeps the XML', async () => {
    const buyer = await newCounterparty();
    const invoice = await issuedInvoice(buyer.id, { profile: 'TICARIFATURA' });
    expect(invoice.delivery).toBeNull();
    const response = await sendInvoice(invoice);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`Fatura ${invoice.number} e-Arşiv fatura olarak gönderildi.`);
    const sent: TSalesInvoice = response.json().result;
    expect(sent.profile).toBe('EARSIVFATURA');
    expect(sent.delivery).toEqual({
      channel: 'e_arsiv',
      status: 'sent',
      reference: expect.stringMatching(/^TEST-[0-9A-F]{16}$/),
      refusal_code: null,
      refusal: null,
      sent_at: START.toISOString(),
      cancelled_at: null,
    });
    const [kept] = await keptDocuments(invoice.uuid);
    expect(kept).toMatchObject({
      senderTaxNumber: COMPANY_VKN,
      number: invoice.number,
      channel: 'e_arsiv',
      profile: 'EARSIVFATURA',
      receiverTaxNumber: buyer.tax_number,
      reference: sent.delivery?.reference,
    });
    expect(headerOf(kept?.xml ?? '')).toMatchObject({
      ProfileID: 'EARSIVFATURA',
      UUID: invoice.uuid,
      ID: invoice.number,
    });
    // The XML the invoice gives is the one that was sent.
    const download = await call(customer, 'GET', `/sales-invoices/${invoice.id}/xml`);
    expect(download.body).toBe(kept?.xml);
    const list = (await call(customer, 'GET', '/sales-invoices?per_page=100')).json().result.data;
    expect(list.find((row: TSalesInvoice) => row.id === invoice.id).delivery.status).toBe('sent');
  });

  it('sends it as an e-Fatura to a registered user, under the profile the invoice states', async () => {
    const buyer = await newCounterparty(REGISTERED);
    const commercial = await issuedInvoice(buyer.id, { profile: 'TICARIFATURA' });
    const basic = await issuedInvoice(buyer.id);
    const first = await sendInvoice(commercial);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(`Fatura ${commercial.number} e-Fatura olarak gönderildi.`);
    expect(first.json().result).toMatchObject({
      profile: 'TICARIFATURA',
      delivery: { channel: 'e_fatura', status: 'sent' },
    });
    // An invoice drafted as e-Arşiv goes out as a basic e-Fatura.
    const second = await sendInvoice(basic);
    expect(second.json().result).toMatchObject({
      profile: 'TEMELFATURA',
      delivery: { channel: 'e_fatura', status: 'sent' },
    });
    const kept = [...(await keptDocuments(commercial.uuid)), ...(await keptDocuments(basic.uuid))];
    expect(kept.map((document) => [document.channel, headerOf(document.xml).ProfileID])).toEqual([
      ['e_fatura', 'TICARIFATURA'],
      ['e_fatura', 'TEMELFATURA'],
    ]);
  });

  it('keeps XML that validates against the UBL 2.1 schema, with the profile of its channel', async () => {
    const sent = [];
    for (const taxNumber of [undefined, REGISTERED]) {
      const invoice = await issuedInvoice((await newCounterparty(taxNumber)).id, {
        lines: [
          {
            name: 'Danışmanlık',
            quantity: 1,
            unit: 'HUR',
            unit_price: 300_000,
            kdv_rate: 20,
            withholding_code: '602',
          },
          {
            name: 'İhracat',
            quantity: 2,
            unit: 'C62',
            unit_price: 10_000,
            kdv_rate: 0,
            exemption_code: '301',
          },
        ],
      });
      expect((await sendInvoice(invoice)).statusCode).toBe(200);
      sent.push(...(await keptDocuments(invoice.uuid)));
    }
    const documents = sent;
    expect(documents.map((document) => document.channel)).toEqual(['e_arsiv', 'e_fatura']);
    for (const document of documents) {
      const profile = headerOf(document.xml).ProfileID;
      expect(document.channel === 'e_arsiv' ? ['EARSIVFATURA'] : ['TEMELFATURA', 'TICARIFATURA']).toContain(
        profile,
      );
    }
    expect(await ublSchemaErrors(documents.map((document) => document.xml)), 'xmllint').toBe('');
  });

  it('answers 409 to a second send, and to a draft or a cancelled invoice', async () => {
    const buyer = await newCounterparty();
    const invoice = await issuedInvoice(buyer.id);
    expect((await sendInvoice(invoice)).statusCode).toBe(200);
    const again = await sendInvoice(invoice);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bu fatura gönderildi; ikinci kez gönderilemez.');
    expect(await keptDocuments(invoice.uuid)).toHaveLength(1);
    const cancelled = await issuedInvoice(buyer.id);
    expect((await cancelInvoice(cancelled)).statusCode).toBe(200);
    expect((await sendInvoice(cancelled)).statusCode).toBe(409);
    const draft = await call(customer, 'POST', '/sales-invoices', {
      payload: {
        counterparty_id: buyer.id,
        issue_date: '2026-11-16',
        due_date: '2026-12-16',
        lines: [{ name: 'Danışmanlık', quantity: 1, unit_price: 10_000, kdv_rate: 20 }],
      },
    });
    expect((await sendInvoice(draft.json().result)).statusCode).toBe(409);
  });

  it('records a refusal with its reason, and sends the invoice again once mended', async () => {
    const buyer = await newCounterparty();
    const invoice = await issuedInvoice(buyer.id);
    // Another document of the company's was sent under this number from elsewhere.
    await t.app.db.insert(testIntegratorDocuments).values({
      uuid: '0b7a4c1e-3f52-4d8e-9a61-2c5e8f9d0a13',
      senderTaxNumber: COMPANY_VKN,
      number: invoice.number ?? '',
      channel: 'e_arsiv',
      profile: 'EARSIVFATURA',
      receiverTaxNumber: null,
      xml: '<Invoice/>',
      reference: 'TEST-ELSEWHERE',
      receivedAt: START,
    });
    const refused = await sendInvoice(invoice);
    expect(refused.statusCode).toBe(422);
    const reason =
      'Entegratör faturayı reddetti: bu fatura numarasıyla daha önce başka bir fatura gönderilmiş.';
    expect(refused.json().message).toBe(reason);
    const read = (await call(customer, 'GET', `/sales-invoices/${invoice.id}`)).json().result;
    expect(read.delivery).toMatchObject({
      channel: 'e_arsiv',
      status: 'refused',
      refusal_code: 'duplicate_number',
      refusal: reason,
      reference: null,
    });
    await t.app.db
      .delete(testIntegratorDocuments)
      .where(eq(testIntegratorDocuments.reference, 'TEST-ELSEWHERE'));
    const retried = await sendInvoice(invoice);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().result.delivery).toMatchObject({
      status: 'sent',
      refusal_code: null,
      refusal: null,
    });
  });

  it('is refused (duplicate ETTN) when another sender used the invoice’s ETTN', async () => {
    const buyer = await newCounterparty();
    const invoice = await issuedInvoice(buyer.id);
    await t.app.db.insert(testIntegratorDocuments).values({
      uuid: invoice.uuid,
      senderTaxNumber: '4444444444',
      number: 'XYZ2026000000001',
      channel: 'e_arsiv',
      profile: 'EARSIVFATURA',
      receiverTaxNumber: null,
      xml: '<Invoice/>',
      reference: 'TEST-OTHER-SENDER',
      receivedAt: START,
    });
    const refused = await sendInvoice(invoice);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().result).toBeUndefined();
    const read = (await call(customer, 'GET', `/sales-invoices/${invoice.id}`)).json().result;
    expect(read.delivery).toMatchObject({ status: 'refused', refusal_code: 'duplicate_uuid' });
  });

  it('waits out an answer that never came, then asks the integrator instead of sending twice', async () => {
    const buyer = await newCounterparty(UNANSWERED_RECEIVER);
    const invoice = await issuedInvoice(buyer.id);
    const lost = await sendInvoice(invoice);
    expect(lost.statusCode).toBe(503);
    const read = (await call(customer, 'GET', `/sales-invoices/${invoice.id}`)).json().result;
    expect(read.delivery).toMatchObject({ status: 'sending', reference: null });
    const meanwhile = await sendInvoice(invoice);
    expect(meanwhile.statusCode).toBe(409);
    expect((await cancelInvoice(invoice)).statusCode).toBe(409);
    now = new Date(START.getTime() + SEND_CLAIM_HOLD_MS);
    const resolved = await sendInvoice(invoice);
    expect(resolved.statusCode, resolved.body).toBe(200);
    const kept = await keptDocuments(invoice.uuid);
    expect(kept).toHaveLength(1);
    expect(resolved.json().result.delivery).toMatchObject({ status: 'sent', reference: kept[0]?.reference });
  });

  it("needs the company's tax number", async () => {
    const company = await createCompany(t.app.db, [customer.id], { status: 4, name: 'Vergisiz Ltd' });
    const counterparty = await call(customer, 'POST', '/counterparties', {
      company,
      payload: { name: 'Alıcı', tax_number: testVkn(9_999), kind: 'customer' },
    });
    const draft = await call(customer, 'POST', '/sales-invoices', {
      company,
      payload: {
        counterparty_id: counterparty.json().result.id,
        issue_date: '2026-11-16',
        due_date: '2026-12-16',
        lines: [{ name: 'Danışmanlık', quantity: 1, unit_price: 10_000, kdv_rate: 20 }],
      },
    });
    const id = draft.json().result.id;
    expect((await call(customer, 'POST', `/sales-invoices/${id}/issue`, { company })).statusCode).toBe(200);
    const refused = await call(customer, 'POST', `/sales-invoices/${id}/send`, { company });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/vergi numarası gerekli/);
  });

  it("stops at the company's daily budget of sends, before the integrator is asked", async () => {
    const buyer = await newCounterparty();
    const invoice = await issuedInvoice(buyer.id);
    const budget = { name: 'einvoiceSendsPerCompany', key: `account:${accountId}` } as const;
    // The rest of the day's budget spent (the sends above took their share).
    for (let spent = 0; spent < t.app.rateLimiter.limits[budget.name].max; spent += 1) {
      await t.app.rateLimiter.consume(budget.name, budget.key).catch(() => undefined);
    }
    try {
      const refused = await sendInvoice(invoice);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/en çok e-faturayı gönderdi/);
      expect(await keptDocuments(invoice.uuid)).toEqual([]);
      expect(
        (await call(customer, 'GET', `/sales-invoices/${invoice.id}`)).json().result.delivery,
      ).toBeNull();
    } finally {
      await t.app.rateLimiter.reset(budget.name, budget.key);
    }
  });
});

describe('cancelling a sent invoice', () => {
  it('cancels a sent e-Arşiv invoice at the integrator first, on the eighth day after it was sent', async () => {
    const buyer = await newCounterparty();
    const invoice = await issuedInvoice(buyer.id);
    expect((await sendInvoice(invoice)).statusCode).toBe(200);
    // 24 November, 23:30 in Istanbul.
    now = new Date('2026-11-24T20:30:00Z');
    const response = await cancelInvoice(invoice);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      `e-Arşiv fatura ${invoice.number} entegratörde iptal edildi; faturanın defter kayıtları silindi.`,
    );
    expect(response.json().result).toMatchObject({
      status: 'cancelled',
      delivery: { status: 'cancelled', cancelled_at: now.toISOString() },
    });
    expect((await keptDocuments(invoice.uuid))[0]?.cancelledAt?.toISOString()).toBe(now.toISOString());
    const entries = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.salesInvoiceId, invoice.id));
    expect(entries).toEqual([]);
  });

  it('changes nothing when the integrator refuses: after the window, a return invoice instead', async () => {
    const buyer = await newCounterparty();
    const invoice = await issuedInvoice(buyer.id);
    expect((await sendInvoice(invoice)).statusCode).toBe(200);
    // 25 November, 00:30 in Istanbul: the ninth day.
    now = new Date('2026-11-24T21:30:00Z');
    const refused = await cancelInvoice(invoice);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/8 gün içinde iptal edilebilir/);
    const read = (await call(customer, 'GET', `/sales-invoices/${invoice.id}`)).json().result;
    expect(read).toMatchObject({ status: 'issued', delivery: { status: 'sent', cancelled_at: null } });
    expect((await keptDocuments(invoice.uuid))[0]?.cancelledAt).toBeNull();
  });

  it('refuses to cancel a sent e-Fatura, and sends its return invoice instead', async () => {
    const buyer = await newCounterparty(OTHER_REGISTERED);
    const invoice = await issuedInvoice(buyer.id, { profile: 'TICARIFATURA' });
    expect((await sendInvoice(invoice)).statusCode).toBe(200);
    const refused = await cancelInvoice(invoice);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Bu fatura e-Fatura olarak gönderildi ve e-Fatura iptal edilemez. Bunun yerine iade faturası düzenleyin.',
    );
    expect(await keptDocuments(invoice.uuid)).toMatchObject([{ cancelledAt: null }]);
    const returned = await call(customer, 'POST', `/sales-invoices/${invoice.id}/return`, { payload: {} });
    expect(returned.statusCode, returned.body).toBe(201);
    const returnInvoice: TSalesInvoice = returned.json().result;
    expect(returnInvoice.delivery).toBeNull();
    const sent = await sendInvoice(returnInvoice);
    expect(sent.statusCode, sent.body).toBe(200);
    // GİB allows no IADE invoice under TICARIFATURA: a return is a basic e-Fatura.
    expect(sent.json().result).toMatchObject({
      type: 'IADE',
      profile: 'TEMELFATURA',
      delivery: { channel: 'e_fatura', status: 'sent' },
    });
    const [kept] = await keptDocuments(returnInvoice.uuid);
    const header = headerOf(kept?.xml ?? '');
    expect(header).toMatchObject({ ProfileID: 'TEMELFATURA', InvoiceTypeCode: 'IADE' });
    expect(header.BillingReference.InvoiceDocumentReference.ID).toBe(invoice.number);
    expect(await ublSchemaErrors([kept?.xml ?? '']), 'xmllint').toBe('');
  });

  it("audits a staff member's send and cancel", async () => {
    const buyer = await newCounterparty();
    const invoice = await issuedInvoice(buyer.id);
    expect((await sendInvoice(invoice, advisor)).statusCode).toBe(200);
    expect((await cancelInvoice(invoice, advisor)).statusCode).toBe(200);
    const entries = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'sales_invoice'), eq(auditLogs.subjectId, invoice.id)))
      .orderBy(auditLogs.id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.accountId])).toEqual([
      ['sales_invoice.sent', advisor.id, accountId],
      ['sales_invoice.cancelled_at_integrator', advisor.id, accountId],
    ]);
  });
});

describe('the test integrator', () => {
  const integrator = () => testIntegrator(t.app);
  const xmlOf = (profile: string, uuid: string, number: string, type = 'SATIS') =>
    `<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:ProfileID>${profile}</cbc:ProfileID><cbc:ID>${number}</cbc:ID><cbc:UUID>${uuid}</cbc:UUID><cbc:InvoiceTypeCode>${type}</cbc:InvoiceTypeCode></Invoice>`;
  let count = 0;
  function document(overrides: Partial<TSendDocument> = {}): TSendDocument {
    count += 1;
    const uuid = `7d3f2a10-0000-4000-8000-${String(count).padStart(12, '0')}`;
    const number = `TST2026${String(count).padStart(9, '0')}`;
    const profile = overrides.profile ?? 'EARSIVFATURA';
    return {
      channel: 'e_arsiv',
      uuid,
      number,
      profile,
      senderTaxNumber: '5555555553',
      receiverTaxNumber: null,
      receiverAlias: null,
      xml: xmlOf(profile, overrides.uuid ?? uuid, overrides.number ?? number),
      ...overrides,
    };
  }

  it('finds the registered e-Fatura users of its list, and no one else', async () => {
    expect(TEST_EINVOICE_USERS.map((user) => user.taxNumber)).toEqual(
      expect.arrayContaining([REGISTERED, OTHER_REGISTERED]),
    );
    expect(await integrator().findUser(REGISTERED)).toMatchObject({
      alias: expect.stringMatching(/^urn:mail:/),
    });
    expect(await integrator().findUser('4444444444')).toBeNull();
  });

  it('refuses an e-Fatura to a tax number not on the list, and an e-Arşiv invoice to one on it', async () => {
    const toStranger = document({
      channel: 'e_fatura',
      profile: 'TEMELFATURA',
      receiverTaxNumber: '4444444444',
    });
    expect(await integrator().send(toStranger)).toMatchObject({
      ok: false,
      refusal: 'receiver_not_registered',
    });
    const toUser = document({ receiverTaxNumber: '1111111114' });
    expect(await integrator().send(toUser)).toMatchObject({
      ok: false,
      refusal: 'receiver_is_e_fatura_user',
    });
  });

  it('refuses a document that is not what the call declares', async () => {
    const malformed = { ...document(), xml: '<Invoice><cbc:ID>' };
    const wrongProfile = { ...document(), profile: 'TEMELFATURA' as const };
    const returnUnderCommercial = document({ channel: 'e_fatura', receiverTaxNumber: '1111111114' });
    returnUnderCommercial.profile = 'TICARIFATURA';
    returnUnderCommercial.xml = xmlOf(
      'TICARIFATURA',
      returnUnderCommercial.uuid,
      returnUnderCommercial.number,
      'IADE',
    );
    for (const refused of [malformed, wrongProfile, returnUnderCommercial]) {
      expect(await integrator().send(refused)).toMatchObject({ ok: false, refusal: 'invalid_document' });
    }
  });

  it('takes an ETTN once, and a number once per sender', async () => {
    const first = document();
    expect(await integrator().send(first)).toMatchObject({ ok: true, reference: expect.any(String) });
    const sameUuid = document({ uuid: first.uuid, senderTaxNumber: '4444444444' });
    expect(await integrator().send(sameUuid)).toMatchObject({ ok: false, refusal: 'duplicate_uuid' });
    const sameNumber = document({ number: first.number });
    expect(await integrator().send(sameNumber)).toMatchObject({ ok: false, refusal: 'duplicate_number' });
    const otherSender = document({ number: first.number, senderTaxNumber: '4444444444' });
    expect(await integrator().send(otherSender)).toMatchObject({ ok: true });
  });

  it('cancels only its own e-Arşiv invoices, once, within the window', async () => {
    const sender = { senderTaxNumber: '5555555553' };
    expect(
      await integrator().cancel({ ...sender, uuid: '7d3f2a10-0000-4000-8000-999999999999' }),
    ).toMatchObject({
      refusal: 'not_found',
    });
    const eFatura = document({
      channel: 'e_fatura',
      profile: 'TEMELFATURA',
      receiverTaxNumber: '1111111114',
    });
    expect(await integrator().send(eFatura)).toMatchObject({ ok: true });
    expect(await integrator().cancel({ ...sender, uuid: eFatura.uuid })).toMatchObject({
      refusal: 'e_fatura_not_cancellable',
    });
    const eArsiv = document();
    expect(await integrator().send(eArsiv)).toMatchObject({ ok: true });
    expect(await integrator().cancel({ senderTaxNumber: '4444444444', uuid: eArsiv.uuid })).toMatchObject({
      refusal: 'not_found',
    });
    expect(await integrator().cancel({ ...sender, uuid: eArsiv.uuid })).toEqual({ ok: true });
    expect(await integrator().cancel({ ...sender, uuid: eArsiv.uuid })).toMatchObject({
      refusal: 'already_cancelled',
    });
    expect(await integrator().status({ ...sender, uuid: eArsiv.uuid })).toMatchObject({ state: 'cancelled' });
    const late = document();
    expect(await integrator().send(late)).toMatchObject({ ok: true });
    now = new Date('2026-11-25T09:00:00Z');
    expect(await integrator().cancel({ ...sender, uuid: late.uuid })).toMatchObject({
      refusal: 'cancel_window_passed',
    });
  });
});
