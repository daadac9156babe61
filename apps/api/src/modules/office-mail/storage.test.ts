import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import type { TShipment } from '@portal/contracts/office/office-shipments';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLines } from '../../db/schema/accounts.ts';
import { officeShipments } from '../../db/schema/office-line.ts';
import { officeUsage } from '../../db/schema/office-usage.ts';
import { RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { recordShipment } from '../../test/office-mail-helpers.ts';
import {
  createCompany,
  createUserWithRole,
  holdProduct,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { countStorageDays } from './storage.ts';

// Wednesday 25 November 2026, 12:00 in Istanbul.
let now = new Date('2026-11-25T09:00:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let secretary: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  [customer, secretary] = await Promise.all([
    createUserWithRole(t.app.db, 'customer'),
    createUserWithRole(t.app.db, 'secretary'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const record = (accountId: number, sender: string): Promise<TShipment> =>
  recordShipment(t.app, secretary.token, accountId, { kind: 'letter', sender });

describe('storage past the free days', () => {
  it('shows the last free day, then counts each day after once, and only for what is still at the office', async () => {
    now = new Date('2026-11-25T09:00:00Z');
    const accountId = await createCompany(t.app.db, [customer.id, secretary.id], { status: 4 });
    await t.app.db
      .insert(accountLines)
      .values({ accountId, brandId: PRODUCT_TYPES.office, status: LINE_STATUSES.active });
    // The Basic virtual office keeps an item 30 days free.
    await holdProduct(t.app.db, accountId, PRODUCT_TYPES.office);
    const kept = await record(accountId, 'Noter');
    const forwarded = await record(accountId, 'Banka');
    expect(kept.storage_free_until).toBe('2026-12-25');
    await t.app.db
      .update(officeShipments)
      .set({ status: 'forwarded' })
      .where(eq(officeShipments.id, forwarded.id));

    now = new Date('2026-12-25T20:00:00Z'); // 23:00 in Istanbul: still the last free day.
    expect(await countStorageDays(t.app)).toBe(0);

    now = new Date('2026-12-27T21:30:00Z'); // 00:30 on 28 December in Istanbul.
    await countStorageDays(t.app);
    await countStorageDays(t.app);
    const days = await t.app.db.select().from(officeUsage).where(eq(officeUsage.accountId, accountId));
    expect(days.map((day) => [day.kind, day.source, day.period])).toEqual([
      ['storage_day', `shipment:${kept.id}:2026-12-26`, '2026-12'],
      ['storage_day', `shipment:${kept.id}:2026-12-27`, '2026-12'],
      ['storage_day', `shipment:${kept.id}:2026-12-28`, '2026-12'],
    ]);
    const [row] = await t.app.db.select().from(officeShipments).where(eq(officeShipments.id, kept.id));
    expect(row?.storageNoticeAt).toEqual(now);
  });
});
