import { boolean, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { languages } from './languages.ts';

/** The virtual-office addresses a customer picks in the office wizard (spec: four of them). */
export const officeLocations = pgTable('office_locations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  sort: smallint('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const officeLocationTranslations = pgTable(
  'office_location_translations',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => officeLocations.id, { onDelete: 'cascade' }),
    languageId: smallint('language_id')
      .notNull()
      .references(() => languages.id),
    name: varchar('name', { length: 120 }).notNull(),
    city: varchar('city', { length: 60 }).notNull(),
    district: varchar('district', { length: 60 }).notNull(),
    address: text('address').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.languageId] })],
);
