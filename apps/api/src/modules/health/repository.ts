import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../plugins/db/database.ts';

/** A real round trip to the database. */
export async function pingDatabase(db: TDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}
