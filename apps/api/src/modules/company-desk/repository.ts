import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { accountStatusChanges } from '../../db/schema/accounts.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { products, productTranslations } from '../../db/schema/products.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/** How many monthly documents the company uploaded for a month (on the period index). */
export async function countMonthlyDocuments(
  db: TDatabase,
  accountId: number,
  period: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.period, period)));
  return row?.n ?? 0;
}

/** The company's monthly documents the advisor sent back, oldest first. */
export function findDocumentsNeedingFix(db: TDatabase, accountId: number) {
  return db
    .select({
      id: accountDocuments.id,
      fileName: accountDocuments.fileName,
      period: accountDocuments.period,
      note: accountDocuments.reviewNote,
    })
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.reviewStatus, 'needs_fix')))
    .orderBy(asc(accountDocuments.createdAt), asc(accountDocuments.id))
    .limit(50);
}

/** The company's subscriptions whose renewal is unpaid, with the packet's name. */
export function findUnpaidSubscriptions(db: TDatabase, accountId: number, language: TLanguage) {
  return db
    .select({
      id: subscriptions.id,
      productName: productTranslations.name,
      since: subscriptions.paymentDueSince,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        eq(productTranslations.languageId, LANGUAGE_IDS[language]),
      ),
    )
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        inArray(subscriptions.status, ['payment_due', 'suspended']),
      ),
    );
}

/** When the company first reached each status (its status changes, on their account index). */
export async function firstReachedStatuses(db: TDatabase, accountId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ status: accountStatusChanges.toStatus, at: sql<Date>`min(${accountStatusChanges.createdAt})` })
    .from(accountStatusChanges)
    .where(eq(accountStatusChanges.accountId, accountId))
    .groupBy(accountStatusChanges.toStatus);
  return new Map(rows.map((row) => [row.status, new Date(row.at)]));
}
