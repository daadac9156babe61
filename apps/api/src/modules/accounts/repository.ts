import type { TAccountListSort } from '@portal/contracts/accounts/account-schemas';
import type { TAccountStatus } from '@portal/contracts/accounts/account-status';
import { and, asc, desc, eq, ilike, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  accountInformations,
  accountStaff,
  accountStatusChanges,
  accounts,
  accountUsers,
} from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { accountProducts } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { attachedTo } from '../../plugins/account-attachment.ts';
import { firstRoleOf } from '../../plugins/auth/role-fragments.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import {
  LISTED,
  likePattern,
  listedPage,
  pageOffset,
  type TListedTotal,
} from '../../plugins/db/list-queries.ts';
import { preparedQuery } from '../../plugins/db/prepared-queries.ts';
import { findUserWithRole } from './account-staff-repository.ts';

export type TAccountRow = { id: number; name: string; status: number; createdAt: Date };

const ACCOUNT_ROW = {
  id: accounts.id,
  name: accounts.name,
  status: accounts.status,
  createdAt: accounts.createdAt,
};

const notDeleted = isNull(accounts.deletedAt);

/** A new account with its first member, in one transaction. */
export async function insertAccount(
  db: TDatabase,
  values: { name: string; createdBy: number; memberId: number },
): Promise<TAccountRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accounts)
      .values({ name: values.name, createdBy: values.createdBy })
      .returning(ACCOUNT_ROW);
    if (!created) throw new Error('Could not create the account');
    await tx.insert(accountUsers).values({ accountId: created.id, userId: values.memberId });
    return created;
  });
}

/** `%`, `_` and `\` typed by a person are matched literally. */

export type TAccountListFilter = {
  /** Only this user's accounts; undefined lists every account (staff). */
  memberId?: number;
  search?: string;
  status?: TAccountStatus;
  /** Only accounts holding a product of this line that was not removed. */
  brandId?: number;
  sort?: TAccountListSort;
  page: number;
  perPage: number;
};

const ACCOUNT_ORDER: Record<TAccountListSort, SQL[]> = {
  newest: [desc(accounts.createdAt), desc(accounts.id)],
  oldest: [asc(accounts.createdAt), asc(accounts.id)],
  name: [asc(accounts.name), asc(accounts.id)],
};

/** A page of accounts, newest first by default (the created_at index), with the total of the filter. */
export async function listAccounts(
  db: TDatabase,
  filter: TAccountListFilter,
): Promise<{ rows: TAccountRow[]; total: TListedTotal }> {
  const conditions: SQL[] = [notDeleted];
  if (filter.search) conditions.push(ilike(accounts.name, likePattern(filter.search)));
  if (filter.status !== undefined) conditions.push(eq(accounts.status, filter.status));
  if (filter.memberId !== undefined) {
    conditions.push(attachedTo(accounts.id, filter.memberId));
  }
  if (filter.brandId !== undefined) {
    // account_products(account_id, removed_at) index, then the product's primary key.
    conditions.push(
      sql`exists (select 1 from ${accountProducts} inner join ${products} on ${products.id} = ${accountProducts.productId} where ${accountProducts.accountId} = ${accounts.id} and ${accountProducts.removedAt} is null and ${products.brandId} = ${filter.brandId})`,
    );
  }
  const where = and(...conditions);
  const { rows, total } = await listedPage(
    db,
    filter,
    db
      .select(ACCOUNT_ROW)
      .from(accounts)
      .where(where)
      .orderBy(...ACCOUNT_ORDER[filter.sort ?? 'newest'])
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    db.select({ one: LISTED }).from(accounts).where(where),
  );
  return { rows, total };
}

/** What account_users says of a member's role and switches (issue 16). */
export type TMemberRow = {
  memberRole: string;
  canPay: boolean;
  canUploadDocuments: boolean;
  canSeeOffice: boolean;
  canManageTeam: boolean;
};

/** The access check's read (on each request to a company's routes): the company, membership, lines. */
const accountForQuery = preparedQuery((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...ACCOUNT_ROW,
      staffLines: sql<
        number[]
      >`(select coalesce(json_agg(${accountStaff.line}), '[]'::json) from ${accountStaff}
        where ${accountStaff.accountId} = ${accounts.id} and ${accountStaff.userId} = ${userId})`,
      memberId: accountUsers.userId,
      memberRole: accountUsers.memberRole,
      canPay: accountUsers.canPay,
      canUploadDocuments: accountUsers.canUploadDocuments,
      canSeeOffice: accountUsers.canSeeOffice,
      canManageTeam: accountUsers.canManageTeam,
    })
    .from(accounts)
    .leftJoin(accountUsers, and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, userId)))
    .where(and(eq(accounts.id, sql.placeholder('accountId')), notDeleted))
    .prepare('account_for');
});

/**
 * A live account and whether `userId` belongs to it, with their role and switches (a customer
 * member) or the lines they serve it through (staff): one query.
 */
export async function findAccountFor(
  db: TDatabase,
  accountId: number,
  userId: number,
): Promise<{
  account: TAccountRow;
  isMember: boolean;
  member: TMemberRow | null;
  staffLines: number[];
} | null> {
  const [row] = await accountForQuery(db).execute({ accountId, userId });
  if (!row) return null;
  const {
    memberId,
    memberRole,
    canPay,
    canUploadDocuments,
    canSeeOffice,
    canManageTeam,
    staffLines,
    ...account
  } = row;
  const member =
    memberId === null || memberRole === null || canPay === null || canUploadDocuments === null
      ? null
      : {
          memberRole,
          canPay,
          canUploadDocuments,
          canSeeOffice: canSeeOffice ?? false,
          canManageTeam: canManageTeam ?? false,
        };
  return { account, isMember: memberId !== null || staffLines.length > 0, member, staffLines };
}

