import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema/products.ts';
import { bearer, RELAXED_LIMITS, registerCustomer } from '../../../test/auth-helpers.ts';
import { completeApplication, createCompany, grantPermission } from '../../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../../test/test-app.ts';

// The customer role's permissions change in this file: it has a server of its own.
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

async function revoke(permission: string) {
  await t.app.db.execute(sql`
    delete from role_permissions where role_id = (select id from roles where name = 'customer')
      and permission_id = (select id from permissions where name = ${permission})`);
}

async function productId(code: string): Promise<number> {
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!row) throw new Error(`No ${code} product`);
  return row.id;
}

const packetId = () => productId('accountant-starter');

describe('the permissions behind the customer menu, on the server', () => {
  it('refuses a packet without "can\'t buy products" and the documents without "show files" (403)', async () => {
    const person = await registerCustomer(t.app);
    const accountId = await createCompany(t.app.db, [person.user.id]);
    const packet = await packetId();
    await completeApplication(t.app.db, accountId, packet);
    await revoke(PERMISSIONS.cantBuyProducts);
    await revoke(PERMISSIONS.showFiles);
    try {
      const pay = await t.app.inject({
        method: 'POST',
        url: `/api/brands/1/products/${packet}/subscription`,
        headers: { ...bearer(person.token), 'idempotency-key': `key_${randomUUID()}` },
        payload: {
          card_holder_name: 'Ayşe Yılmaz',
          card_number: '5528790000000008',
          card_expire_month: '12',
          card_expire_year: '35',
          card_cvc: '123',
          account_id: accountId,
        },
      });
      expect(pay.statusCode).toBe(403);
      const documents = await t.app.inject({
        method: 'GET',
        url: `/api/accounts/${accountId}/documents`,
        headers: bearer(person.token),
      });
      expect(documents.statusCode).toBe(403);
    } finally {
      await grantPermission(t.app.db, 'customer', PERMISSIONS.cantBuyProducts);
      await grantPermission(t.app.db, 'customer', PERMISSIONS.showFiles);
    }
  });

  it("reads a sale's documents with the permission that pays for it: an add-on's without \"can't buy products\"", async () => {
    const person = await registerCustomer(t.app);
    const accountId = await createCompany(t.app.db, [person.user.id]);
    const packet = await packetId();
    await completeApplication(t.app.db, accountId, packet);
    const terms = (id: number, kind: 'subscription' | 'buy') =>
      t.app.inject({
        method: 'GET',
        url: `/api/brands/1/products/${id}/sales-terms?account_id=${accountId}&kind=${kind}`,
        headers: bearer(person.token),
      });
    await revoke(PERMISSIONS.cantBuyProducts);
    try {
      expect((await terms(packet, 'subscription')).statusCode).toBe(403);
      // The add-on's documents still open: a packet's permission is not what buys an add-on.
      const addOn = await terms(await productId('accountant-starter.company-seal'), 'buy');
      expect(addOn.statusCode).not.toBe(403);
      await revoke(PERMISSIONS.showAdditionalServices);
      expect((await terms(await productId('accountant-starter.company-seal'), 'buy')).statusCode).toBe(403);
    } finally {
      await grantPermission(t.app.db, 'customer', PERMISSIONS.cantBuyProducts);
      await grantPermission(t.app.db, 'customer', PERMISSIONS.showAdditionalServices);
    }
  });
});
