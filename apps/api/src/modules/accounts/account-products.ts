import type { TAccountProduct } from '@portal/contracts/accounts/account-schemas';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountProducts } from '../../db/schema/payments.ts';
import { products, productTranslations } from '../../db/schema/products.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

const FALLBACK_ID = LANGUAGE_IDS[DEFAULT_LANGUAGE];
const productText = alias(productTranslations, 'product_text');
const productFallback = alias(productTranslations, 'product_fallback');

/**
 * The products an account holds: bought by a successful payment and not removed, oldest first,
 * named in `language` (else Turkish); optionally only those of some product lines (brands).
 * `id` is the product's id (what `DELETE accounts/{id}/products/{productId}/remove` takes), and
 * `price` the price paid before KDV.
 */
export async function findAccountProducts(
  db: TDatabase,
  accountId: number,
  language: TLanguage = DEFAULT_LANGUAGE,
  brandIds?: readonly number[],
): Promise<TAccountProduct[]> {
  const conditions = [eq(accountProducts.accountId, accountId), isNull(accountProducts.removedAt)];
  if (brandIds) conditions.push(inArray(products.brandId, [...brandIds]));
  const rows = await db
    .select({
      id: accountProducts.productId,
      name: sql<string>`coalesce(${productText.name}, ${productFallback.name}, ${products.code})`,
      type: products.brandId,
      billing: products.billing,
      price: accountProducts.price,
      parentId: products.parentId,
      purchasedAt: accountProducts.purchasedAt,
      nextPaymentAt: accountProducts.nextPaymentAt,
    })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .leftJoin(
      productText,
      and(eq(productText.productId, products.id), eq(productText.languageId, LANGUAGE_IDS[language])),
    )
    .leftJoin(
      productFallback,
      and(eq(productFallback.productId, products.id), eq(productFallback.languageId, FALLBACK_ID)),
    )
    .where(and(...conditions))
    .orderBy(asc(accountProducts.purchasedAt), asc(accountProducts.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    billing: row.billing,
    price: row.price,
    // A packet stands on its own; an add-on hangs under its packet.
    is_main: row.parentId === null,
    purchased_at: row.purchasedAt.toISOString(),
    next_payment_at: row.nextPaymentAt?.toISOString() ?? null,
  }));
}
