import type { TAccountProduct } from '@portal/contracts/accounts/account-schemas';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import { and, asc, eq, inArray, isNotNull, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountProducts } from '../../db/schema/payments.ts';
import { products, productTranslations } from '../../db/schema/products.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { preparedQuery } from '../../plugins/db/prepared-queries.ts';

/*
 * The products a company holds (account_products): what its page lists, and what a payment
 * attaches, renews or removes, in the payment's transaction (`tx`). The payments module calls
 * these; they are plain reads and writes with no rule of their own, so they hold their queries
 * rather than pass them through from a repository.
 */

const FALLBACK_ID = LANGUAGE_IDS[DEFAULT_LANGUAGE];
const productText = alias(productTranslations, 'product_text');
const productFallback = alias(productTranslations, 'product_fallback');

/** The held products' rows (of some lines only, with `brandIds`), named in `languageId`. */
export function heldProductsSelect(
  db: TDatabase,
  accountId: number | Placeholder,
  languageId: number | Placeholder,
  brandIds?: readonly number[],
) {
  const conditions = [eq(accountProducts.accountId, accountId), isNull(accountProducts.removedAt)];
  if (brandIds) conditions.push(inArray(products.brandId, [...brandIds]));
  return db
    .select({
      id: accountProducts.productId,
      name: sql<string>`coalesce(${productText.name}, ${productFallback.name}, ${products.code})`.as('name'),
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
      and(eq(productText.productId, products.id), eq(productText.languageId, languageId)),
    )
    .leftJoin(
      productFallback,
      and(eq(productFallback.productId, products.id), eq(productFallback.languageId, FALLBACK_ID)),
    )
    .where(and(...conditions))
    .orderBy(asc(accountProducts.purchasedAt), asc(accountProducts.id));
}

/** Every line's held products: what the company's page reads on each visit. */
const everyHeldProductQuery = preparedQuery((db) =>
  heldProductsSelect(db, sql.placeholder('accountId'), sql.placeholder('languageId')).prepare(
    'held_products',
  ),
);

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
  const rows = await (brandIds
    ? heldProductsSelect(db, accountId, LANGUAGE_IDS[language], brandIds)
    : everyHeldProductQuery(db).execute({ accountId, languageId: LANGUAGE_IDS[language] }));
  return rows.map(presentHeldProduct);
}

type THeldProductRow = Awaited<ReturnType<typeof heldProductsSelect>>[number];

/** A held product as the API shows it. */
export function presentHeldProduct(row: THeldProductRow): TAccountProduct {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    billing: row.billing,
    price: row.price,
    // A packet stands on its own; an add-on hangs under its packet.
    is_main: row.parentId === null,
    purchased_at: row.purchasedAt.toISOString(),
    next_payment_at: row.nextPaymentAt?.toISOString() ?? null,
  };
}

/** What an account holds now (not removed): the product's line, parent and billing. */
export async function findHeldProducts(
  db: TDatabase,
  accountId: number,
): Promise<{ productId: number; brandId: number; parentId: number | null; billing: string }[]> {
  return db
    .select({
      productId: accountProducts.productId,
      brandId: products.brandId,
      parentId: products.parentId,
      billing: products.billing,
    })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .where(and(eq(accountProducts.accountId, accountId), isNull(accountProducts.removedAt)));
}

/** The line (brand) of a product the account holds, or null when it holds none such. */
export async function findHeldProductLine(
  db: TDatabase,
  accountId: number,
  productId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ brandId: products.brandId })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .where(
      and(
        eq(accountProducts.accountId, accountId),
        eq(accountProducts.productId, productId),
        isNull(accountProducts.removedAt),
      ),
    )
    .limit(1);
  return row?.brandId ?? null;
}

/** Detaches every held copy of the product; answers how many there were. */
export async function removeHeldProduct(
  db: TDatabase,
  accountId: number,
  productId: number,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(accountProducts)
    .set({ removedAt: at })
    .where(
      and(
        eq(accountProducts.accountId, accountId),
        eq(accountProducts.productId, productId),
        isNull(accountProducts.removedAt),
      ),
    )
    .returning({ id: accountProducts.id });
  return rows.length;
}

