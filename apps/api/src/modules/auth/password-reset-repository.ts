import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema/auth-tokens.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

const r = passwordResetTokens;

/** A new reset token for the user; earlier unused ones are dropped (only the latest mail works). */
export async function replaceResetToken(
  db: TDatabase,
  row: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(r).where(and(eq(r.userId, row.userId), isNull(r.usedAt)));
    await tx.insert(r).values(row);
  });
}

export async function findResetToken(
  db: TDatabase,
  tokenHash: string,
): Promise<{ id: number; userId: number; expiresAt: Date; usedAt: Date | null } | null> {
  const [row] = await db
    .select({ id: r.id, userId: r.userId, expiresAt: r.expiresAt, usedAt: r.usedAt })
    .from(r)
    .where(eq(r.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks the token used; false when another request used it first. */
export async function markResetTokenUsed(db: TDatabase, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(r)
    .set({ usedAt: now })
    .where(and(eq(r.id, id), isNull(r.usedAt)))
    .returning({ id: r.id });
  return used.length > 0;
}
