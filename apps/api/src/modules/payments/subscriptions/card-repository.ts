import { and, eq, isNotNull } from 'drizzle-orm';
import { cardChallenges, storedCards } from '../../../db/schema/subscriptions.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';

/** The `stored_cards` the provider keeps for a company, and the `card_challenges` of a card change. */

export type TStoredCardRow = typeof storedCards.$inferSelect;

/** The card as the provider keeps it: its token and what the customer recognises it by. */
export type TCardToKeep = Pick<
  TStoredCardRow,
  'provider' | 'token' | 'brand' | 'last4' | 'expireMonth' | 'expireYear'
>;

/** Keeps a card for an account; answers its id. */
export async function insertStoredCard(
  tx: TDatabase,
  accountId: number,
  card: TCardToKeep,
  addedBy: number | null,
): Promise<number> {
  const [row] = await tx
    .insert(storedCards)
    .values({ accountId, ...card, addedBy })
    .returning({ id: storedCards.id });
  if (!row) throw new Error('Could not keep the card');
  return row.id;
}

export async function findStoredCard(db: TDatabase, cardId: number | null): Promise<TStoredCardRow | null> {
  if (cardId === null) return null;
  const [row] = await db.select().from(storedCards).where(eq(storedCards.id, cardId));
  return row ?? null;
}

/** A card the bank is asked to confirm, waiting for its answer. */
export async function insertCardChallenge(
  db: TDatabase,
  values: Omit<typeof cardChallenges.$inferInsert, 'id' | 'status' | 'failureCode' | 'createdAt'>,
): Promise<void> {
  await db.insert(cardChallenges).values(values);
}

export type TCardChallengeRow = typeof cardChallenges.$inferSelect;

export async function findCardChallenge(db: TDatabase, tokenHash: string): Promise<TCardChallengeRow | null> {
  const [row] = await db.select().from(cardChallenges).where(eq(cardChallenges.tokenHash, tokenHash));
  return row ?? null;
}

/** Takes the bank's answer once: the page is dropped by the one caller that gets the row back. */
export async function claimCardChallenge(db: TDatabase, id: number): Promise<boolean> {
  const rows = await db
    .update(cardChallenges)
    .set({ page: null })
    .where(
      and(eq(cardChallenges.id, id), eq(cardChallenges.status, 'pending'), isNotNull(cardChallenges.page)),
    )
    .returning({ id: cardChallenges.id });
  return rows.length === 1;
}

export async function finishCardChallenge(
  db: TDatabase,
  id: number,
  outcome: { status: 'succeeded' | 'failed'; failureCode: string | null },
): Promise<void> {
  await db.update(cardChallenges).set(outcome).where(eq(cardChallenges.id, id));
}