/** The account's information values, by key. */
export function informationsSelect(db: TDatabase, accountId: number | Placeholder) {
  return db
    .select({ key: accountInformations.key, value: accountInformations.value })
    .from(accountInformations)
    .where(eq(accountInformations.accountId, accountId))
    .orderBy(asc(accountInformations.key));
}

const informationsQuery = preparedQuery((db) =>
  informationsSelect(db, sql.placeholder('accountId')).prepare('account_informations'),
);

export async function findAccountInformations(
  db: TDatabase,
  accountId: number,
): Promise<{ key: string; value: string }[]> {
  return informationsQuery(db).execute({ accountId });
}

/**
 * Everyone attached to the account: its customer team, then the staff serving its lines (once
 * each, however many lines), with when they joined.
 */
function attachedPeople(db: TDatabase, accountId: number | Placeholder) {
  const team = db
    .select({
      userId: accountUsers.userId,
      joinedAt: accountUsers.createdAt,
      staff: sql<number>`0`.as('staff'),
    })
    .from(accountUsers)
    .where(eq(accountUsers.accountId, accountId));
  const staff = db
    .select({
      userId: accountStaff.userId,
      joinedAt: sql<Date>`min(${accountStaff.createdAt})`.as('joined_at'),
      staff: sql<number>`1`.as('staff'),
    })
    .from(accountStaff)
    .where(eq(accountStaff.accountId, accountId))
    .groupBy(accountStaff.userId);
  return team.unionAll(staff).as('attached');
}

/** The account's users (its team, then its staff) with their first role's name. */
export function membersSelect(db: TDatabase, accountId: number | Placeholder) {
  const attached = attachedPeople(db, accountId);
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      roleName: firstRoleOf(users.id).as('role_name'),
    })
    .from(attached)
    .innerJoin(users, eq(users.id, attached.userId))
    .orderBy(asc(attached.staff), asc(attached.joinedAt), asc(users.id));
}

/** The account's active users with their role and language: whom a mail about the account goes to. */
export async function findAccountRecipients(
  db: TDatabase,
  accountId: number,
): Promise<{ name: string; email: string; languageId: number; roleName: string | null }[]> {
  const attached = attachedPeople(db, accountId);
  return db
    .select({
      name: users.name,
      email: users.email,
      languageId: users.languageId,
      roleName: firstRoleOf(users.id),
    })
    .from(attached)
    .innerJoin(users, eq(users.id, attached.userId))
    .where(eq(users.isActive, true))
    .orderBy(asc(users.id));
}

/** The latest status change of the account (its reason and time): no row while it never changed. */
export function latestStatusChangeSelect(db: TDatabase, accountId: number | Placeholder) {
  return db
    .select({ reason: accountStatusChanges.reason, createdAt: accountStatusChanges.createdAt })
    .from(accountStatusChanges)
    .where(eq(accountStatusChanges.accountId, accountId))
    .orderBy(desc(accountStatusChanges.createdAt), desc(accountStatusChanges.id))
    .limit(1);
}

/**
 * A company's rename, prepared (the busiest write: the query builder spent about as long building
 * it as the database took to run it). Values go in raw through `sql`: the builder types a set's
 * value as the column's, not a placeholder.
 */
const renameQuery = preparedQuery((db) =>
  db
    .update(accounts)
    .set({ name: sql`${sql.placeholder('name')}`, updatedAt: sql`${sql.placeholder('at')}` })
    .where(and(eq(accounts.id, sql.placeholder('id')), notDeleted))
    .returning(ACCOUNT_ROW)
    .prepare('rename_account'),
);

export async function updateAccountName(
  db: TDatabase,
  id: number,
  name: string,
  at: Date,
): Promise<TAccountRow | null> {
  const [row] = await renameQuery(db).execute({ id, name, at: at.toISOString() });
  return row ?? null;
}

export async function softDeleteAccount(db: TDatabase, id: number, at: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ deletedAt: at })
    .where(and(eq(accounts.id, id), notDeleted));
}

/** Writes only the given keys (insert or replace), all in one transaction. */
export async function upsertAccountInformations(
  db: TDatabase,
  accountId: number,
  items: readonly { key: string; value: string }[],
): Promise<void> {
  if (items.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(accountInformations)
      .values(items.map((item) => ({ accountId, key: item.key, value: item.value })))
      .onConflictDoUpdate({
        target: [accountInformations.accountId, accountInformations.key],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  });
}

/** The account as it stands (after a change in the same transaction); null once deleted. */
export async function findAccountRow(db: TDatabase, id: number): Promise<TAccountRow | null> {
  const [row] = await db
    .select(ACCOUNT_ROW)
    .from(accounts)
    .where(and(eq(accounts.id, id), notDeleted));
  return row ?? null;
}

/** Whether the user exists and is a customer (their first role): only customers make up a company's team. */
export async function isCustomerUser(db: TDatabase, id: number): Promise<boolean> {
  return (await findUserWithRole(db, id))?.roleName === 'customer';
}

/**
 * The account as stored, soft-deleted or not: a payment or renewal begun before a deletion is
 * still answered and settled against it (the payments module reads it through the service).
 */
export async function findAccountRowEvenDeleted(db: TDatabase, id: number): Promise<TAccountRow | null> {
  const [row] = await db.select(ACCOUNT_ROW).from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}
