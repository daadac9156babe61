import type { TLanguage } from '@portal/contracts/common/languages';
import type {
  TCategory,
  TProduct,
  TProductAddOn,
  TProductListQuery,
  TPublicPacket,
} from '@portal/contracts/products/product-schemas';
import {
  BRAND_FILTERS,
  isProductType,
  type TBrandFilter,
  type TProductType,
} from '@portal/contracts/products/product-types';
import type { TDatabase } from '../../plugins/db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  findAddOns,
  findCategories,
  findFeatures,
  findProducts,
  type TProductFilter,
  type TProductRow,
} from './repository.ts';

const LANDING_BRANDS: readonly TBrandFilter[] = Object.values(BRAND_FILTERS);

/** Brands are seeded from PRODUCT_TYPES, so anything else is a broken database, not bad input. */
function toBrand(id: number): TProductType {
  if (!isProductType(id)) throw new Error(`Unknown brand id ${id} in the database`);
  return id;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const toAddOn = (row: TProductRow): TProductAddOn => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  billing: row.billing,
  required: row.isRequired,
});

/**
 * Products with their features and add-ons: three queries in all, whatever the number of
 * products (no query per product).
 */
async function loadProducts(db: TDatabase, filter: TProductFilter, language: TLanguage): Promise<TProduct[]> {
  const rows = await findProducts(db, filter, language);
  const ids = rows.map((row) => row.id);
  const [features, addOns] = await Promise.all([
    findFeatures(db, ids, language),
    findAddOns(db, ids, language),
  ]);
  const featuresOf = groupBy(features, (f) => f.productId);
  const addOnsOf = groupBy(addOns, (a) => a.parentId);
  return rows.map((row) => ({
    id: row.id,
    brand: toBrand(row.brandId),
    name: row.name,
    description: row.description,
    price: row.price,
    billing: row.billing,
    // The spec's clients compare is_main with 1.
    is_main: row.isMain ? 1 : 0,
    features: (featuresOf.get(row.id) ?? []).map((f) => ({ id: f.id, name: f.name })),
    childrens: (addOnsOf.get(row.id) ?? []).map(toAddOn),
    packet_id: row.parentId,
    category_id: row.categoryId,
    code: row.code,
  }));
}

/** The landing page's pricing cards: main packets of the accountant and office lines only. */
export async function listPublicPackets(
  db: TDatabase,
  brand: TBrandFilter | undefined,
  language: TLanguage,
): Promise<TPublicPacket[]> {
  const packets = await loadProducts(
    db,
    { brandIds: brand === undefined ? LANDING_BRANDS : [brand], topLevel: true, isMain: true },
    language,
  );
  return packets.map((p) => ({
    id: p.id,
    brand: p.brand,
    name: p.name,
    description: p.description,
    price: p.price,
    billing: p.billing,
    is_main: p.is_main,
    features: p.features,
    childrens: p.childrens,
  }));
}

/** A line's active packets; `category` is a category slug or id. */
export async function listBrandProducts(
  db: TDatabase,
  brand: TProductType,
  query: TProductListQuery,
  language: TLanguage,
): Promise<TProduct[]> {
  const category = query.category;
  return loadProducts(
    db,
    {
      brandIds: [brand],
      topLevel: true,
      search: query.search || undefined,
      isMain: query.is_main === undefined ? undefined : query.is_main === '1',
      ...(category && /^\d+$/.test(category)
        ? { categoryId: Number(category) }
        : { categorySlug: category || undefined }),
    },
    language,
  );
}

/** One active product of the line: a packet or an add-on. 404 when missing or of another line. */
export async function getBrandProduct(
  db: TDatabase,
  brand: TProductType,
  id: number,
  language: TLanguage,
): Promise<TProduct> {
  const [product] = await loadProducts(db, { brandIds: [brand], id }, language);
  if (!product) throw new HttpError(404, 'errors.productNotFound');
  return product;
}

export async function listCategories(
  db: TDatabase,
  brand: TProductType | undefined,
  language: TLanguage,
): Promise<TCategory[]> {
  const rows = await findCategories(db, brand, language);
  return rows.map((row) => ({ id: row.id, brand: toBrand(row.brandId), slug: row.slug, name: row.name }));
}

/** The catalogue's rows for another module's rules (the payments of a packet and its add-ons). */
export function findCatalogueProducts(...args: Parameters<typeof findProducts>) {
  return findProducts(...args);
}

/** The active add-ons of packets, for another module's rules. */
export function findPacketAddOns(...args: Parameters<typeof findAddOns>) {
  return findAddOns(...args);
}
