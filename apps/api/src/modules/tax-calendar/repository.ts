import { and, eq, isNull } from 'drizzle-orm';
import { accountInformations, accounts } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { calendarFeeds } from '../../db/schema/company-desk.ts';
import { products } from '../../db/schema/products.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/** The code of the packet the company chose (`packet_id` answer), or null. On unique (account_id, key), then the products' key. */
export async function findPacketCode(db: TDatabase, accountId: number): Promise<string | null> {
  const [answer] = await db
    .select({ value: accountInformations.value })
    .from(accountInformations)
    .where(and(eq(accountInformations.accountId, accountId), eq(accountInformations.key, 'packet_id')));
  const productId = Number(answer?.value);
  if (!Number.isSafeInteger(productId) || productId < 1) return null;
  const [product] = await db.select({ code: products.code }).from(products).where(eq(products.id, productId));
  return product?.code ?? null;
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
