import { TIME_ZONE } from '@portal/contracts/common/istanbul-time';
import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts } from '../../../db/schema/accounts.ts';
import { invoiceLines, invoices, payments } from '../../../db/schema/payments.ts';
import { products, productTranslations } from '../../../db/schema/products.ts';
import { subscriptionCharges } from '../../../db/schema/subscriptions.ts';
import { attachedTo } from '../../../plugins/account-attachment.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset, type TListedTotal } from '../../../plugins/db/list-queries.ts';

/*
 * The `invoices` and `invoice_lines` tables. The lists read the company (its name is on the
 * invoice; a deleted company's invoices are not listed), and the lines the product names in the
 * reader's language and the subscription period paid, in the same query, so a page is one query;
 * nothing here writes another module's table.
 */

export type TInvoiceLineInput = {
  productId: number;
  description: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Monthly products: when the next charge is due; null for one-off products. */
  nextPaymentAt: Date | null;
};

export type TNewInvoice = {
  paymentId: number;
  accountId: number;
  /** The company's name as it stands when the invoice is issued. */
  accountName: string;
  at: Date;
  /** The calendar year of the invoice number (in Istanbul). */
  invoiceYear: string;
  /** A line of no product (office usage beyond the allowance) has a null `productId`. */
  lines: readonly (Omit<TInvoiceLineInput, 'productId'> & { productId: number | null })[];
  totals: { subtotal: number; vatRate: number; vat: number; total: number };
};

/**
 * The invoice of a successful payment, numbered from the one series (FP-<year>-<6 digits>), with
 * its lines; answers its id. Inside the payment's transaction.
 */
export async function insertInvoice(tx: TDatabase, input: TNewInvoice): Promise<number> {
  // One sequence for every year; six digits at least, more once it passes 999999.
  const number = sql<string>`(select 'FP-' || ${input.invoiceYear}::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('invoice_number_seq') as n)`;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      accountId: input.accountId,
      paymentId: input.paymentId,
      accountName: input.accountName,
      issuedAt: input.at,
      subtotal: input.totals.subtotal,
      vatRate: input.totals.vatRate,
      vat: input.totals.vat,
      total: input.totals.total,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('Could not create the invoice');
  await tx.insert(invoiceLines).values(
    input.lines.map((line) => ({
      invoiceId: invoice.id,
      productId: line.productId,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.total,
    })),
  );
  return invoice.id;
}

export async function findInvoiceIdOfPayment(db: TDatabase, paymentId: number): Promise<number | null> {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, paymentId));
  return row?.id ?? null;
}

export type TInvoiceRow = {
  id: number;
  number: string;
  accountId: number;
  accountName: string;
  issuedAt: Date;
  subtotal: number;
  vatRate: number;
  vat: number;
  total: number;
  cardLast4: string;
  cardBrand: string;
};

const INVOICE_ROW = {
  id: invoices.id,
  number: invoices.number,
  accountId: invoices.accountId,
  accountName: invoices.accountName,
  issuedAt: invoices.issuedAt,
  subtotal: invoices.subtotal,
  vatRate: invoices.vatRate,
  vat: invoices.vat,
  total: invoices.total,
  cardLast4: payments.cardLast4,
  cardBrand: payments.cardBrand,
};

/** A page of invoices, newest first: of one account, or of every account `memberId` belongs to. */
export async function listInvoices(
  db: TDatabase,
  filter: { accountId?: number; memberId?: number; page: number; perPage: number },
): Promise<{ rows: TInvoiceRow[]; total: TListedTotal }> {
  const conditions: SQL[] = [isNull(accounts.deletedAt)];
  if (filter.accountId !== undefined) conditions.push(eq(invoices.accountId, filter.accountId));
  if (filter.memberId !== undefined) {
    conditions.push(attachedTo(invoices.accountId, filter.memberId));
  }
  const where = and(...conditions);
  const { rows, total } = await listedPage(
    db,
    filter,
    db
      .select(INVOICE_ROW)
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .innerJoin(accounts, eq(accounts.id, invoices.accountId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    db
      .select({ one: LISTED })
      .from(invoices)
      .innerJoin(accounts, eq(accounts.id, invoices.accountId))
      .where(where),
  );
  return { rows, total };
}

export async function findInvoice(db: TDatabase, id: number): Promise<TInvoiceRow | null> {
  const [row] = await db
    .select(INVOICE_ROW)
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(invoices.id, id), isNull(accounts.deletedAt)));
  return row ?? null;
}

export type TInvoiceLineRow = {
  invoiceId: number;
  description: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /** A monthly product's line: the period paid, first and last day in Istanbul; null otherwise. */
  period: { start: string; end: string } | null;
};

const productText = alias(productTranslations, 'product_text');
const lineProduct = alias(products, 'line_product');
const paidCharge = alias(subscriptionCharges, 'paid_charge');

/**
 * The lines of the given invoices, in order, named in the reader's language: one query. A line of
 * a monthly product gets the subscription period its payment paid (the charge the payment
 * settled: the first period at the checkout, the next at a renewal or a due period paid), as
 * calendar days in Istanbul; its end is the day before the next period starts.
 */
export async function findInvoiceLines(
  db: TDatabase,
  invoiceIds: readonly number[],
  language: TLanguage,
): Promise<TInvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  const monthly = sql`${lineProduct.billing} = 'monthly' and ${paidCharge.id} is not null`;
  const rows = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      // The name bought, unless the product has one in the reader's language.
      description: sql<string>`coalesce(${productText.name}, ${invoiceLines.description})`,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      total: invoiceLines.total,
      periodStart: sql<
        string | null
      >`case when ${monthly} then to_char((${paidCharge.periodStart} at time zone ${TIME_ZONE})::date, 'YYYY-MM-DD') end`,
      periodEnd: sql<
        string | null
      >`case when ${monthly} then to_char((${paidCharge.periodEnd} at time zone ${TIME_ZONE})::date - 1, 'YYYY-MM-DD') end`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .leftJoin(
      productText,
      and(
        eq(productText.productId, invoiceLines.productId),
        eq(productText.languageId, LANGUAGE_IDS[language]),
      ),
    )
    .leftJoin(lineProduct, eq(lineProduct.id, invoiceLines.productId))
    // A payment settles at most one subscription period (one packet's subscription).
    .leftJoin(paidCharge, eq(paidCharge.paymentId, invoices.paymentId))
    .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.id));
  return rows.map(({ periodStart, periodEnd, ...line }) => ({
    ...line,
    period: periodStart && periodEnd ? { start: periodStart, end: periodEnd } : null,
  }));
}
