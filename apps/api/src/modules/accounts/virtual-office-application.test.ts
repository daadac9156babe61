import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations } from '../../db/schema/accounts.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { createCompany, letStaffSeeAllCompanies, setLineStatus } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

/*
 * Issue 36: an application at one of our virtual offices. The business-info step is checked when
 * it is saved, as its form checks it; the founding is approved only once the office is paid.
 */

const S = ACCOUNT_STATUSES;
let t: TTestApp;
let customer: TSession;
let admin: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  await letStaffSeeAllCompanies(t.app.db);
  [customer, admin] = await Promise.all([registerCustomer(t.app), login(t.app, DEMO.admin, DEMO.password)]);
});
afterAll(async () => {
  await t?.close();
});

const save = (accountId: number, informations: { key: string; value: string }[], language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/informations`,
    payload: { informations },
    headers: { ...bearer(customer.token), 'accept-language': language },
  });

/** A company of the customer whose application is saved up to the personal-info step. */
async function atBusinessStep(): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    payload: { name: 'Adresli Ltd' },
    headers: bearer(customer.token),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().result.id;
  for (const step of ['status', 'packets']) {
    expect((await save(id, [{ key: 'step', value: step }])).statusCode).toBe(200);
  }
  const personal = await save(id, [
    { key: 'identityNo', value: '10000000146' },
    { key: 'birthCity', value: 'İstanbul' },
    { key: 'birthDist', value: 'Kadıköy' },
    { key: 'birthDate', value: '1990-05-17' },
    { key: 'phone', value: '532 111 22 33' },
    { key: 'step', value: 'personal-info' },
  ]);
  expect(personal.statusCode, personal.body).toBe(200);
  return id;
}

describe('saving the business-info step', () => {
  it('asks where the address is first, with the form’s message', async () => {
    const id = await atBusinessStep();
    const res = await save(id, [{ key: 'step', value: 'business-info' }], 'tr');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      address_option: [translate('tr', 'validation.addressOptionRequired')],
    });
  });

  it('needs the virtual office chosen, and nothing of an own address', async () => {
    const id = await atBusinessStep();
    const missing = await save(id, [
      { key: 'address_option', value: 'virtual_office' },
      { key: 'virtual_office_id', value: '-' },
      { key: 'step', value: 'business-info' },
    ]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      virtual_office_id: [translate('en', 'validation.virtualOfficeRequired')],
    });
    const chosen = await save(id, [
      { key: 'address_option', value: 'virtual_office' },
      { key: 'virtual_office_id', value: '1' },
      { key: 'virtual_office_selection', value: 'Kadıköy' },
      { key: 'step', value: 'business-info' },
    ]);
    expect(chosen.statusCode, chosen.body).toBe(200);
  });

  it('needs the own address and its rent, each on its field', async () => {
    const id = await atBusinessStep();
    const res = await save(id, [
      { key: 'address_option', value: 'own' },
      { key: 'city', value: 'İzmir' },
      { key: 'district', value: 'Karşıyaka' },
      { key: 'neighbourhood', value: 'Bostanlı' },
      { key: 'buildingNo', value: '10' },
      { key: 'doorNo', value: '4' },
      { key: 'rental_amount_brut', value: '25.000' },
      { key: 'step', value: 'business-info' },
    ]);
    expect(res.statusCode).toBe(422);
    const required = [translate('en', 'validation.required')];
    expect(res.json().errors).toEqual({
      street: required,
      rental_amount_net: required,
      rental_period: required,
      currency: required,
    });
    // Nothing of the refused save was kept; what is saved before counts with what is sent now.
    const address = await save(id, [
      { key: 'address_option', value: 'own' },
      { key: 'city', value: 'İzmir' },
      { key: 'district', value: 'Karşıyaka' },
      { key: 'neighbourhood', value: 'Bostanlı' },
      { key: 'street', value: 'Cemal Gürsel Caddesi' },
      { key: 'buildingNo', value: '10' },
      { key: 'doorNo', value: '4' },
    ]);
    expect(address.statusCode, address.body).toBe(200);
    const completed = await save(id, [
      { key: 'rental_amount_brut', value: '25.000' },
      { key: 'rental_amount_net', value: '20.000' },
      { key: 'rental_period', value: 'monthly' },
      { key: 'currency', value: 'TRY' },
      { key: 'step', value: 'business-info' },
    ]);
    expect(completed.statusCode, completed.body).toBe(200);
  });
});

describe('approving a company founded at one of our virtual offices', () => {
  async function waitingAtVirtualOffice(addressOption: 'virtual_office' | 'own'): Promise<number> {
    const id = await createCompany(t.app.db, [customer.user.id], { status: S.waitingForApproval });
    await t.app.db.insert(accountInformations).values([
      { accountId: id, key: 'address_option', value: addressOption },
      { accountId: id, key: 'virtual_office_id', value: addressOption === 'own' ? '-' : '1' },
    ]);
    return id;
  }

  const approve = (id: number, language = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${id}/change-status?all=1`,
      payload: { status: S.active, type: PRODUCT_TYPES.accountant },
      headers: { ...bearer(admin.token), 'accept-language': language },
    });

  it('refuses (409) while the office has no line or its packet is not paid, then approves', async () => {
    const id = await waitingAtVirtualOffice('virtual_office');
    const noLine = await approve(id, 'tr');
    expect(noLine.statusCode).toBe(409);
    expect(noLine.json().message).toBe(translate('tr', 'accounts.virtualOfficeUnpaid'));

    await setLineStatus(t.app.db, id, S.applicationInProgress, PRODUCT_TYPES.office);
    const unpaid = await approve(id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(translate('en', 'accounts.virtualOfficeUnpaid'));

    // Paid: the office waits for its own approval, and the founding may be approved.
    await setLineStatus(t.app.db, id, S.waitingForApproval, PRODUCT_TYPES.office);
    const approved = await approve(id);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('approves a company at its own address without any office', async () => {
    const id = await waitingAtVirtualOffice('own');
    expect((await approve(id)).statusCode).toBe(200);
  });
});