/** What a successful payment bought, held from now on at the price paid (monthly ones with their next charge). */
export async function attachPaidProducts(
  tx: TDatabase,
  input: {
    accountId: number;
    paymentId: number;
    at: Date;
    products: readonly { productId: number; unitPrice: number; nextPaymentAt: Date | null }[];
  },
): Promise<void> {
  await tx.insert(accountProducts).values(
    input.products.map((product) => ({
      accountId: input.accountId,
      productId: product.productId,
      paymentId: input.paymentId,
      price: product.unitPrice,
      purchasedAt: input.at,
      nextPaymentAt: product.nextPaymentAt,
    })),
  );
}

export type THeldMonthlyProduct = {
  productId: number;
  packetId: number;
  description: string;
  unitPrice: number;
};

/**
 * What each packet renews: the packet and its monthly add-ons the company still holds, at the
 * price they were bought for, named in `language`. One query for every packet asked.
 */
export async function findHeldMonthlyProducts(
  db: TDatabase,
  accountId: number,
  packetIds: readonly number[],
  language: TLanguage,
): Promise<THeldMonthlyProduct[]> {
  if (packetIds.length === 0) return [];
  const rows = await db
    .select({
      productId: accountProducts.productId,
      parentId: products.parentId,
      description: productTranslations.name,
      unitPrice: accountProducts.price,
    })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, accountProducts.productId),
        eq(productTranslations.languageId, LANGUAGE_IDS[language]),
      ),
    )
    .where(
      and(
        eq(accountProducts.accountId, accountId),
        isNull(accountProducts.removedAt),
        isNotNull(accountProducts.nextPaymentAt),
        or(inArray(accountProducts.productId, [...packetIds]), inArray(products.parentId, [...packetIds])),
      ),
    )
    .orderBy(asc(accountProducts.id));
  return rows.map((row) => ({
    productId: row.productId,
    packetId: row.parentId ?? row.productId,
    description: row.description,
    unitPrice: row.unitPrice,
  }));
}

/** A period paid: the held monthly products of the packets show the next charge too (the dashboard reads them). */
export async function moveNextPaymentOfPackets(
  tx: TDatabase,
  accountId: number,
  packetIds: readonly number[],
  at: Date,
): Promise<void> {
  await tx
    .update(accountProducts)
    .set({ nextPaymentAt: at })
    .where(
      and(
        eq(accountProducts.accountId, accountId),
        isNull(accountProducts.removedAt),
        isNotNull(accountProducts.nextPaymentAt),
        or(
          inArray(accountProducts.productId, [...packetIds]),
          inArray(
            accountProducts.productId,
            tx
              .select({ id: products.id })
              .from(products)
              .where(inArray(products.parentId, [...packetIds])),
          ),
        ),
      ),
    );
}

/** A packet leaves the account with every add-on of it (its subscription ended, or another packet follows). */
export async function removePacketProducts(
  tx: TDatabase,
  accountId: number,
  packetId: number,
  at: Date,
): Promise<void> {
  await tx
    .update(accountProducts)
    .set({ removedAt: at })
    .where(
      and(
        eq(accountProducts.accountId, accountId),
        isNull(accountProducts.removedAt),
        or(
          eq(accountProducts.productId, packetId),
          inArray(
            accountProducts.productId,
            tx.select({ id: products.id }).from(products).where(eq(products.parentId, packetId)),
          ),
        ),
      ),
    );
}

/**
 * A packet change at the start of the period it applies to: the old packet and its add-ons
 * leave, the new packet arrives at its catalogue price with the same next charge.
 */
export async function replaceHeldPacket(
  tx: TDatabase,
  input: {
    accountId: number;
    packetId: number;
    next: { id: number; price: number };
    at: Date;
    nextPaymentAt: Date;
  },
): Promise<void> {
  await removePacketProducts(tx, input.accountId, input.packetId, input.at);
  await tx.insert(accountProducts).values({
    accountId: input.accountId,
    productId: input.next.id,
    price: input.next.price,
    purchasedAt: input.at,
    nextPaymentAt: input.nextPaymentAt,
  });
}
