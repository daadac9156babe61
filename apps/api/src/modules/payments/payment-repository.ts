import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import { and, eq, isNotNull } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import type { TPaymentKind } from './payment-rules.ts';

/*
 * The `payments` table: one row per charge attempt of a payer (checkout) or of a renewal
 * (subscriptions). Every function takes the caller's handle: the service that opened the
 * transaction decides what is written with what.
 */

export type TPaymentRow = typeof payments.$inferSelect;

/** The payment a user made under an Idempotency-Key, if any. */
export async function findPaymentByKey(
  db: TDatabase,
  userId: number,
  idempotencyKey: string,
): Promise<TPaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** A pending payment as a charge attempt starts it; `at` is the app's clock (the reconciliation reads it). */
export type TPendingPayment = {
  accountId: number;
  userId: number;
  productId: number;
  addOnIds: number[];
  kind: TPaymentKind;
  idempotencyKey: string;
  amount: number;
  provider: string;
  cardLast4: string;
  cardBrand: string;
  cardExpireMonth: number;
  cardExpireYear: number;
  /** The kept card charged instead of a typed one (the card on file); null: a typed card. */
  storedCardId?: number | null;
  at: Date;
};

/**
 * Claims the Idempotency-Key with a pending payment. Null when the user already used the key
 * (a concurrent double click loses here, on the unique index, before anything is charged).
 */
export async function insertPendingPayment(
  db: TDatabase,
  { at, ...values }: TPendingPayment,
): Promise<TPaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending', createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
    .returning();
  return row ?? null;
}

/**
 * Takes a key whose payment charged nothing (the provider was down or never saw it) for another
 * attempt: pending again, with this attempt's basket and card. Null when another call took it first.
 */
export async function reopenPayment(
  db: TDatabase,
  paymentId: number,
  { at, ...values }: TPendingPayment,
): Promise<TPaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...values, status: 'pending', failureCode: null, createdAt: at, updatedAt: at })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'failed'),
        eq(payments.failureCode, 'provider_unavailable'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markPaymentSucceeded(
  tx: TDatabase,
  paymentId: number,
  providerRef: string,
): Promise<void> {
  await tx.update(payments).set({ status: 'succeeded', providerRef }).where(eq(payments.id, paymentId));
}

/** A refused charge: the payment keeps its code. */
export async function markPaymentFailed(
  tx: TDatabase,
  paymentId: number,
  code: TPaymentDeclineCode,
): Promise<void> {
  await tx.update(payments).set({ status: 'failed', failureCode: code }).where(eq(payments.id, paymentId));
}

/** A payment the bank challenged: how to find it again from the bank's post, and where the payer goes after. */
export async function saveChallenge(
  db: TDatabase,
  paymentId: number,
  challenge: { tokenHash: string; providerRef: string; page: string; returnTo: string },
): Promise<void> {
  await db
    .update(payments)
    .set({
      challengeTokenHash: challenge.tokenHash,
      providerRef: challenge.providerRef,
      challengePage: challenge.page,
      returnTo: challenge.returnTo,
    })
    .where(eq(payments.id, paymentId));
}

/** The payment a challenge's secret names. */
export async function findPaymentByChallenge(db: TDatabase, tokenHash: string): Promise<TPaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.challengeTokenHash, tokenHash));
  return row ?? null;
}

/**
 * Takes the bank's answer once: the page is dropped by the one caller that gets the row back, so
 * a second post (a double click on the bank's page) finds nothing to complete.
 */
export async function claimChallenge(db: TDatabase, paymentId: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ challengePage: null })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'), isNotNull(payments.challengePage)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** What a refund needs of a payment: the provider's reference and the amount charged. */
export async function findPaymentRef(
  db: TDatabase,
  paymentId: number,
): Promise<{ providerRef: string | null; amount: number } | null> {
  const [row] = await db
    .select({ providerRef: payments.providerRef, amount: payments.amount })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/** Keeps the provider's reference of a charge whose recording failed, for reconciliation. */
export async function saveProviderRef(db: TDatabase, paymentId: number, providerRef: string): Promise<void> {
  await db.update(payments).set({ providerRef }).where(eq(payments.id, paymentId));
}

/** A renewal's payment (no payer: the portal charged the kept card). */
export async function insertRenewalPayment(
  tx: TDatabase,
  values: {
    accountId: number;
    productId: number;
    idempotencyKey: string;
    amount: number;
    provider: string;
    providerRef: string;
    cardLast4: string;
    cardBrand: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, userId: null, kind: 'renewal', status: 'succeeded' })
    .returning({ id: payments.id });
  if (!row) throw new Error('Could not record the renewal payment');
  return row.id;
}
