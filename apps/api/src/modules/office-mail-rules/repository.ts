import type { TShipmentAction, TShipmentKind } from '@portal/contracts/office/office-shipments';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  officeAuthorisedRecipients,
  officeForwardingAddresses,
  officeMailPreferences,
  officeMailRules,
} from '../../db/schema/office-line.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TRuleRow = typeof officeMailRules.$inferSelect;
export type TAddressRow = typeof officeForwardingAddresses.$inferSelect;
export type TRecipientRow = typeof officeAuthorisedRecipients.$inferSelect;

/** The rules that apply now, first match first. */
export async function findCurrentRules(db: TDatabase, accountId: number): Promise<TRuleRow[]> {
  return db
    .select()
    .from(officeMailRules)
    .where(and(eq(officeMailRules.accountId, accountId), isNull(officeMailRules.replacedAt)))
    .orderBy(asc(officeMailRules.position));
}

export async function findPreferences(db: TDatabase, accountId: number) {
  const [row] = await db
    .select()
    .from(officeMailPreferences)
    .where(eq(officeMailPreferences.accountId, accountId));
  return row ?? null;
}

export type TNewRule = {
  kind: TShipmentKind | null;
  senderContains: string;
  action: TShipmentAction;
  forwardingAddressId: number | null;
  notifyAtOnce: boolean;
};

/** The old rules stop applying (items keep naming them) and the new list applies, in one go. */
export async function replaceRules(
  tx: TDatabase,
  input: { accountId: number; rules: readonly TNewRule[]; forwardingWeekday: number; by: number; at: Date },
): Promise<void> {
  await tx
    .update(officeMailRules)
    .set({ replacedAt: input.at })
    .where(and(eq(officeMailRules.accountId, input.accountId), isNull(officeMailRules.replacedAt)));
  if (input.rules.length > 0) {
    await tx
      .insert(officeMailRules)
      .values(input.rules.map((rule, position) => ({ accountId: input.accountId, position, ...rule })));
  }
  await tx
    .insert(officeMailPreferences)
    .values({
      accountId: input.accountId,
      forwardingWeekday: input.forwardingWeekday,
      updatedAt: input.at,
      updatedBy: input.by,
    })
    .onConflictDoUpdate({
      target: officeMailPreferences.accountId,
      set: { forwardingWeekday: input.forwardingWeekday, updatedAt: input.at, updatedBy: input.by },
    });
}

export async function findAddresses(db: TDatabase, accountId: number): Promise<TAddressRow[]> {
  return db
    .select()
    .from(officeForwardingAddresses)
    .where(
      and(eq(officeForwardingAddresses.accountId, accountId), isNull(officeForwardingAddresses.deletedAt)),
    )
    .orderBy(asc(officeForwardingAddresses.id));
}

/** An address of the company, even one removed since (a rule made before names it). */
export async function findAddress(db: TDatabase, accountId: number, id: number): Promise<TAddressRow | null> {
  const [row] = await db
    .select()
    .from(officeForwardingAddresses)
    .where(and(eq(officeForwardingAddresses.accountId, accountId), eq(officeForwardingAddresses.id, id)));
  return row ?? null;
}

export async function insertAddress(
  db: TDatabase,
  address: Omit<typeof officeForwardingAddresses.$inferInsert, 'id' | 'createdAt' | 'deletedAt'>,
): Promise<TAddressRow> {
  const [row] = await db.insert(officeForwardingAddresses).values(address).returning();
  if (!row) throw new Error('address not saved');
  return row;
}

/** Marks a live row of the company deleted (addresses and recipients stay for what names them). */
async function softDelete(
  db: TDatabase,
  table: typeof officeForwardingAddresses | typeof officeAuthorisedRecipients,
  row: { accountId: number; id: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ deletedAt: row.at })
    .where(and(eq(table.accountId, row.accountId), eq(table.id, row.id), isNull(table.deletedAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}

export const softDeleteAddress = (db: TDatabase, accountId: number, id: number, at: Date) =>
  softDelete(db, officeForwardingAddresses, { accountId, id, at });

/** Whether a rule that applies now forwards to the address. */
export async function addressInUse(db: TDatabase, addressId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(officeMailRules)
    .where(and(eq(officeMailRules.forwardingAddressId, addressId), isNull(officeMailRules.replacedAt)));
  return (row?.n ?? 0) > 0;
}

export async function findRecipients(db: TDatabase, accountId: number): Promise<TRecipientRow[]> {
  return db
    .select()
    .from(officeAuthorisedRecipients)
    .where(
      and(eq(officeAuthorisedRecipients.accountId, accountId), isNull(officeAuthorisedRecipients.deletedAt)),
    )
    .orderBy(asc(officeAuthorisedRecipients.id));
}

export async function insertRecipient(
  db: TDatabase,
  recipient: { accountId: number; fullName: string; nationalIdHash: string; nationalIdLast3: string },
): Promise<TRecipientRow | null> {
  const [row] = await db
    .insert(officeAuthorisedRecipients)
    .values(recipient)
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export const softDeleteRecipient = (db: TDatabase, accountId: number, id: number, at: Date) =>
  softDelete(db, officeAuthorisedRecipients, { accountId, id, at });

/** A live authorised recipient of the company whose national ID hashes to `hash`. */
export async function findRecipientByHash(db: TDatabase, accountId: number, id: number, hash: string) {
  const [row] = await db
    .select()
    .from(officeAuthorisedRecipients)
    .where(
      and(
        eq(officeAuthorisedRecipients.accountId, accountId),
        eq(officeAuthorisedRecipients.id, id),
        eq(officeAuthorisedRecipients.nationalIdHash, hash),
        isNull(officeAuthorisedRecipients.deletedAt),
      ),
    );
  return row ?? null;
}

/** Counts live rows for the per-company caps (serialised by the company's advisory lock). */
export async function lockCompanyMailSettings(tx: TDatabase, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('office-mail-settings'), ${accountId})`);
}
