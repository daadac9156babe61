import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import type {
  TAuthorisedRecipient,
  TForwardingAddress,
  TOfficeRules,
} from '@portal/contracts/office/office-rules';
import type { TShipment } from '@portal/contracts/office/office-shipments';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLines } from '../../db/schema/accounts.ts';
import { officeAuthorisedRecipients } from '../../db/schema/office-line.ts';
import { officeUsage } from '../../db/schema/office-usage.ts';
import { bearer, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { multipartBody } from '../../test/multipart-helpers.ts';
import { recordShipment } from '../../test/office-mail-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const EN = MESSAGE_CATALOGUES.en.api;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

let now = new Date('2026-11-25T09:00:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let secretary: TFixtureUser;
let stranger: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  [customer, secretary, stranger] = await Promise.all([
    createUserWithRole(t.app.db, 'customer', { name: 'Ayşe Müşteri' }),
    createUserWithRole(t.app.db, 'secretary', { name: 'Selin Sekreter' }),
    createUserWithRole(t.app.db, 'customer'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A company of the customer whose office line runs, served by the secretary. */
async function officeCompany(): Promise<number> {
  const id = await createCompany(t.app.db, [customer.id, secretary.id], { status: 4 });
  await t.app.db
    .insert(accountLines)
    .values({ accountId: id, brandId: PRODUCT_TYPES.office, status: LINE_STATUSES.active });
  return id;
}

function call(
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(who.token), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

const ISTANBUL_ADDRESS = {
  label: 'Merkez',
  recipient: 'Ayşe Müşteri',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighbourhood: 'Caferağa',
  street: 'Moda Cad. No: 12 D: 3',
  postal_code: '34710',
};

async function addAddress(accountId: number): Promise<TForwardingAddress> {
  const res = await call(
    customer,
    'POST',
    `/api/accounts/${accountId}/forwarding-addresses`,
    ISTANBUL_ADDRESS,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

/** The desk records an item a minute after the last one. */
function record(accountId: number, kind: string, sender: string): Promise<TShipment> {
  now = new Date(now.getTime() + 60_000);
  return recordShipment(t.app, secretary.token, accountId, { kind, sender });
}

describe('standing mail rules', () => {
  it('the desk applies them as it records: letters scanned and parcels forwarded without the customer asking', async () => {
    const accountId = await officeCompany();
    const address = await addAddress(accountId);
    expect(address.text).toBe('Ayşe Müşteri, Caferağa Mah. Moda Cad. No: 12 D: 3, 34710 Kadıköy/İstanbul');

    const saved = await call(customer, 'PUT', `/api/accounts/${accountId}/office-rules`, {
      rules: [
        { kind: 'letter', action: 'scan' },
        { kind: 'parcel', action: 'forward', forwarding_address_id: address.id },
      ],
      forwarding_weekday: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rules: TOfficeRules = saved.json().result;
    expect(rules.forwarding_weekday).toBe(3);
    expect(rules.rules.map((rule) => [rule.kind, rule.action, rule.forwarding_address_id])).toEqual([
      ['letter', 'scan', null],
      ['parcel', 'forward', address.id],
    ]);

    const first = await record(accountId, 'letter', 'Kadıköy Vergi Dairesi');
    const second = await record(accountId, 'letter', 'Garanti BBVA');
    const parcel = await record(accountId, 'parcel', 'Trendyol');
    for (const letter of [first, second]) {
      expect(letter.status).toBe('scan_requested');
      expect(letter.rule_id).toBe(rules.rules[0]?.id);
      expect(letter.requests).toMatchObject([{ action: 'scan', status: 'requested', by_rule: true }]);
    }
    expect(parcel.status).toBe('forward_requested');
    expect(parcel.requests[0]).toMatchObject({ action: 'forward', address: address.text, by_rule: true });

    // The desk scans a letter (three pages): the scan counts against the packet's allowance.
    const queue = await call(secretary, 'GET', '/api/office/queue');
    const scan = queue.json().result.find((item: { shipment_id: number }) => item.shipment_id === first.id);
    const form = new FormData();
    form.append('pages', '3');
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'scan.pdf');
    const body = await multipartBody(form);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/office/queue/${scan.request_id}/done`,
      headers: { ...bearer(secretary.token), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(done.statusCode, done.body).toBe(200);
    const usage = await t.app.db.select().from(officeUsage).where(eq(officeUsage.accountId, accountId));
    expect(usage).toMatchObject([
      { kind: 'scan', quantity: 1, feeUnits: 3, source: `shipment:${first.id}:scan` },
    ]);
  });

  it("gives way to the customer's own choice for an item before the desk acts", async () => {
    const accountId = await officeCompany();
    await call(customer, 'PUT', `/api/accounts/${accountId}/office-rules`, {
      rules: [{ kind: null, action: 'scan' }],
      forwarding_weekday: 5,
    });
    const letter = await record(accountId, 'letter', 'Noter');
    const res = await call(customer, 'POST', `/api/accounts/${accountId}/shipments/${letter.id}/requests`, {
      action: 'hold',
    });
    expect(res.statusCode, res.body).toBe(201);
    const held: TShipment = res.json().result;
    expect(held.status).toBe('hold_requested');
    expect(held.requests).toMatchObject([{ action: 'hold', by_rule: false }]);
    // A rule for every kind that scans leaves a parcel to the customer.
    expect((await record(accountId, 'parcel', 'Hepsiburada')).status).toBe('received');
  });

  it('matches the sender, and never shreds an official notice unopened', async () => {
    const accountId = await officeCompany();
    await call(customer, 'PUT', `/api/accounts/${accountId}/office-rules`, {
      rules: [
        { kind: 'letter', sender_contains: 'banka', action: 'shred' },
        { kind: null, action: 'shred' },
      ],
      forwarding_weekday: 5,
    });
    expect((await record(accountId, 'letter', 'Ziraat BANKASI')).status).toBe('shred_requested');
    expect((await record(accountId, 'official_notice', 'İcra Dairesi')).status).toBe('received');
  });

  it('refuses a forwarding rule without a saved address, a scanned parcel and an address of no rule of its own', async () => {
    const accountId = await officeCompany();
    const other = await officeCompany();
    const foreign = await addAddress(other);
    const res = await call(customer, 'PUT', `/api/accounts/${accountId}/office-rules`, {
      rules: [
        { kind: 'parcel', action: 'forward' },
        { kind: 'parcel', action: 'scan' },
      ],
      forwarding_weekday: 5,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'rules.0.forwarding_address_id': [EN['office.rules.addressRequired']],
      'rules.1.action': [EN['office.rules.parcelNotScanned']],
    });
    const unknown = await call(customer, 'PUT', `/api/accounts/${accountId}/office-rules`, {
      rules: [{ kind: 'parcel', action: 'forward', forwarding_address_id: foreign.id }],
      forwarding_weekday: 5,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['rules.0.forwarding_address_id']).toEqual([
      EN['office.rules.addressUnknown'],
    ]);
    expect(
      (
        await call(customer, 'PUT', `/api/accounts/${accountId}/office-rules`, {
          rules: [],
          forwarding_weekday: 6,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('is set by the company’s customers only: the desk reads it, another company is not found', async () => {
    const accountId = await officeCompany();
    const body = { rules: [{ kind: 'letter', action: 'scan' }], forwarding_weekday: 5 };
    expect((await call(secretary, 'PUT', `/api/accounts/${accountId}/office-rules`, body)).statusCode).toBe(
      403,
    );
    expect((await call(secretary, 'GET', `/api/accounts/${accountId}/office-rules`)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', `/api/accounts/${accountId}/office-rules`)).statusCode).toBe(404);
  });
});

describe('forwarding addresses', () => {
  it('keeps an address a rule forwards to until the rule changes', async () => {
    const accountId = await officeCompany();
    const address = await addAddress(accountId);
    await call(customer, 'PUT', `/api/accounts/${accountId}/office-rules`, {
      rules: [{ kind: 'parcel', action: 'forward', forwarding_address_id: address.id }],
      forwarding_weekday: 5,
    });
    const url = `/api/accounts/${accountId}/forwarding-addresses/${address.id}`;
    const refused = await call(customer, 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EN['office.rules.addressInUse']);
    await call(customer, 'PUT', `/api/accounts/${accountId}/office-rules`, {
      rules: [],
      forwarding_weekday: 5,
    });
    expect((await call(customer, 'DELETE', url)).statusCode).toBe(200);
    expect((await call(customer, 'DELETE', url)).statusCode).toBe(404);
    expect(
      (await call(customer, 'GET', `/api/accounts/${accountId}/forwarding-addresses`)).json().result,
    ).toEqual([]);
  });

  it('checks each field', async () => {
    const accountId = await officeCompany();
    const res = await call(customer, 'POST', `/api/accounts/${accountId}/forwarding-addresses`, {
      ...ISTANBUL_ADDRESS,
      street: '',
      postal_code: '347',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['postal_code', 'street']);
  });
});

describe('authorised recipients', () => {
  it('keeps the national ID only as a keyed hash and its last digits, once per person', async () => {
    const accountId = await officeCompany();
    const url = `/api/accounts/${accountId}/authorised-recipients`;
    const res = await call(customer, 'POST', url, { full_name: 'Mehmet Kurye', national_id: '10000000146' });
    expect(res.statusCode, res.body).toBe(201);
    const recipient: TAuthorisedRecipient = res.json().result;
    expect(recipient.national_id_masked).toBe('••••••••146');
    const [row] = await t.app.db
      .select()
      .from(officeAuthorisedRecipients)
      .where(eq(officeAuthorisedRecipients.id, recipient.id));
    expect(row?.nationalIdHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('10000000146');

    const again = await call(customer, 'POST', url, { full_name: 'M. Kurye', national_id: '10000000146' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EN['office.rules.recipientExists']);
    const invalid = await call(customer, 'POST', url, { full_name: 'Ali', national_id: '10000000147' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.national_id).toBeDefined();
    expect(
      (await call(secretary, 'POST', url, { full_name: 'Ali', national_id: '12345678950' })).statusCode,
    ).toBe(403);
    expect((await call(customer, 'DELETE', `${url}/${recipient.id}`)).statusCode).toBe(200);
    expect((await call(customer, 'GET', url)).json().result).toEqual([]);
  });
});

describe('collection at the desk', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('IHDR'),
  ]);

  async function collect(
    accountId: number,
    shipmentId: number,
    fields: Record<string, string>,
    photo = true,
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (photo) form.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'signature.png');
    const body = await multipartBody(form);
    return t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/shipments/${shipmentId}/collection`,
      headers: { ...bearer(secretary.token), 'accept-language': 'en', 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  it('hands an item only to an authorised person whose ID card number matches, once', async () => {
    const accountId = await officeCompany();
    const added = await call(customer, 'POST', `/api/accounts/${accountId}/authorised-recipients`, {
      full_name: 'Mehmet Kurye',
      national_id: '12345678950',
    });
    const recipientId = String(added.json().result.id);
    const letter = await record(accountId, 'letter', 'Noter');

    const wrong = await collect(accountId, letter.id, {
      recipient_id: recipientId,
      national_id: '10000000146',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.national_id).toEqual([EN['office.shipments.notAuthorised']]);
    const noProof = await collect(
      accountId,
      letter.id,
      { recipient_id: recipientId, national_id: '12345678950' },
      false,
    );
    expect(noProof.statusCode).toBe(422);

    const done = await collect(accountId, letter.id, {
      recipient_id: recipientId,
      national_id: '12345678950',
    });
    expect(done.statusCode, done.body).toBe(200);
    const collected: TShipment = done.json().result;
    expect(collected.status).toBe('collected');
    expect(collected.collected).toEqual({ by: 'Mehmet Kurye', at: now.toISOString() });
    expect(collected.timeline.at(-1)).toMatchObject({ event: 'collected', by: 'Mehmet Kurye' });

    expect(
      (await collect(accountId, letter.id, { recipient_id: recipientId, national_id: '12345678950' }))
        .statusCode,
    ).toBe(409);
    const asked = await call(customer, 'POST', `/api/accounts/${accountId}/shipments/${letter.id}/requests`, {
      action: 'scan',
    });
    expect(asked.statusCode).toBe(409);
  });
});
