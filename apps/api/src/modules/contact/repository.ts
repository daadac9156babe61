import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset } from '../../plugins/db/list-queries.ts';

export type TNewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(
  db: TDatabase,
  values: TNewContactMessage,
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('Could not store the contact message');
  return row;
}

export type TContactMessageFilterRow = { handled?: boolean | undefined; page: number; perPage: number };

const messageColumns = {
  id: contactMessages.id,
  fullName: contactMessages.fullName,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  languageId: contactMessages.languageId,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledById: contactMessages.handledBy,
  handledByName: users.name,
};

/** A page of messages, newest first (the created_at index); `handled` filters by state. */
export async function listContactMessages(db: TDatabase, filter: TContactMessageFilterRow) {
  const where =
    filter.handled === undefined
      ? undefined
      : filter.handled
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt);
  const { rows, total } = await listedPage(
    db,
    filter,
    db
      .select(messageColumns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    db.select({ one: LISTED }).from(contactMessages).where(where),
  );
  return { rows, total };
}

export type TContactMessageRow = Awaited<ReturnType<typeof listContactMessages>>['rows'][number];

export async function findContactMessage(db: TDatabase, id: number): Promise<TContactMessageRow | null> {
  const [row] = await db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row ?? null;
}

export async function setContactMessageHandled(
  db: TDatabase,
  id: number,
  handled: { at: Date; by: number } | null,
): Promise<void> {
  await db
    .update(contactMessages)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(contactMessages.id, id));
}
