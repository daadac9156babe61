import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_NAMES, PERMISSIONS } from '@portal/contracts/auth/permissions';
import { ROLES } from '@portal/contracts/auth/roles';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, asc, eq, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../plugins/auth/password.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { createTestDatabase, type TTestDatabase } from '../../test/test-database.ts';
import { permissions, rolePermissions, roles, userRoles, users } from '../schema/auth.ts';
import { languages } from '../schema/languages.ts';
import {
  officeLocationProducts,
  officeLocations,
  officeLocationTranslations,
} from '../schema/office-locations.ts';
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  productFeatures,
  productFeatureTranslations,
  products,
  productTranslations,
} from '../schema/products.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './data/demo-users.ts';
import { SEED_OFFICE_LOCATIONS } from './data/office-locations.ts';
import { SEED_PRODUCTS } from './data/products.ts';
import { seedDatabase, type TSeedOptions } from './seed.ts';

const SEEDED_TABLES: PgTable[] = [
  languages,
  roles,
  permissions,
  rolePermissions,
  users,
  userRoles,
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  products,
  productTranslations,
  productFeatures,
  productFeatureTranslations,
  officeLocations,
  officeLocationTranslations,
  officeLocationProducts,
];

const OPTIONS: TSeedOptions = { demoUsers: true, admin: null };

let database: TTestDatabase;
let db: TDatabase;

/** What a start does: migrations, then the seed. */
const start = (options: TSeedOptions = OPTIONS) => database.handle.migrate((tx) => seedDatabase(tx, options));

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) counts[getTableName(table)] = await db.$count(table);
  return counts;
}

async function grantsOf(role: string): Promise<string[]> {
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(roles.name, role));
  return rows.map((r) => r.name).sort();
}

async function firstRoleOf(email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.email, email))
    .orderBy(asc(userRoles.position))
    .limit(1);
  return row?.name;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await start();
});
afterAll(async () => {
  await database?.dispose();
});

