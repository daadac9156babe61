import type { TRole } from '@portal/contracts/auth/roles';
import { REQUIRED_DOCUMENT_KINDS, type TDocumentKind } from '@portal/contracts/documents/document-kinds';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { LINE_OF_ASSIGNED_ROLE } from '@portal/contracts/staff/staff-areas';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  accountInformations,
  accountLines,
  accountStaff,
  accounts,
  accountUsers,
} from '../db/schema/accounts.ts';
import { roles, userRoles, users } from '../db/schema/auth.ts';
import { appointmentRequests, contactMessages } from '../db/schema/contact.ts';
import { accountDocuments } from '../db/schema/documents.ts';
import { accountProducts } from '../db/schema/payments.ts';
import { products } from '../db/schema/products.ts';
import { syncAccountStatus } from '../modules/accounts/account-lines-service.ts';
import { findUserWithRole } from '../modules/accounts/account-staff-repository.ts';
import { issueAccessToken, sessionEnd } from '../plugins/auth/access-tokens.ts';
import type { TDatabase } from '../plugins/db/database.ts';

/*
 * Rows the staff tests start from, written straight to the database: the routes that create
 * them (users, payments, uploads, public forms) have tests of their own.
 */

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${sequence}-${Date.now()}`;
};

export type TFixtureUser = { id: number; name: string; token: string };

/** A user of `role` with a live bearer token (never signs in by password). */
export async function createUserWithRole(
  db: TDatabase,
  role: TRole,
  options: { name?: string; isActive?: boolean } = {},
): Promise<TFixtureUser> {
  const name = options.name ?? `Test ${role} ${next()}`;
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `${role}-${next()}@example.com`,
      passwordHash: 'not-a-password-hash',
      isActive: options.isActive ?? true,
    })
    .returning({ id: users.id });
  const [roleRow] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  if (!user || !roleRow) throw new Error(`Could not create a ${role}`);
  await db.insert(userRoles).values({ userId: user.id, roleId: roleRow.id });
  const { token } = await issueAccessToken(db, user.id, sessionEnd(new Date(), false));
  return { id: user.id, name, token };
}

/** A company in `status` with these members. */
export async function createCompany(
  db: TDatabase,
  memberIds: readonly number[],
  options: { status?: number; name?: string; createdAt?: Date } = {},
): Promise<number> {
  const [row] = await db
    .insert(accounts)
    .values({
      name: options.name ?? `Şirket ${next()}`.slice(0, 60),
      status: options.status ?? 1,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error('Could not create the company');
  await attachPeople(db, row.id, memberIds);
  // Its accountant line in that state (the company's status is derived from its lines).
  await setLineStatus(db, row.id, options.status ?? 1);
  return row.id;
}

/**
 * Attaches people as the app does: customers to the company's team (as its owners, the column's
 * default), an advisor or a secretary to the line their role serves (LINE_OF_ASSIGNED_ROLE). An
 * admin is attached to nothing: they reach every company in the staff view.
 */
async function attachPeople(db: TDatabase, accountId: number, userIds: readonly number[]) {
  for (const userId of userIds) {
    const role = (await findUserWithRole(db, userId))?.roleName;
    if (role === 'advisor' || role === 'secretary') {
      await db.insert(accountStaff).values({ accountId, userId, line: LINE_OF_ASSIGNED_ROLE[role] });
    } else if (role !== 'admin') {
      await db.insert(accountUsers).values({ accountId, userId });
    }
  }
}

/**
 * Puts one product line of the company in `status` (accountant unless named) and writes the
 * company's status from its lines, as the app does: a test's shortcut past the payments.
 */
export async function setLineStatus(
  db: TDatabase,
  accountId: number,
  status: number,
  brandId: number = PRODUCT_TYPES.accountant,
): Promise<void> {
  await db
    .insert(accountLines)
    .values({ accountId, brandId, status })
    .onConflictDoUpdate({ target: [accountLines.accountId, accountLines.brandId], set: { status } });
  await syncAccountStatus(db, accountId);
}

/** The company holds a product of the line (`removed`: held once, removed since). */
export async function holdProduct(
  db: TDatabase,
  accountId: number,
  brandId: number,
  options: { removed?: boolean } = {},
): Promise<void> {
  const [product] = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(and(eq(products.brandId, brandId), eq(products.isMain, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error(`No seeded packet of brand ${brandId}`);
  await db.insert(accountProducts).values({
    accountId,
    productId: product.id,
    price: product.price,
    ...(options.removed ? { removedAt: new Date() } : {}),
  });
}

export async function addDocument(db: TDatabase, accountId: number, kind: TDocumentKind): Promise<void> {
  await db.insert(accountDocuments).values({
    accountId,
    kind,
    storageKey: `documents/${next()}.pdf`,
    fileName: `${kind}.pdf`,
    mimeType: 'application/pdf',
    size: 1024,
  });
}

export async function addAppointmentRequest(
  db: TDatabase,
  values: Partial<typeof appointmentRequests.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(appointmentRequests)
    .values({
      fullName: 'Ali Veli',
      email: `lead-${next()}@example.com`,
      phone: '+905321234567',
      company: 'Veli Ticaret',
      preferredDate: '2030-01-07',
      timeSlot: '10:00',
      languageId: 1,
      ...values,
    })
    .returning({ id: appointmentRequests.id });
  if (!row) throw new Error('Could not store the appointment request');
  return row.id;
}

export async function addContactMessage(
  db: TDatabase,
  values: Partial<typeof contactMessages.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      fullName: 'Fatma Çelik',
      email: `contact-${next()}@example.com`,
      phone: '+905321234567',
      subject: 'Müşteri İletişim Formu',
      message: 'Merhaba',
      languageId: 1,
      ipHash: 'a'.repeat(64),
      ...values,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('Could not store the contact message');
  return row.id;
}

/** The answers of a complete accountant application (a valid national ID, an adult founder). */
const COMPLETE_APPLICATION_ANSWERS = {
  packet_type: 'company-founding',
  identityNo: '10000000146',
  birthCity: 'İzmir',
  birthDist: 'Karşıyaka',
  birthDate: '1990-05-17',
  phone: '+905321234567',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighbourhood: 'Moda',
  street: 'Bahariye Caddesi',
  buildingNo: '12',
  doorNo: '3',
  address_option: 'own',
  step: 'files',
} as const;

/**
 * A company's accountant application filled in up to its payment for `packetId` (answers and
 * required documents written straight to the database): the payment tests start from here.
 */
export async function completeApplication(db: TDatabase, accountId: number, packetId: number): Promise<void> {
  const answers = { ...COMPLETE_APPLICATION_ANSWERS, packet_id: String(packetId) };
  await db
    .insert(accountInformations)
    .values(Object.entries(answers).map(([key, value]) => ({ accountId, key, value })))
    .onConflictDoUpdate({
      target: [accountInformations.accountId, accountInformations.key],
      set: { value: sql`excluded.value` },
    });
  const held = await db
    .select({ kind: accountDocuments.kind })
    .from(accountDocuments)
    .where(eq(accountDocuments.accountId, accountId));
  for (const kind of REQUIRED_DOCUMENT_KINDS) {
    if (!held.some((document) => document.kind === kind)) await addDocument(db, accountId, kind);
  }
}

/**
 * Gives a role a permission, as an admin would on the permissions page: the tests of staff who
 * see every company grant "show accounts all" to the advisor and secretary roles this way.
 */
export async function grantPermission(db: TDatabase, roleName: TRole, permissionName: string): Promise<void> {
  await db.execute(sql`
    insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p where r.name = ${roleName} and p.name = ${permissionName}
    on conflict do nothing`);
}

/** Takes a permission from a role, as an admin would on the permissions page. */
export async function revokePermission(
  db: TDatabase,
  roleName: TRole,
  permissionName: string,
): Promise<void> {
  await db.execute(sql`
    delete from role_permissions where role_id = (select id from roles where name = ${roleName})
    and permission_id = (select id from permissions where name = ${permissionName})`);
}

/** Every staff role sees every company, as in a firm whose admin granted "show accounts all". */
export async function letStaffSeeAllCompanies(db: TDatabase): Promise<void> {
  await grantPermission(db, 'advisor', 'show accounts all');
  await grantPermission(db, 'secretary', 'show accounts all');
}
