import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import { storedCards, subscriptions } from '../../db/schema/subscriptions.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/** The card a line's live subscription charges (its renewals'), with the packet it renews. */
export async function findLineCard(db: TDatabase, accountId: number, brandId: number) {
  const [row] = await db
    .select({
      productId: subscriptions.productId,
      provider: storedCards.provider,
      token: storedCards.token,
      brand: storedCards.brand,
      last4: storedCards.last4,
    })
    .from(subscriptions)
    .innerJoin(storedCards, eq(storedCards.id, subscriptions.cardId))
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        eq(subscriptions.brandId, brandId),
        ne(subscriptions.status, 'cancelled'),
      ),
    );
  return row ?? null;
}

export type TKeptCardRow = typeof storedCards.$inferSelect;

/**
 * The kept card a payment may charge instead of a typed one: the card the line's live
 * subscription renews from; for a new packet (`anyLine`) without one, the card the company's
 * other live packet renews from (an active one first, then the latest). Null: none.
 */
export async function findCardToCharge(
  db: TDatabase,
  accountId: number,
  brandId: number,
  { anyLine }: { anyLine: boolean },
): Promise<TKeptCardRow | null> {
  const [row] = await db
    .select({ card: storedCards })
    .from(subscriptions)
    .innerJoin(storedCards, eq(storedCards.id, subscriptions.cardId))
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        ne(subscriptions.status, 'cancelled'),
        anyLine ? undefined : eq(subscriptions.brandId, brandId),
      ),
    )
    .orderBy(
      desc(sql`${subscriptions.brandId} = ${brandId}`),
      desc(sql`${subscriptions.status} = 'active'`),
      desc(subscriptions.createdAt),
      desc(subscriptions.id),
    )
    .limit(1);
  return row?.card ?? null;
}

/** A one-off charge of the card on file, made by a customer's action (a meeting room's paid hours). */
export async function insertCardOnFilePayment(
  tx: TDatabase,
  values: {
    accountId: number;
    userId: number;
    productId: number;
    kind: string;
    idempotencyKey: string;
    amount: number;
    provider: string;
    providerRef: string;
    cardLast4: string;
    cardBrand: string;
    at: Date;
  },
): Promise<number> {
  const { at, ...rest } = values;
  const [row] = await tx
    .insert(payments)
    .values({ ...rest, status: 'succeeded', createdAt: at, updatedAt: at })
    .returning({ id: payments.id });
  if (!row) throw new Error('Could not record the payment');
  return row.id;
}

/** What a refund of a payment needs: the provider's reference, the amount, its invoice. */
export async function findPaymentOfAccount(db: TDatabase, paymentId: number, accountId: number) {
  const [row] = await db
    .select({ providerRef: payments.providerRef, amount: payments.amount, status: payments.status })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.accountId, accountId)));
  return row ?? null;
}
