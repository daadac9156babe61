import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { LANGUAGE_IDS } from '@portal/contracts/common/languages';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations, accountStatusChanges } from '../../db/schema/accounts.ts';
import { createCompany, createUserWithRole, holdProduct, setLineStatus } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { linesSelect } from './account-lines-service.ts';
import { readAccountPage } from './account-page-read.ts';
import { heldProductsSelect } from './held-products-service.ts';
import { informationsSelect, latestStatusChangeSelect, membersSelect } from './repository.ts';

/*
 * The company page's one query (each list a JSON field) against the same lists read one query
 * each: the same rows, values, types and order, for a company with several of everything beside
 * one with nothing, so that neither's rows leak into the other's.
 */

let t: TTestApp;
let full: number;
let bare: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const [owner, partner, loner] = await Promise.all([
    createUserWithRole(db, 'customer'),
    createUserWithRole(db, 'customer'),
    createUserWithRole(db, 'customer'),
  ]);
  const advisor = await createUserWithRole(db, 'advisor');
  const secretary = await createUserWithRole(db, 'secretary');
  full = await createCompany(db, [owner.id, partner.id, advisor.id, secretary.id], {
    status: LINE_STATUSES.active,
  });
  bare = await createCompany(db, [loner.id]);
  await setLineStatus(db, full, LINE_STATUSES.inProgress, PRODUCT_TYPES.office);
  await holdProduct(db, full, PRODUCT_TYPES.accountant);
  await holdProduct(db, full, PRODUCT_TYPES.office);
  await holdProduct(db, full, PRODUCT_TYPES.accountant, { removed: true });
  await db.insert(accountInformations).values([
    { accountId: full, key: 'taxOffice', value: 'Kadıköy' },
    { accountId: full, key: 'phone', value: '+905321234567' },
  ]);
  await db.insert(accountStatusChanges).values([
    {
      accountId: full,
      fromStatus: LINE_STATUSES.waitingForApproval,
      toStatus: LINE_STATUSES.inProgress,
      reason: 'Eksik belge',
      createdAt: new Date('2026-11-02T09:00:00.123Z'),
    },
    {
      accountId: full,
      fromStatus: LINE_STATUSES.waitingForApproval,
      toStatus: LINE_STATUSES.active,
      reason: null,
      createdAt: new Date('2026-11-20T14:30:00.456Z'),
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function readOneByOne(accountId: number, language: 'tr' | 'en') {
  const db = t.app.db;
  return {
    informations: await informationsSelect(db, accountId),
    products: await heldProductsSelect(db, accountId, LANGUAGE_IDS[language]),
    members: await membersSelect(db, accountId),
    latestChanges: await latestStatusChangeSelect(db, accountId),
    lines: await linesSelect(db, accountId),
  };
}

describe("the company page's reads in one query", () => {
  it.each(['tr', 'en'] as const)('give what the lists read one by one give (%s)', async (language) => {
    const one = await readAccountPage(t.app.db, full, language);
    const apart = await readOneByOne(full, language);
    expect(one).toEqual(apart);
    // Several of each, so their order is checked too, and a time is a Date again.
    expect(apart.informations.map((row) => row.key)).toEqual(['phone', 'taxOffice']);
    expect(apart.products).toHaveLength(2);
    expect(apart.members).toHaveLength(4);
    expect(apart.lines.map((row) => row.brandId)).toEqual([PRODUCT_TYPES.accountant, PRODUCT_TYPES.office]);
    expect(one?.latestChanges).toEqual([{ reason: null, createdAt: new Date('2026-11-20T14:30:00.456Z') }]);
    expect(one?.products[0]?.purchasedAt).toBeInstanceOf(Date);
  });

  it('give a company with none of them empty lists, not the other company’s rows', async () => {
    const one = await readAccountPage(t.app.db, bare, 'tr');
    expect(one).toEqual(await readOneByOne(bare, 'tr'));
    expect(one).toMatchObject({ informations: [], products: [], latestChanges: [] });
    expect(one?.members).toHaveLength(1);
  });
});
