import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  categories,
  categoryTranslations,
  productFeatures,
  productFeatureTranslations,
  products,
  productTranslations,
} from '../../db/schema/products.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/*
 * Names and descriptions come from the translation tables: the caller's language, else Turkish
 * (the fallback language) so a missing translation never hides a product.
 */
const FALLBACK_ID = LANGUAGE_IDS[DEFAULT_LANGUAGE];

const productText = alias(productTranslations, 'product_text');
const productFallback = alias(productTranslations, 'product_fallback');

export type TProductFilter = {
  brandIds?: readonly number[];
  /** Packets only (no add-ons). */
  topLevel?: boolean;
  isMain?: boolean;
  id?: number;
  /** Any of these products. */
  ids?: readonly number[];
  categorySlug?: string;
  categoryId?: number;
  search?: string;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function productConditions(filter: TProductFilter): SQL[] {
  const conditions: SQL[] = [eq(products.isActive, true)];
  if (filter.brandIds) conditions.push(inArray(products.brandId, [...filter.brandIds]));
  if (filter.topLevel) conditions.push(isNull(products.parentId));
  if (filter.isMain !== undefined) conditions.push(eq(products.isMain, filter.isMain));
  if (filter.id !== undefined) conditions.push(eq(products.id, filter.id));
  if (filter.ids) conditions.push(inArray(products.id, [...filter.ids]));
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.categorySlug !== undefined) conditions.push(eq(categories.slug, filter.categorySlug));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const name = sql`coalesce(${productText.name}, ${productFallback.name})`;
    const condition = or(ilike(name, pattern), ilike(products.code, pattern));
    if (condition) conditions.push(condition);
  }
  return conditions;
}

const productColumns = {
  id: products.id,
  brandId: products.brandId,
  categoryId: products.categoryId,
  parentId: products.parentId,
  code: products.code,
  price: products.price,
  billing: products.billing,
  isMain: products.isMain,
  isRequired: products.isRequired,
  name: sql<string>`coalesce(${productText.name}, ${productFallback.name}, ${products.code})`,
  description: sql<string | null>`coalesce(${productText.description}, ${productFallback.description})`,
};

export type TProductRow = {
  id: number;
  brandId: number;
  categoryId: number | null;
  parentId: number | null;
  code: string;
  price: number;
  billing: (typeof products.billing.enumValues)[number];
  isMain: boolean;
  isRequired: boolean;
  name: string;
  description: string | null;
};

function selectProducts(db: TDatabase, language: TLanguage) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(
      productText,
      and(eq(productText.productId, products.id), eq(productText.languageId, LANGUAGE_IDS[language])),
    )
    .leftJoin(
      productFallback,
      and(eq(productFallback.productId, products.id), eq(productFallback.languageId, FALLBACK_ID)),
    )
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

/** Products in display order: by line, then the catalogue's order. */
export async function findProducts(
  db: TDatabase,
  filter: TProductFilter,
  language: TLanguage,
): Promise<TProductRow[]> {
  return selectProducts(db, language)
    .where(and(...productConditions(filter)))
    .orderBy(asc(products.brandId), asc(products.sort), asc(products.id));
}

/** The active add-ons of all the given packets, in one query. */
export async function findAddOns(
  db: TDatabase,
  parentIds: readonly number[],
  language: TLanguage,
): Promise<TProductRow[]> {
  if (parentIds.length === 0) return [];
  return selectProducts(db, language)
    .where(and(eq(products.isActive, true), inArray(products.parentId, [...parentIds])))
    .orderBy(asc(products.parentId), asc(products.sort), asc(products.id));
}

/** The features of all the given products, in one query. */
export async function findFeatures(
  db: TDatabase,
  productIds: readonly number[],
  language: TLanguage,
): Promise<{ id: number; productId: number; name: string }[]> {
  if (productIds.length === 0) return [];
  const text = alias(productFeatureTranslations, 'feature_text');
  const fallback = alias(productFeatureTranslations, 'feature_fallback');
  return db
    .select({
      id: productFeatures.id,
      productId: productFeatures.productId,
      name: sql<string>`coalesce(${text.name}, ${fallback.name}, '')`,
    })
    .from(productFeatures)
    .leftJoin(text, and(eq(text.featureId, productFeatures.id), eq(text.languageId, LANGUAGE_IDS[language])))
    .leftJoin(fallback, and(eq(fallback.featureId, productFeatures.id), eq(fallback.languageId, FALLBACK_ID)))
    .where(inArray(productFeatures.productId, [...productIds]))
    .orderBy(asc(productFeatures.productId), asc(productFeatures.sort));
}

export async function findCategories(
  db: TDatabase,
  brandId: number | undefined,
  language: TLanguage,
): Promise<{ id: number; brandId: number; slug: string; name: string }[]> {
  const text = alias(categoryTranslations, 'category_text');
  const fallback = alias(categoryTranslations, 'category_fallback');
  return db
    .select({
      id: categories.id,
      brandId: categories.brandId,
      slug: categories.slug,
      name: sql<string>`coalesce(${text.name}, ${fallback.name}, ${categories.slug})`,
    })
    .from(categories)
    .leftJoin(text, and(eq(text.categoryId, categories.id), eq(text.languageId, LANGUAGE_IDS[language])))
    .leftJoin(fallback, and(eq(fallback.categoryId, categories.id), eq(fallback.languageId, FALLBACK_ID)))
    .where(brandId === undefined ? undefined : eq(categories.brandId, brandId))
    .orderBy(asc(categories.brandId), asc(categories.sort), asc(categories.id));
}
