import type {
  TOfficeAllowance,
  TOfficeFeeCode,
  TOfficeUsageKind,
} from '@portal/contracts/office/office-usage';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { officeAllowances, officeFees, officeUsage } from '../../db/schema/office-usage.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

const allowanceOfRow = (row: typeof officeAllowances.$inferSelect): TOfficeAllowance => ({
  calls: row.calls,
  scans: row.scans,
  forwardings: row.forwardings,
  room_hours: row.roomHours,
  storage_days: row.storageDays,
});

/** Every office packet's allowance, by packet id. */
export async function findAllowances(
  db: TDatabase,
): Promise<{ productId: number; allowance: TOfficeAllowance }[]> {
  const rows = await db.select().from(officeAllowances).orderBy(asc(officeAllowances.productId));
  return rows.map((row) => ({ productId: row.productId, allowance: allowanceOfRow(row) }));
}

export async function findAllowance(db: TDatabase, productId: number): Promise<TOfficeAllowance | null> {
  const [row] = await db.select().from(officeAllowances).where(eq(officeAllowances.productId, productId));
  return row ? allowanceOfRow(row) : null;
}

export async function findFees(db: TDatabase): Promise<Map<TOfficeFeeCode, number>> {
  const rows = await db.select().from(officeFees);
  return new Map(rows.map((row) => [row.code, row.unitPrice]));
}

export type TNewUsage = {
  accountId: number;
  period: string;
  kind: TOfficeUsageKind;
  quantity: number;
  feeUnits: number;
  source: string;
  occurredAt: Date;
  prepaid: boolean;
};

/** Counted once per company, kind and source: a retried write adds nothing. */
export async function insertUsage(db: TDatabase, usage: readonly TNewUsage[]): Promise<void> {
  if (usage.length === 0) return;
  await db
    .insert(officeUsage)
    .values([...usage])
    .onConflictDoNothing();
}

/** Takes back usage not charged yet (a booking cancelled in time). */
export async function deleteUnchargedUsage(
  db: TDatabase,
  accountId: number,
  kind: TOfficeUsageKind,
  source: string,
): Promise<void> {
  await db
    .delete(officeUsage)
    .where(
      and(
        eq(officeUsage.accountId, accountId),
        eq(officeUsage.kind, kind),
        eq(officeUsage.source, source),
        isNull(officeUsage.chargedPaymentId),
      ),
    );
}

export type TUsageRow = typeof officeUsage.$inferSelect;

/** A company's usage in the given months, in the order it counts against the allowance. */
export async function findUsage(
  db: TDatabase,
  accountId: number,
  periods: readonly string[],
): Promise<TUsageRow[]> {
  if (periods.length === 0) return [];
  return db
    .select()
    .from(officeUsage)
    .where(and(eq(officeUsage.accountId, accountId), inArray(officeUsage.period, [...periods])))
    .orderBy(asc(officeUsage.kind), asc(officeUsage.occurredAt), asc(officeUsage.id));
}

/** The months in which a company has usage no renewal has charged yet. */
export async function findUnchargedPeriods(db: TDatabase, accountId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ period: officeUsage.period })
    .from(officeUsage)
    .where(
      and(
        eq(officeUsage.accountId, accountId),
        isNull(officeUsage.chargedPaymentId),
        eq(officeUsage.prepaid, false),
      ),
    );
  return rows.map((row) => row.period);
}

export async function markUsageCharged(
  tx: TDatabase,
  charges: readonly { id: number; amount: number }[],
  paymentId: number,
): Promise<void> {
  if (charges.length === 0) return;
  const amounts = sql.join(
    charges.map((c) => sql`(${c.id}::integer, ${c.amount}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${officeUsage} set charged_payment_id = ${paymentId}, charged_amount = c.amount
    from (values ${amounts}) as c(id, amount)
    where ${officeUsage.id} = c.id and ${officeUsage.chargedPaymentId} is null`);
}
