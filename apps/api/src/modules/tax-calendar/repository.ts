import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, eq, inArray, isNull, min } from 'drizzle-orm';
import { accountInformations, accountStatusChanges, accounts } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { calendarFeeds } from '../../db/schema/company-desk.ts';
import { products } from '../../db/schema/products.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/** What the calendar needs to know of a company: its packet, and whether and when it was founded. */
export type TCalendarCompany = {
  /** The code of the packet the company chose (`packet_id` answer), or null. */
  packetCode: string | null;
  /** The wizard's first choice (`packet_type`): 'company-founding', 'company-transfer', or null. */
  packetType: string | null;
  /** When its accountant line was first approved (active), or null while it has not been. */
  approvedAt: Date | null;
};

/**
 * The company's packet code and founding choice (its two answers, on unique (account_id, key),
 * then the products' key) and the first time its accountant line became active (its status
 * changes, on their account index).
 */
export async function findCalendarCompany(db: TDatabase, accountId: number): Promise<TCalendarCompany> {
  const [answers, [approval]] = await Promise.all([
    db
      .select({ key: accountInformations.key, value: accountInformations.value })
      .from(accountInformations)
      .where(
        and(
          eq(accountInformations.accountId, accountId),
          inArray(accountInformations.key, ['packet_id', 'packet_type']),
        ),
      ),
    db
      .select({ at: min(accountStatusChanges.createdAt) })
      .from(accountStatusChanges)
      .where(
        and(
          eq(accountStatusChanges.accountId, accountId),
          eq(accountStatusChanges.brandId, PRODUCT_TYPES.accountant),
          eq(accountStatusChanges.toStatus, ACCOUNT_STATUSES.active),
        ),
      ),
  ]);
  const answer = (key: string) => answers.find((row) => row.key === key)?.value ?? null;
  const productId = Number(answer('packet_id'));
  const [product] =
    Number.isSafeInteger(productId) && productId >= 1
      ? await db.select({ code: products.code }).from(products).where(eq(products.id, productId))
      : [];
  return {
    packetCode: product?.code ?? null,
    packetType: answer('packet_type'),
    approvedAt: approval?.at ? new Date(approval.at) : null,
  };
}

export async function findFeed(db: TDatabase, accountId: number): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.accountId, accountId));
  return row ?? null;
}

/** Stores the company's feed secret's hash, replacing the one it had (the old link stops working). */
export async function putFeed(
  db: TDatabase,
  values: { accountId: number; tokenHash: string; createdBy: number; createdAt: Date },
): Promise<{ createdAt: Date }> {
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.accountId,
      set: { tokenHash: values.tokenHash, createdBy: values.createdBy, createdAt: values.createdAt },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('Could not store the calendar feed');
  return row;
}

/** Deletes the company's feed; whether it had one. */
export async function deleteFeed(db: TDatabase, accountId: number): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.accountId, accountId))
    .returning({ accountId: calendarFeeds.accountId });
  return rows.length > 0;
}

/**
 * The company a feed secret's hash opens (on the unique token_hash), with its name and its
 * owner's language id (the customer who created it; null when that user is gone). A deleted
 * company's feed opens nothing.
 */
export async function findFeedCompany(
  db: TDatabase,
  tokenHash: string,
): Promise<{ accountId: number; name: string; ownerLanguageId: number | null } | null> {
  const [row] = await db
    .select({ accountId: accounts.id, name: accounts.name, ownerLanguageId: users.languageId })
    .from(calendarFeeds)
    .innerJoin(accounts, eq(accounts.id, calendarFeeds.accountId))
    .leftJoin(users, eq(users.id, accounts.createdBy))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(accounts.deletedAt)));
  return row ?? null;
}
