import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import type { TOfficeContract } from '@portal/contracts/office/office-contract';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations } from '../../db/schema/accounts.ts';
import { officeContracts } from '../../db/schema/office-contracts.ts';
import { officeLocations, officeLocationTranslations } from '../../db/schema/office-locations.ts';
import { officeAllowances } from '../../db/schema/office-usage.ts';
import { products } from '../../db/schema/products.ts';
import { bearer } from '../../test/auth-helpers.ts';
import {
  createCompany,
  createUserWithRole,
  holdProduct,
  setLineStatus,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// Wednesday 25 November 2026, 12:00 in Istanbul.
let now = new Date('2026-11-25T09:00:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let partner: TFixtureUser;
let stranger: TFixtureUser;
let secretary: TFixtureUser;
let advisor: TFixtureUser;
let admin: TFixtureUser;
let office: { id: number; name: string; address: string };
const folder = mkdtempSync(join(tmpdir(), 'office-contract-'));

beforeAll(async () => {
  t = await buildTestApp(
    { INVOICE_SELLER_VKN: '7330035789', INVOICE_SELLER_TAX_OFFICE: 'Maslak' },
    { now: () => now },
  );
  const db = t.app.db;
  customer = await createUserWithRole(db, 'customer', { name: 'Ayşe Yılmaz' });
  partner = await createUserWithRole(db, 'customer', { name: 'Burak Şahin' });
  stranger = await createUserWithRole(db, 'customer');
  secretary = await createUserWithRole(db, 'secretary', { name: 'Selin Sekreter' });
  advisor = await createUserWithRole(db, 'advisor');
  admin = await createUserWithRole(db, 'admin');
  const [row] = await db
    .select({
      id: officeLocations.id,
      name: officeLocationTranslations.name,
      address: officeLocationTranslations.address,
    })
    .from(officeLocations)
    .innerJoin(officeLocationTranslations, eq(officeLocationTranslations.locationId, officeLocations.id))
    .where(eq(officeLocationTranslations.languageId, 1))
    .orderBy(asc(officeLocations.id))
    .limit(1);
  if (!row) throw new Error('No seeded office location');
  office = row;
});
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

const TAX_NUMBER = '1234567890';

/**
 * A company of the customer (and the secretary who serves its office line) that chose the seeded
 * office in the wizard, holds an office packet and gave its tax details, with its office line in
 * `status`.
 */
async function officeCompany(status: number, name = 'Deniz Yazılım Ltd. Şti.'): Promise<number> {
  const db = t.app.db;
  const accountId = await createCompany(db, [customer.id, partner.id, secretary.id], { status: 4, name });
  await setLineStatus(db, accountId, status, PRODUCT_TYPES.office);
  await holdProduct(db, accountId, PRODUCT_TYPES.office);
  await db.insert(accountInformations).values(
    Object.entries({
      virtual_office_id: String(office.id),
      tax_office: 'Kadıköy',
      tax_number: TAX_NUMBER,
      neighbourhood: 'Caferağa Mah.',
      street: 'Moda Cad.',
      buildingNo: '12',
      doorNo: '3',
      district: 'Kadıköy',
      city: 'İstanbul',
    }).map(([key, value]) => ({ accountId, key, value })),
  );
  return accountId;
}

function call(
  method: 'GET' | 'POST' | 'PUT',
  token: string,
  url: string,
  options: { payload?: object; query?: Record<string, string>; ip?: string; language?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    query: options.query ?? {},
    headers: { ...bearer(token), 'accept-language': options.language ?? 'en' },
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

async function contractOf(token: string, accountId: number, query: Record<string, string> = {}) {
  const res = await call('GET', token, `/api/accounts/${accountId}/office-contract`, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as TOfficeContract;
}

function accept(token: string, accountId: number, ip = '203.0.113.7', language = 'en') {
  return call('POST', token, `/api/accounts/${accountId}/office-contract`, {
    payload: { read_and_accepted: true },
    ip,
    language,
  });
}

const run = promisify(execFile);

/**
 * The PDF's text, as poppler's pdftotext reads it (another reader than the one that wrote it),
 * with its white space folded: lines and pages may break anywhere.
 */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  try {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return stdout.replace(/\s+/g, ' ');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is not installed: apt-get install -y poppler-utils');
    }
    throw error;
  }
}

describe('GET accounts/{id}/office-contract', () => {
  it('says there is no contract before the office line is approved, and produces none', async () => {
    const accountId = await officeCompany(LINE_STATUSES.waitingForApproval);
    expect(await contractOf(customer.token, accountId)).toEqual({ state: 'not_approved', contract: null });
    const kept = await t.app.db
      .select()
      .from(officeContracts)
      .where(eq(officeContracts.accountId, accountId));
    expect(kept).toHaveLength(0);
  });

  it('says what is missing when the approved company has no office chosen', async () => {
    const accountId = await officeCompany(LINE_STATUSES.active);
    await t.app.db
      .update(accountInformations)
      .set({ value: '-' })
      .where(
        and(eq(accountInformations.accountId, accountId), eq(accountInformations.key, 'virtual_office_id')),
      );
    expect(await contractOf(customer.token, accountId)).toEqual({ state: 'missing_details', contract: null });
  });

  it('produces the contract from the firm, the company, the office and the packet once approved, and keeps those terms', async () => {
    const accountId = await officeCompany(LINE_STATUSES.waitingForApproval, 'Ege Danışmanlık A.Ş.');
    // The staff approve the office line as they do on the company's page.
    const approved = await call('PUT', admin.token, `/api/accounts/${accountId}/change-status`, {
      payload: { status: LINE_STATUSES.active, type: PRODUCT_TYPES.office },
      query: { all: '1' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const [packet] = await t.app.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(and(eq(products.brandId, PRODUCT_TYPES.office), eq(products.isMain, true)))
      .orderBy(asc(products.id))
      .limit(1);
    const [allowance] = await t.app.db
      .select()
      .from(officeAllowances)
      .where(eq(officeAllowances.productId, packet?.id ?? 0));

    const view = await contractOf(customer.token, accountId);
    expect(view.state).toBe('ready');
    expect(view.contract).toMatchObject({
      number: `SO-2026-${String(accountId).padStart(6, '0')}`,
      created_at: now.toISOString(),
      accepted_at: null,
      accepted_by: null,
      accepted_ip: null,
      pdf_url: `/api/accounts/${accountId}/office-contract/pdf`,
      address_letter_url: `/api/accounts/${accountId}/office-contract/address-letter`,
    });
    expect(view.contract?.terms).toMatchObject({
      landlord: {
        name: 'Firmaport Bilişim ve Danışmanlık A.Ş.',
        tax_office: 'Maslak',
        tax_number: '7330035789',
        phone: '+90 212 555 44 33',
        email: 'destek@firmaport.com.tr',
      },
      tenant: {
        name: 'Ege Danışmanlık A.Ş.',
        tax_office: 'Kadıköy',
        tax_number: TAX_NUMBER,
        address: 'Caferağa Mah. Moda Cad. 12 3, Kadıköy / İstanbul',
        representative: 'Ayşe Yılmaz',
      },
      office: { id: office.id, name: office.name, address: office.address },
      packet: { id: packet?.id },
      monthly_rent: packet?.price,
      start_date: '2026-11-25',
      term_months: 1,
      auto_renews: true,
      allowance: allowance
        ? {
            calls: allowance.calls,
            scans: allowance.scans,
            forwardings: allowance.forwardings,
            room_hours: allowance.roomHours,
            storage_days: allowance.storageDays,
          }
        : { calls: 0, scans: 0, forwardings: 0, room_hours: 0, storage_days: 0 },
    });

    // A later change of the company's details leaves the contract as it was produced.
    await t.app.db
      .update(accountInformations)
      .set({ value: 'Üsküdar' })
      .where(and(eq(accountInformations.accountId, accountId), eq(accountInformations.key, 'tax_office')));
    now = new Date('2026-11-26T09:00:00Z');
    const later = await contractOf(customer.token, accountId);
    expect(later.contract?.terms.tenant.tax_office).toBe('Kadıköy');
    expect(later.contract?.terms.start_date).toBe('2026-11-25');
  });

  it('is read by the staff serving the office line, not by another company’s customer nor other staff', async () => {
    const accountId = await officeCompany(LINE_STATUSES.active);
    expect((await contractOf(secretary.token, accountId)).state).toBe('ready');
    expect((await contractOf(admin.token, accountId, { all: '1' })).state).toBe('ready');
    const foreign = await call('GET', stranger.token, `/api/accounts/${accountId}/office-contract`);
    expect(foreign.statusCode).toBe(404);
    const unassigned = await call('GET', advisor.token, `/api/accounts/${accountId}/office-contract`);
    expect(unassigned.statusCode).toBe(404);
  });
});

describe('POST accounts/{id}/office-contract', () => {
  it('refuses while the office line is not approved, with a translated message', async () => {
    const accountId = await officeCompany(LINE_STATUSES.waitingForApproval);
    const en = await accept(customer.token, accountId);
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      'The virtual office contract is prepared once your office application is approved; it has not been approved yet.',
    );
    const tr = await accept(customer.token, accountId, '203.0.113.7', 'tr');
    expect(tr.statusCode).toBe(409);
    expect(tr.json().message).toBe(
      'Sanal ofis sözleşmesi, ofis başvurunuz onaylandıktan sonra hazırlanır; başvurunuz henüz onaylanmadı.',
    );
  });

  it('refuses when the contract cannot be produced', async () => {
    const accountId = await officeCompany(LINE_STATUSES.active);
    await t.app.db
      .delete(accountInformations)
      .where(
        and(eq(accountInformations.accountId, accountId), eq(accountInformations.key, 'virtual_office_id')),
      );
    const res = await accept(customer.token, accountId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('no chosen office');
  });

  it('needs the confirmation that the contract was read', async () => {
    const accountId = await officeCompany(LINE_STATUSES.active);
    const res = await call('POST', customer.token, `/api/accounts/${accountId}/office-contract`, {
      payload: { read_and_accepted: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.read_and_accepted).toEqual([
      'Please confirm that you have read the contract and accept it.',
    ]);
  });

  it('records the time, the IP address and the person once; a second acceptance answers the first', async () => {
    now = new Date('2026-11-27T11:30:00Z');
    const accountId = await officeCompany(LINE_STATUSES.active);
    const first = await accept(customer.token, accountId, '198.51.100.23');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(
      'You have accepted the contract; the time and your IP address are recorded.',
    );
    const accepted = first.json().result as TOfficeContract;
    expect(accepted.state).toBe('accepted');
    expect(accepted.contract).toMatchObject({
      accepted_at: '2026-11-27T11:30:00.000Z',
      accepted_ip: '198.51.100.23',
      accepted_by: { id: customer.id, name: 'Ayşe Yılmaz' },
    });

    now = new Date('2026-11-28T08:00:00Z');
    const again = await accept(partner.token, accountId, '192.0.2.99');
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(accepted);
    const rows = await t.app.db
      .select()
      .from(officeContracts)
      .where(eq(officeContracts.accountId, accountId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ acceptedIp: '198.51.100.23', acceptedBy: customer.id });
  });

  it('is the customers’ own act: staff cannot accept it for them, another company’s customer finds nothing', async () => {
    const accountId = await officeCompany(LINE_STATUSES.active);
    for (const [who, query] of [
      [secretary, {}],
      [admin, { all: '1' }],
      [admin, { user_id: String(customer.id) }],
    ] as const) {
      const res = await call('POST', who.token, `/api/accounts/${accountId}/office-contract`, {
        payload: { read_and_accepted: true },
        query,
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(
        "Only the company's own users can accept the contract; staff cannot accept it on a customer's behalf.",
      );
    }
    expect((await accept(stranger.token, accountId)).statusCode).toBe(404);
    expect((await contractOf(customer.token, accountId)).contract?.accepted_at).toBeNull();
  });
});

describe('the contract and the address-use letter as PDFs', () => {
  it('writes the contract in Turkish with both parties, the office and the price, and the acceptance once given', async () => {
    now = new Date('2026-11-25T09:00:00Z');
    const accountId = await officeCompany(LINE_STATUSES.active, 'Çınar Gıda Ticaret Ltd. Şti.');
    const before = await call('GET', customer.token, `/api/accounts/${accountId}/office-contract/pdf`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['content-type']).toBe('application/pdf');
    expect(before.headers['content-disposition']).toBe(
      `attachment; filename="SO-2026-${String(accountId).padStart(6, '0')}.pdf"`,
    );
    const draft = await pdfText(before.rawPayload);
    expect(draft).toContain('SANAL OFİS KİRA SÖZLEŞMESİ');
    expect(draft).toContain('Çınar Gıda Ticaret Ltd. Şti.');
    expect(draft).toContain(TAX_NUMBER);
    expect(draft).toContain('Firmaport Bilişim ve Danışmanlık A.Ş.');
    // The landlord's contact, from the seller configuration.
    expect(draft).toContain('Telefon: +90 212 555 44 33');
    expect(draft).toContain('E-posta: destek@firmaport.com.tr');
    expect(draft).toContain(office.address);
    expect(draft).toContain('+ KDV');
    expect(draft).toContain('henüz KİRACI tarafından kabul edilmemiştir');
    expect(draft).not.toContain('KABUL EDİLDİ');

    now = new Date('2026-11-25T11:05:00Z');
    expect((await accept(customer.token, accountId, '198.51.100.40')).statusCode).toBe(200);
    const after = await call('GET', secretary.token, `/api/accounts/${accountId}/office-contract/pdf`);
    const signed = await pdfText(after.rawPayload);
    expect(signed).toContain('KABUL EDİLDİ');
    expect(signed).toContain('25.11.2026 14:05');
    expect(signed).toContain('198.51.100.40');
    expect(signed).toContain('Ayşe Yılmaz');
  });

  it('gives the address-use letter for the tax office once the contract is accepted', async () => {
    now = new Date('2026-11-25T09:00:00Z');
    const accountId = await officeCompany(LINE_STATUSES.active, 'Kuzey Lojistik A.Ş.');
    const early = await call(
      'GET',
      customer.token,
      `/api/accounts/${accountId}/office-contract/address-letter`,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The address-use letter is given once the contract is accepted; please accept the contract first.',
    );
    expect((await accept(customer.token, accountId)).statusCode).toBe(200);
    const res = await call(
      'GET',
      customer.token,
      `/api/accounts/${accountId}/office-contract/address-letter`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const letter = await pdfText(res.rawPayload);
    expect(letter).toContain('MUVAFAKATNAME');
    expect(letter).toContain('Kadıköy Vergi Dairesi Müdürlüğüne');
    expect(letter).toContain('Kuzey Lojistik A.Ş.');
    expect(letter).toContain(TAX_NUMBER);
    expect(letter).toContain(office.address);
    expect(letter).toContain('muvafakat ederiz');
    expect(letter).toContain('+90 212 555 44 33 · destek@firmaport.com.tr');
  });

  it('answers 409 for the PDF while the office line is not approved', async () => {
    const accountId = await officeCompany(LINE_STATUSES.waitingForApproval);
    const res = await call('GET', customer.token, `/api/accounts/${accountId}/office-contract/pdf`);
    expect(res.statusCode).toBe(409);
  });
});
