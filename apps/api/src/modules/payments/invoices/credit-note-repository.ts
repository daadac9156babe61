import { eq, sql } from 'drizzle-orm';
import { creditNotes } from '../../../db/schema/payments.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';

/** The `credit_notes` table: one per refunded invoice. */

/**
 * A credit note for a refunded invoice, numbered from its own series (IA-<year>-<6 digits>).
 * Null when the invoice already has one (its unique key): a refund is given once.
 */
export async function insertCreditNote(
  tx: TDatabase,
  input: {
    invoiceId: number;
    accountId: number;
    amount: number;
    providerRef: string;
    createdBy: number;
    at: Date;
    year: string;
  },
): Promise<{ id: number; number: string } | null> {
  const number = sql<string>`(select 'IA-' || ${input.year}::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('credit_note_number_seq') as n)`;
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number,
      invoiceId: input.invoiceId,
      accountId: input.accountId,
      amount: input.amount,
      providerRef: input.providerRef,
      createdBy: input.createdBy,
      issuedAt: input.at,
    })
    .onConflictDoNothing({ target: creditNotes.invoiceId })
    .returning({ id: creditNotes.id, number: creditNotes.number });
  return row ?? null;
}

/** A credit note with the invoice it refunds. */
export async function findCreditNote(
  db: TDatabase,
  id: number,
): Promise<{ id: number; number: string; issuedAt: Date; invoiceId: number; accountId: number } | null> {
  const [row] = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      issuedAt: creditNotes.issuedAt,
      invoiceId: creditNotes.invoiceId,
      accountId: creditNotes.accountId,
    })
    .from(creditNotes)
    .where(eq(creditNotes.id, id));
  return row ?? null;
}
