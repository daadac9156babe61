import { boolean, integer, pgTable, primaryKey, real, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { languages } from './languages.ts';
import { products } from './products.ts';

/** The virtual-office addresses a customer picks in the office wizard (spec: four of them). */
export const officeLocations = pgTable('office_locations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  sort: smallint('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** What the office offers: its meeting rooms, reception hours ('09:00-18:00') and parking. */
  meetingRooms: smallint('meeting_rooms').notNull().default(0),
  receptionHours: varchar('reception_hours', { length: 20 }).notNull().default('09:00-18:00'),
  parking: boolean('parking').notNull().default(false),
  /** Where the office is, for the wizard's map (drawn in the browser; no map tiles). */
  latitude: real('latitude').notNull().default(0),
  longitude: real('longitude').notNull().default(0),
  /** The secretary who answers the line and the mail of the companies at this office. */
  secretaryId: integer('secretary_id').references(() => users.id, { onDelete: 'set null' }),
});

/** The office packets (brand 2) offered at a location. */
export const officeLocationProducts = pgTable(
  'office_location_products',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => officeLocations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.productId] })],
);

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
