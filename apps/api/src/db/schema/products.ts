import { BILLING_PERIODS } from '@portal/contracts/products/product-types';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { languages } from './languages.ts';

/** Product lines; ids are the spec's type codes (1 accountant, 2 office, 4 dashboard, 7 network). */
export const brands = pgTable('brands', {
  id: smallint('id').primaryKey(),
  slug: varchar('slug', { length: 30 }).notNull().unique(),
  sort: smallint('sort').notNull().default(0),
});

export const brandTranslations = pgTable(
  'brand_translations',
  {
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    languageId: smallint('language_id')
      .notNull()
      .references(() => languages.id),
    name: varchar('name', { length: 120 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.languageId] })],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    slug: varchar('slug', { length: 60 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [unique().on(t.brandId, t.slug)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    languageId: smallint('language_id')
      .notNull()
      .references(() => languages.id),
    name: varchar('name', { length: 120 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageId] })],
);

export const billingPeriod = pgEnum('billing_period', BILLING_PERIODS);

/**
 * Packets and their add-ons in one table: an add-on (`childrens` in the spec) has the packet as
 * `parent_id`. Prices are integer kuruş, before KDV.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 80 }).notNull().unique(),
    price: integer('price').notNull(),
    billing: billingPeriod('billing').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    /**
     * An add-on its packet cannot be bought without (issue 36: the trade registry and formation
     * fees of a packet that founds a limited company): shown as included, always charged with it.
     */
    isRequired: boolean('is_required').notNull().default(false),
    sort: smallint('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index().on(t.brandId, t.isMain),
    index().on(t.parentId),
    index().on(t.categoryId),
    check('products_price_not_negative', sql`${t.price} >= 0`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    languageId: smallint('language_id')
      .notNull()
      .references(() => languages.id),
    name: varchar('name', { length: 160 }).notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.languageId] })],
);

/** A packet's feature list, in display order; `sort` is its natural key within the packet. */
export const productFeatures = pgTable(
  'product_features',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
  },
  (t) => [unique().on(t.productId, t.sort)],
);

export const productFeatureTranslations = pgTable(
  'product_feature_translations',
  {
    featureId: integer('feature_id')
      .notNull()
      .references(() => productFeatures.id, { onDelete: 'cascade' }),
    languageId: smallint('language_id')
      .notNull()
      .references(() => languages.id),
    name: varchar('name', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.featureId, t.languageId] })],
);
