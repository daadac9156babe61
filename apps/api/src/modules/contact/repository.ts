import { contactMessages } from '../../db/schema/contact.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

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
