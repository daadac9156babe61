import { pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/** Ids are fixed (1 tr, 2 en; `LANGUAGE_IDS` in contracts): the web app sends them. */
export const languages = pgTable('languages', {
  id: smallint('id').primaryKey(),
  code: varchar('code', { length: 5 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
});
