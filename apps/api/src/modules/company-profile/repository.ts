import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import {
  COMPANY_INFORMATION_FIELDS,
  type TChangeRequestStatus,
  type TCompanyField,
} from '@portal/contracts/company-profile/company-profile';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  accountInformations,
  accountLines,
  accounts,
  accountUsers,
  companyChangeRequests,
} from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { accountProducts } from '../../db/schema/payments.ts';
import { products, productTranslations } from '../../db/schema/products.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

const notDeleted = isNull(accounts.deletedAt);

export type TMemberCompanyRow = {
  id: number;
  name: string;
  status: number;
  memberRole: string;
  createdAt: Date;
};

/** The live companies a user belongs to, newest first, with the user's role on each: one query. */
export async function findMemberCompanies(db: TDatabase, userId: number): Promise<TMemberCompanyRow[]> {
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      status: accounts.status,
      memberRole: accountUsers.memberRole,
      createdAt: accounts.createdAt,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(and(eq(accountUsers.userId, userId), notDeleted))
    .orderBy(desc(accounts.createdAt), desc(accounts.id));
}

export type TCompanyLineRow = { accountId: number; brandId: number; status: number; updatedAt: Date };

/** The product lines of several companies at once (the list's lines, without a query per company). */
export async function findLinesOf(db: TDatabase, accountIds: readonly number[]): Promise<TCompanyLineRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: accountLines.accountId,
      brandId: accountLines.brandId,
      status: accountLines.status,
      updatedAt: accountLines.updatedAt,
    })
    .from(accountLines)
    .where(inArray(accountLines.accountId, [...accountIds]))
    .orderBy(asc(accountLines.accountId), asc(accountLines.brandId));
}

export type THeldProductRow = {
  accountId: number;
  productId: number;
  brandId: number;
  /** The packet an add-on hangs under; null for a packet. */
  parentId: number | null;
  name: string;
  /** Paid before KDV, kuruş. */
  price: number;
  /** Set for what renews monthly with its packet. */
  nextPaymentAt: Date | null;
  purchasedAt: Date;
};

const productText = alias(productTranslations, 'product_text');
const productFallback = alias(productTranslations, 'product_fallback');

/**
 * What several companies hold (bought and not removed), oldest first, named in `language`
 * (else Turkish): their packets, and the lines a renewal charges.
 */
export async function findHeldProducts(
  db: TDatabase,
  accountIds: readonly number[],
  language: TLanguage,
): Promise<THeldProductRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: accountProducts.accountId,
      productId: accountProducts.productId,
      brandId: products.brandId,
      parentId: products.parentId,
      name: sql<string>`coalesce(${productText.name}, ${productFallback.name}, ${products.code})`,
      price: accountProducts.price,
      nextPaymentAt: accountProducts.nextPaymentAt,
      purchasedAt: accountProducts.purchasedAt,
    })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .leftJoin(
      productText,
      and(eq(productText.productId, products.id), eq(productText.languageId, LANGUAGE_IDS[language])),
    )
    .leftJoin(
      productFallback,
      and(
        eq(productFallback.productId, products.id),
        eq(productFallback.languageId, LANGUAGE_IDS[DEFAULT_LANGUAGE]),
      ),
    )
    .where(and(inArray(accountProducts.accountId, [...accountIds]), isNull(accountProducts.removedAt)))
    .orderBy(asc(accountProducts.purchasedAt), asc(accountProducts.id));
}

export type TLiveSubscriptionRow = {
  accountId: number;
  brandId: number;
  productId: number;
  nextPaymentAt: Date | null;
  /** The packet chosen for the next period and its catalogue price (it renews alone), if any. */
  nextProductId: number | null;
  nextProductPrice: number | null;
};

const nextProduct = alias(products, 'next_product');

/** The live (not cancelled) subscription of each line of several companies. */
export async function findLiveSubscriptions(
  db: TDatabase,
  accountIds: readonly number[],
): Promise<TLiveSubscriptionRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: subscriptions.accountId,
      brandId: subscriptions.brandId,
      productId: subscriptions.productId,
      nextPaymentAt: subscriptions.nextPaymentAt,
      nextProductId: subscriptions.nextProductId,
      // A packet withdrawn meanwhile is not switched to: the current one renews (switchToNextPacket).
      nextProductPrice: sql<number | null>`case when ${nextProduct.isActive} then ${nextProduct.price} end`,
    })
    .from(subscriptions)
    .leftJoin(nextProduct, eq(nextProduct.id, subscriptions.nextProductId))
    .where(and(inArray(subscriptions.accountId, [...accountIds]), ne(subscriptions.status, 'cancelled')));
}

/** Which of these companies have a change of their details waiting. */
export async function findAccountsWithPendingRequest(
  db: TDatabase,
  accountIds: readonly number[],
): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: companyChangeRequests.accountId })
    .from(companyChangeRequests)
    .where(
      and(
        inArray(companyChangeRequests.accountId, [...accountIds]),
        eq(companyChangeRequests.status, 'pending'),
      ),
    );
  return new Set(rows.map((row) => row.accountId));
}

