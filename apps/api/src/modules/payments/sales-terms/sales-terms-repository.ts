import { and, eq, isNull } from 'drizzle-orm';
import { salesTermsAcceptances } from '../../../db/schema/sales-terms.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';
import type { TSalesDocuments } from './sales-documents.ts';

/** The `sales_terms_acceptances` table: one acceptance per payment that needed it. */

export type TNewAcceptance = {
  accountId: number;
  userId: number;
  paymentId: number;
  productId: number;
  brandId: number;
  language: string;
  version: string;
  textHash: string;
  documents: TSalesDocuments;
  ip: string | null;
  acceptedAt: Date;
};

/**
 * Records the acceptance with its payment. A payment key taken again after the provider was down
 * is accepted again: the row then holds that later acceptance (what was shown the second time).
 */
export async function upsertAcceptance(tx: TDatabase, values: TNewAcceptance): Promise<void> {
  const { paymentId: _paymentId, ...changes } = values;
  await tx
    .insert(salesTermsAcceptances)
    .values(values)
    .onConflictDoUpdate({ target: salesTermsAcceptances.paymentId, set: { ...changes, mailedAt: null } });
}

export type TAcceptanceRow = typeof salesTermsAcceptances.$inferSelect;

export async function findAcceptanceOfPayment(
  db: TDatabase,
  paymentId: number,
): Promise<TAcceptanceRow | null> {
  const [row] = await db
    .select()
    .from(salesTermsAcceptances)
    .where(eq(salesTermsAcceptances.paymentId, paymentId));
  return row ?? null;
}

/** Marks the documents mailed; false when another call already did (each is mailed once). */
export async function claimAcceptanceMail(tx: TDatabase, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(salesTermsAcceptances)
    .set({ mailedAt: at })
    .where(and(eq(salesTermsAcceptances.id, id), isNull(salesTermsAcceptances.mailedAt)))
    .returning({ id: salesTermsAcceptances.id });
  return rows.length === 1;
}
