import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { creditNotes, invoices } from '../../../db/schema/payments.ts';
import { subscriptionCharges } from '../../../db/schema/subscriptions.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';

/** The `subscription_charges` table: one row per subscription and period, whose unique key charges a period once. */

export type TChargeRow = typeof subscriptionCharges.$inferSelect;

export type TChargeWithInvoice = TChargeRow & {
  invoiceId: number | null;
  invoiceNumber: string | null;
  invoiceTotal: number | null;
  creditNoteId: number | null;
  creditNoteNumber: string | null;
};

/** The charges of some subscriptions, newest period first, with the invoice (and credit note) of each paid one. */
export async function findCharges(
  db: TDatabase,
  subscriptionIds: readonly number[],
): Promise<TChargeWithInvoice[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await db
    .select({
      charge: subscriptionCharges,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      invoiceTotal: invoices.total,
      creditNoteId: creditNotes.id,
      creditNoteNumber: creditNotes.number,
    })
    .from(subscriptionCharges)
    .leftJoin(invoices, eq(invoices.paymentId, subscriptionCharges.paymentId))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(inArray(subscriptionCharges.subscriptionId, [...subscriptionIds]))
    .orderBy(sql`${subscriptionCharges.periodStart} desc`, sql`${subscriptionCharges.id} desc`);
  return rows.map(({ charge, ...invoice }) => ({ ...charge, ...invoice }));
}

/** The charge of one period, if any (the pay-now path settles it). */
export async function findCharge(
  db: TDatabase,
  subscriptionId: number,
  periodStart: Date,
): Promise<TChargeRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscriptionId),
        eq(subscriptionCharges.periodStart, periodStart),
      ),
    );
  return row ?? null;
}

/** A charge held for longer than this (its worker died) may be claimed again. */
const STALE_CHARGE_MS = 60 * 60 * 1000;

/**
 * Claims the charge of one period: the first attempt inserts it, a retry takes back a refused one
 * (a stale held one keeps its attempt number, so the provider's key stays the same). Null when
 * the period is paid or another worker holds it: the unique key (subscription, period) is what
 * makes a period charged once.
 */
export async function claimCharge(
  db: TDatabase,
  input: { subscriptionId: number; periodStart: Date; periodEnd: Date; amount: number; now: Date },
): Promise<TChargeRow | null> {
  const [inserted] = await db
    .insert(subscriptionCharges)
    .values({ ...input, status: 'pending', attempts: 1, chargedAt: input.now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [retried] = await db
    .update(subscriptionCharges)
    .set({
      status: 'pending',
      attempts: sql`case when ${subscriptionCharges.status} = 'failed' then ${subscriptionCharges.attempts} + 1 else ${subscriptionCharges.attempts} end`,
      amount: input.amount,
      chargedAt: input.now,
    })
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, input.subscriptionId),
        eq(subscriptionCharges.periodStart, input.periodStart),
        or(
          eq(subscriptionCharges.status, 'failed'),
          and(
            eq(subscriptionCharges.status, 'pending'),
            lte(subscriptionCharges.chargedAt, new Date(input.now.getTime() - STALE_CHARGE_MS)),
          ),
        ),
      ),
    )
    .returning();
  return retried ?? null;
}

type TPaidCharge = {
  subscriptionId: number;
  periodStart: Date;
  periodEnd: Date;
  amount: number;
  paymentId: number;
  chargedAt: Date;
};

/** A subscription's first period, paid by the payment that started it. */
export async function insertPaidCharge(tx: TDatabase, charge: TPaidCharge): Promise<void> {
  await tx.insert(subscriptionCharges).values({ ...charge, status: 'succeeded' });
}

/** A period paid without a claimed charge (the card modal): recorded paid, or the one refused before marked paid. */
export async function upsertPaidCharge(tx: TDatabase, charge: TPaidCharge): Promise<void> {
  await tx
    .insert(subscriptionCharges)
    .values({ ...charge, status: 'succeeded' })
    .onConflictDoUpdate({
      target: [subscriptionCharges.subscriptionId, subscriptionCharges.periodStart],
      set: {
        status: 'succeeded',
        paymentId: charge.paymentId,
        failureCode: null,
        chargedAt: charge.chargedAt,
      },
    });
}

export async function markChargePaid(tx: TDatabase, chargeId: number, paymentId: number): Promise<void> {
  await tx
    .update(subscriptionCharges)
    .set({ status: 'succeeded', paymentId, failureCode: null })
    .where(eq(subscriptionCharges.id, chargeId));
}

export async function markChargeRefused(
  tx: TDatabase,
  chargeId: number,
  code: TPaymentDeclineCode,
): Promise<void> {
  await tx
    .update(subscriptionCharges)
    .set({ status: 'failed', failureCode: code })
    .where(eq(subscriptionCharges.id, chargeId));
}
