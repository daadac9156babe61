import { eq, inArray } from 'drizzle-orm';
import { salesInvoiceDeliveries } from '../../db/schema/e-invoices.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TDeliveryRow = typeof salesInvoiceDeliveries.$inferSelect;
type TDeliveryValues = Omit<typeof salesInvoiceDeliveries.$inferInsert, 'invoiceId' | 'updatedAt'>;

/** The deliveries of the invoices that have one (one query for a whole page). */
export async function deliveriesOf(db: TDatabase, invoiceIds: number[]): Promise<Map<number, TDeliveryRow>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(salesInvoiceDeliveries)
    .where(inArray(salesInvoiceDeliveries.invoiceId, invoiceIds));
  return new Map(rows.map((row) => [row.invoiceId, row]));
}

export async function findDelivery(db: TDatabase, invoiceId: number): Promise<TDeliveryRow | null> {
  return (await deliveriesOf(db, [invoiceId])).get(invoiceId) ?? null;
}

/**
 * Starts an attempt: the row becomes `sending` with this claim's time, whatever it held (the
 * caller decided under the invoice's lock that it may). The previous answer's fields are cleared.
 */
export async function claimDelivery(
  db: TDatabase,
  invoiceId: number,
  values: TDeliveryValues,
): Promise<void> {
  const attempt = {
    ...values,
    status: 'sending',
    reference: null,
    refusalCode: null,
    refusalDetail: null,
    sentAt: null,
    cancelledAt: null,
  };
  await db
    .insert(salesInvoiceDeliveries)
    .values({ invoiceId, ...attempt })
    .onConflictDoUpdate({ target: salesInvoiceDeliveries.invoiceId, set: attempt });
}

export async function updateDelivery(
  db: TDatabase,
  invoiceId: number,
  values: Partial<TDeliveryValues>,
): Promise<TDeliveryRow> {
  const [row] = await db
    .update(salesInvoiceDeliveries)
    .set(values)
    .where(eq(salesInvoiceDeliveries.invoiceId, invoiceId))
    .returning();
  if (!row) throw new Error(`The delivery of invoice ${invoiceId} vanished`);
  return row;
}