/** The caller's role on the company, or null when they are not one of its members. */
export async function findMemberRole(
  db: TDatabase,
  accountId: number,
  userId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ memberRole: accountUsers.memberRole })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  return row?.memberRole ?? null;
}

/** The company's name and its detail informations, by field (a detail never given is absent). */
export async function findCompanyValues(
  db: TDatabase,
  accountId: number,
): Promise<Partial<Record<TCompanyField, string>>> {
  const [[account], rows] = await Promise.all([
    db
      .select({ name: accounts.name })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), notDeleted)),
    db
      .select({ key: accountInformations.key, value: accountInformations.value })
      .from(accountInformations)
      .where(
        and(
          eq(accountInformations.accountId, accountId),
          inArray(accountInformations.key, [...COMPANY_INFORMATION_FIELDS]),
        ),
      ),
  ]);
  const values: Partial<Record<TCompanyField, string>> = {};
  if (account) values.name = account.name;
  for (const row of rows) values[row.key as TCompanyField] = row.value;
  return values;
}

/**
 * Applies a company's changed details: the name on the account, the rest as its informations
 * (`tx`: the caller's transaction, with the audit entry).
 */
export async function applyCompanyChanges(
  tx: TDatabase,
  accountId: number,
  changes: Partial<Record<TCompanyField, string>>,
): Promise<void> {
  const { name, ...informations } = changes;
  if (name !== undefined) {
    await tx
      .update(accounts)
      .set({ name })
      .where(and(eq(accounts.id, accountId), notDeleted));
  }
  const items = Object.entries(informations).map(([key, value]) => ({ accountId, key, value }));
  if (items.length === 0) return;
  await tx
    .insert(accountInformations)
    .values(items)
    .onConflictDoUpdate({
      target: [accountInformations.accountId, accountInformations.key],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

export type TChangeRequestRow = {
  id: number;
  accountId: number;
  status: string;
  changes: Record<string, string>;
  before: Record<string, string | null>;
  requestedBy: { id: number; name: string } | null;
  requestedAt: Date;
  decidedBy: { id: number; name: string } | null;
  decidedAt: Date | null;
  reason: string | null;
};

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** A company's change requests, newest first (at most `limit`), optionally of one status. */
export async function findChangeRequests(
  db: TDatabase,
  accountId: number,
  options: { status?: TChangeRequestStatus; id?: number; limit?: number } = {},
): Promise<TChangeRequestRow[]> {
  const conditions = [eq(companyChangeRequests.accountId, accountId)];
  if (options.status) conditions.push(eq(companyChangeRequests.status, options.status));
  if (options.id !== undefined) conditions.push(eq(companyChangeRequests.id, options.id));
  const rows = await db
    .select({
      request: companyChangeRequests,
      requesterName: requester.name,
      deciderName: decider.name,
    })
    .from(companyChangeRequests)
    .leftJoin(requester, eq(requester.id, companyChangeRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, companyChangeRequests.decidedBy))
    .where(and(...conditions))
    .orderBy(desc(companyChangeRequests.requestedAt), desc(companyChangeRequests.id))
    .limit(options.limit ?? 50);
  return rows.map(({ request, requesterName, deciderName }) => ({
    id: request.id,
    accountId: request.accountId,
    status: request.status,
    changes: request.changes,
    before: request.before,
    requestedBy:
      request.requestedBy !== null && requesterName !== null
        ? { id: request.requestedBy, name: requesterName }
        : null,
    requestedAt: request.requestedAt,
    decidedBy:
      request.decidedBy !== null && deciderName !== null
        ? { id: request.decidedBy, name: deciderName }
        : null,
    decidedAt: request.decidedAt,
    reason: request.reason,
  }));
}

/** A new pending request; the unique index refuses a second one waiting for the same company. */
export async function insertChangeRequest(
  tx: TDatabase,
  values: {
    accountId: number;
    changes: Record<string, string>;
    before: Record<string, string | null>;
    requestedBy: number;
    requestedAt: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(companyChangeRequests)
    .values({ ...values, status: 'pending' })
    .returning({ id: companyChangeRequests.id });
  if (!row) throw new Error('Could not store the change request');
  return row.id;
}

/**
 * Decides a request while it is still pending: false when another decision got there first (the
 * caller answers 409 and rolls back).
 */
export async function decideChangeRequest(
  tx: TDatabase,
  values: {
    accountId: number;
    requestId: number;
    status: Exclude<TChangeRequestStatus, 'pending'>;
    decidedBy: number;
    decidedAt: Date;
    reason: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .update(companyChangeRequests)
    .set({
      status: values.status,
      decidedBy: values.decidedBy,
      decidedAt: values.decidedAt,
      reason: values.reason,
    })
    .where(
      and(
        eq(companyChangeRequests.id, values.requestId),
        eq(companyChangeRequests.accountId, values.accountId),
        eq(companyChangeRequests.status, 'pending'),
      ),
    )
    .returning({ id: companyChangeRequests.id });
  return rows.length > 0;
}