describe('seed', () => {
  it('fills every reference table', async () => {
    const counts = await countRows();
    expect(counts).toMatchObject({
      languages: 2,
      roles: ROLES.length,
      permissions: PERMISSION_NAMES.length,
      brands: Object.keys(PRODUCT_TYPES).length,
      office_locations: 4,
      users: DEMO_USERS.length,
    });
    for (const [table, count] of Object.entries(counts)) expect(count, table).toBeGreaterThan(0);
    expect(await db.select().from(languages).orderBy(languages.id)).toEqual([
      { id: 1, code: 'tr', name: 'Türkçe' },
      { id: 2, code: 'en', name: 'English' },
    ]);
  });

  it('leaves the same rows when the server starts again', async () => {
    const countsBefore = await countRows();
    const productsBefore = await db.select().from(products).orderBy(products.id);
    await start();
    await start();
    expect(await countRows()).toEqual(countsBefore);
    const productsAfter = await db.select().from(products).orderBy(products.id);
    const withoutTimestamps = (rows: typeof productsBefore) => rows.map(({ updatedAt: _u, ...row }) => row);
    expect(withoutTimestamps(productsAfter)).toEqual(withoutTimestamps(productsBefore));
  });

  it('spells the roles correctly and grants each its default permissions', async () => {
    expect((await db.select({ name: roles.name }).from(roles)).map((r) => r.name).sort()).toEqual(
      [...ROLES].sort(),
    );
    for (const role of ROLES)
      expect(await grantsOf(role)).toEqual([...DEFAULT_ROLE_PERMISSIONS[role]].sort());
  });

  it('keeps an admin’s changes to role permissions across restarts', async () => {
    const [advisor] = await db.select().from(roles).where(eq(roles.name, 'advisor'));
    const [showCalls] = await db
      .select()
      .from(permissions)
      .where(eq(permissions.name, PERMISSIONS.showCalls));
    const [showRoles] = await db
      .select()
      .from(permissions)
      .where(eq(permissions.name, PERMISSIONS.showRoles));
    if (!advisor || !showCalls || !showRoles) throw new Error('seed incomplete');
    await db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, advisor.id), eq(rolePermissions.permissionId, showCalls.id)));
    await db.insert(rolePermissions).values({ roleId: advisor.id, permissionId: showRoles.id });

    await start();

    const grants = await grantsOf('advisor');
    expect(grants).not.toContain(PERMISSIONS.showCalls);
    expect(grants).toContain(PERMISSIONS.showRoles);
  });

  it('seeds one demo user per role with the documented password, and does not re-hash it at each start', async () => {
    for (const demo of DEMO_USERS) expect(await firstRoleOf(demo.email)).toBe(demo.role);
    const before = await db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users)
      .orderBy(users.id);
    await start();
    const after = await db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users)
      .orderBy(users.id);
    expect(after).toEqual(before);
    expect(await verifyPassword(before[0]?.hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('creates the ADMIN_EMAIL admin, and updates rather than duplicates it when its password changes', async () => {
    await start({ ...OPTIONS, admin: { email: 'Boss@Example.COM', password: 'first-password-1' } });
    const created = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(created).toHaveLength(1);
    expect(await firstRoleOf('boss@example.com')).toBe('admin');

    await start({ ...OPTIONS, admin: { email: 'boss@example.com', password: 'second-password-2' } });
    const updated = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(updated).toHaveLength(1);
    expect(updated[0]?.id).toBe(created[0]?.id);
    expect(await verifyPassword(updated[0]?.passwordHash ?? '', 'second-password-2')).toBe(true);
    expect(await verifyPassword(updated[0]?.passwordHash ?? '', 'first-password-1')).toBe(false);

    // Same password again: the stored hash is kept.
    await start({ ...OPTIONS, admin: { email: 'boss@example.com', password: 'second-password-2' } });
    const [again] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(again?.passwordHash).toBe(updated[0]?.passwordHash);
  });

  it('makes admin the first role of an existing user named by ADMIN_EMAIL', async () => {
    const customer = DEMO_USERS.find((u) => u.role === 'customer');
    if (!customer) throw new Error('no demo customer');
    await start({ ...OPTIONS, admin: { email: customer.email, password: 'promoted-password-1' } });
    expect(await firstRoleOf(customer.email)).toBe('admin');
    expect(await db.$count(users, eq(users.email, customer.email))).toBe(1);
  });

  it('seeds no demo users in production', async () => {
    const production = await createTestDatabase();
    try {
      await production.handle.migrate((tx) => seedDatabase(tx, { demoUsers: false, admin: null }));
      expect(await production.handle.db.$count(users)).toBe(0);
      expect(await production.handle.db.$count(products)).toBeGreaterThan(0);
    } finally {
      await production.dispose();
    }
  });

  it('disables the demo users a trial run left when the server starts in production', async () => {
    const trial = await createTestDatabase();
    try {
      await trial.handle.migrate((tx) => seedDatabase(tx, { demoUsers: true, admin: null }));
      await trial.handle.migrate((tx) => seedDatabase(tx, { demoUsers: false, admin: null }));
      const rows = await trial.handle.db.select({ email: users.email, isActive: users.isActive }).from(users);
      expect(rows).toHaveLength(DEMO_USERS.length);
      expect(rows.every((row) => !row.isActive)).toBe(true);
    } finally {
      await trial.dispose();
    }
  });

  it('gives every packet both languages, 4 to 6 features and realistic prices', async () => {
    const packets = SEED_PRODUCTS;
    for (const packet of packets) {
      expect(packet.features.length, packet.code).toBeGreaterThanOrEqual(4);
      expect(packet.features.length, packet.code).toBeLessThanOrEqual(6);
      expect(packet.name.tr, packet.code).not.toBe('');
      expect(packet.name.en, packet.code).not.toBe('');
    }
    const main = packets.filter((p) => p.isMain);
    expect(main.filter((p) => p.brand === 'accountant')).toHaveLength(3);
    expect(main.filter((p) => p.brand === 'office')).toHaveLength(3);
    expect(await db.$count(productTranslations)).toBe((await db.$count(products)) * 2);
  });

  it('gives each office its facts, the office packets it offers and the demo secretary', async () => {
    const secretary = DEMO_USERS.find((u) => u.role === 'secretary');
    const [secretaryRow] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, secretary?.email ?? ''));
    const locations = await db.select().from(officeLocations).orderBy(asc(officeLocations.sort));
    expect(locations.map((l) => l.slug)).toEqual(SEED_OFFICE_LOCATIONS.map((l) => l.slug));
    for (const location of locations) {
      expect(location.meetingRooms, location.slug).toBeGreaterThan(0);
      expect(location.receptionHours, location.slug).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
      // Inside Turkey: the map of the wizard draws longitude 26–45 E, latitude 36–42 N.
      expect(location.latitude).toBeGreaterThan(36);
      expect(location.latitude).toBeLessThan(42);
      expect(location.longitude).toBeGreaterThan(26);
      expect(location.longitude).toBeLessThan(45);
      expect(location.secretaryId, location.slug).toBe(secretaryRow?.id);
    }

    const offered = await db
      .select({ slug: officeLocations.slug, code: products.code, brandId: products.brandId })
      .from(officeLocationProducts)
      .innerJoin(officeLocations, eq(officeLocations.id, officeLocationProducts.locationId))
      .innerJoin(products, eq(products.id, officeLocationProducts.productId));
    expect(offered.every((row) => row.brandId === PRODUCT_TYPES.office)).toBe(true);
    const codesAt = (slug: string) =>
      offered
        .filter((row) => row.slug === slug)
        .map((row) => row.code)
        .sort();
    for (const location of SEED_OFFICE_LOCATIONS)
      expect(codesAt(location.slug)).toEqual([...location.packets].sort());
    // Every office packet is offered somewhere; the private rooms only where there are rooms to let.
    const officePackets = SEED_PRODUCTS.filter((p) => p.brand === 'office').map((p) => p.code);
    expect([...new Set(offered.map((row) => row.code))].sort()).toEqual(officePackets.sort());
    expect(codesAt('izmir-alsancak')).not.toContain('office-serviced-private');
  });

  it('keeps a secretary chosen later, and puts back the packets the data file names for a location', async () => {
    const [location] = await db
      .select()
      .from(officeLocations)
      .where(eq(officeLocations.slug, 'ankara-cankaya'));
    const [advisor] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'advisor@demo.portal.test'));
    if (!location || !advisor) throw new Error('seed incomplete');
    await db
      .update(officeLocations)
      .set({ secretaryId: advisor.id })
      .where(eq(officeLocations.id, location.id));
    await db.delete(officeLocationProducts).where(eq(officeLocationProducts.locationId, location.id));

    await start();

    const [after] = await db.select().from(officeLocations).where(eq(officeLocations.id, location.id));
    expect(after?.secretaryId).toBe(advisor.id);
    expect(await db.$count(officeLocationProducts, eq(officeLocationProducts.locationId, location.id))).toBe(
      SEED_OFFICE_LOCATIONS.find((l) => l.slug === 'ankara-cankaya')?.packets.length,
    );
  });

  it('assigns no secretary to the offices in production, where no demo user exists', async () => {
    const production = await createTestDatabase();
    try {
      await production.handle.migrate((tx) => seedDatabase(tx, { demoUsers: false, admin: null }));
      const rows = await production.handle.db
        .select({ secretaryId: officeLocations.secretaryId })
        .from(officeLocations);
      expect(rows).toHaveLength(SEED_OFFICE_LOCATIONS.length);
      expect(rows.every((row) => row.secretaryId === null)).toBe(true);
      expect(await production.handle.db.$count(officeLocationProducts)).toBeGreaterThan(0);
    } finally {
      await production.dispose();
    }
  });
});
