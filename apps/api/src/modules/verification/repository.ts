import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { smsVerificationCodes } from '../../db/schema/auth-tokens.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

const c = smsVerificationCodes;

/** Stores the user's pending code, replacing any earlier one (its tries start again at 0). */
export async function upsertSmsCode(
  db: TDatabase,
  row: { userId: number; phone: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insert(c)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: c.userId,
      set: {
        phone: row.phone,
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        attempts: 0,
        createdAt: row.createdAt,
      },
    });
}

/**
 * Spends one try of the user's live code for `phone`, atomically (two parallel guesses cannot
 * both get the last try). Null when there is no live code with tries left.
 */
export async function spendSmsCodeTry(
  db: TDatabase,
  userId: number,
  phone: string,
  maxTries: number,
  now: Date,
): Promise<{ codeHash: string; attempts: number } | null> {
  const [row] = await db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(and(eq(c.userId, userId), eq(c.phone, phone), gt(c.expiresAt, now), lt(c.attempts, maxTries)))
    .returning({ codeHash: c.codeHash, attempts: c.attempts });
  return row ?? null;
}

export async function findSmsCode(
  db: TDatabase,
  userId: number,
): Promise<{ phone: string; expiresAt: Date; attempts: number } | null> {
  const [row] = await db
    .select({ phone: c.phone, expiresAt: c.expiresAt, attempts: c.attempts })
    .from(c)
    .where(eq(c.userId, userId));
  return row ?? null;
}

export async function deleteSmsCode(db: TDatabase, userId: number): Promise<void> {
  await db.delete(c).where(eq(c.userId, userId));
}
