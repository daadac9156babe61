import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { officeCallInstructions } from '../../db/schema/office-call-instructions.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TInstructionsRow = typeof officeCallInstructions.$inferSelect & { updatedByName: string | null };

/** The company's saved instructions with the name of who saved them; null while it has the defaults. */
export async function findInstructions(db: TDatabase, accountId: number): Promise<TInstructionsRow | null> {
  const [row] = await db
    .select({ instructions: officeCallInstructions, updatedByName: users.name })
    .from(officeCallInstructions)
    .leftJoin(users, eq(users.id, officeCallInstructions.updatedBy))
    .where(eq(officeCallInstructions.accountId, accountId));
  return row ? { ...row.instructions, updatedByName: row.updatedByName } : null;
}

/** How the customers are told of an ordinary call; null while the company has the defaults. */
export async function findNoticeChoice(
  db: TDatabase,
  accountId: number,
): Promise<{ mail: boolean; sms: boolean } | null> {
  const [row] = await db
    .select({ mail: officeCallInstructions.notifyByMail, sms: officeCallInstructions.notifyBySms })
    .from(officeCallInstructions)
    .where(eq(officeCallInstructions.accountId, accountId));
  return row ?? null;
}

/** Writes the company's one row, whole. */
export async function saveInstructions(
  db: TDatabase,
  values: typeof officeCallInstructions.$inferInsert,
): Promise<void> {
  const { accountId: _account, ...change } = values;
  await db
    .insert(officeCallInstructions)
    .values(values)
    .onConflictDoUpdate({ target: officeCallInstructions.accountId, set: change });
}
