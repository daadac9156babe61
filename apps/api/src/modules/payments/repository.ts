import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountInformations, accounts } from '../../db/schema/accounts.ts';
import { accountProducts, creditNotes, invoiceLines, invoices, payments } from '../../db/schema/payments.ts';
import { products, productTranslations } from '../../db/schema/products.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { countListed, LISTED, pageOffset, type TListedTotal } from '../../plugins/db/list-queries.ts';
import { attachedTo } from '../accounts/attachment.ts';
import { moveLine, type TLineMove } from '../accounts/product-lines.ts';
import { confirmPaidSession } from '../network-stages/session-payments.ts';
import type { TPaymentKind } from './payment-rules.ts';
import { startSubscription, type TNewSubscription } from './subscription-repository.ts';

export type TPaymentRow = typeof payments.$inferSelect;

/** The payment a user made under an Idempotency-Key, if any. */
export async function findPaymentByKey(
  db: TDatabase,
  userId: number,
  idempotencyKey: string,
): Promise<TPaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** A pending payment as a charge attempt starts it; `at` is the app's clock (the reconciliation reads it). */
export type TPendingPayment = {
  accountId: number;
  userId: number;
  productId: number;
  addOnIds: number[];
  kind: TPaymentKind;
  idempotencyKey: string;
  amount: number;
  provider: string;
  cardLast4: string;
  cardBrand: string;
  cardExpireMonth: number;
  cardExpireYear: number;
  at: Date;
};

/**
 * Claims the Idempotency-Key with a pending payment. Null when the user already used the key
 * (a concurrent double click loses here, on the unique index, before anything is charged).
 */
export async function insertPendingPayment(
  db: TDatabase,
  { at, ...values }: TPendingPayment,
): Promise<TPaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending', createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
    .returning();
  return row ?? null;
}

/**
 * Takes a key whose payment charged nothing (the provider was down or never saw it) for another
 * attempt: pending again, with this attempt's basket and card. Null when another call took it first.
 */
export async function reopenPayment(
  db: TDatabase,
  paymentId: number,
  { at, ...values }: TPendingPayment,
): Promise<TPaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...values, status: 'pending', failureCode: null, createdAt: at, updatedAt: at })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'failed'),
        eq(payments.failureCode, 'provider_unavailable'),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Pending payments no request has touched since `before` (its answer is long lost), oldest first;
 * a payment whose bank page is open only once the page lapsed (`challengeBefore`); never one
 * handed to a person (`needs_review_at`).
 */
export async function findStalePendingPayments(
  db: TDatabase,
  { before, challengeBefore, limit }: { before: Date; challengeBefore: Date; limit: number },
): Promise<{ id: number }[]> {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        lt(payments.updatedAt, before),
        isNull(payments.needsReviewAt),
        or(isNull(payments.challengePage), lt(payments.createdAt, challengeBefore)),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
}

/**
 * Takes a stale pending payment for one reconciliation: the conditional update lets one caller
 * in (another instance finds it touched), and holds it for `before`'s distance from `now`. The
 * bank's page goes: an answer posted now finds nothing to complete.
 */
export async function claimStalePayment(
  db: TDatabase,
  paymentId: number,
  { now, before }: { now: Date; before: Date },
): Promise<TPaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ updatedAt: now, challengePage: null })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'pending'),
        lt(payments.updatedAt, before),
        isNull(payments.needsReviewAt),
      ),
    )
    .returning();
  return row ?? null;
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

export async function findAccountInformation(
  db: TDatabase,
  accountId: number,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ value: accountInformations.value })
    .from(accountInformations)
    .where(and(eq(accountInformations.accountId, accountId), eq(accountInformations.key, key)));
  return row?.value ?? null;
}

export async function findAccountStatus(db: TDatabase, accountId: number): Promise<number | null> {
  const [row] = await db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, accountId));
  return row?.status ?? null;
}

export async function findAccountName(db: TDatabase, accountId: number): Promise<string | null> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? null;
}

/** A line's move caused by a payment (the company's status follows, see product-lines.ts). */
export type TStatusChange = TLineMove;

export type TInvoiceLineInput = {
  productId: number;
  description: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Monthly products: when the next charge is due; null for one-off products. */
  nextPaymentAt: Date | null;
};

export type TSucceededPayment = {
  paymentId: number;
  accountId: number;
  providerRef: string;
  at: Date;
  /** The calendar year of the invoice number (in Istanbul). */
  invoiceYear: string;
  lines: readonly TInvoiceLineInput[];
  totals: { subtotal: number; vatRate: number; vat: number; total: number };
  statusChange: TStatusChange | null;
  /** Wizard progress to save (`step` = 'payment'), if any. */
  information: { key: string; value: string } | null;
  /** A packet's first payment: the subscription it starts, with the card the provider now keeps. */
  subscription?: TNewSubscription;
  /** The conference hour's held stage session, confirmed with this payment (issue 17). */
  session?: { id: number };
};

/**
 * Everything a successful charge changes, in one transaction: the payment, the products the
 * account now holds, the invoice with its lines and number, the account's status and the
 * wizard's step. Answers the invoice's id.
 */
export async function recordSucceededPayment(db: TDatabase, input: TSucceededPayment): Promise<number> {
  return db.transaction(async (tx) => {
    await markPaymentSucceeded(tx, input.paymentId, input.providerRef);
    await tx.insert(accountProducts).values(
      input.lines.map((line) => ({
        accountId: input.accountId,
        productId: line.productId,
        paymentId: input.paymentId,
        price: line.unitPrice,
        purchasedAt: input.at,
        nextPaymentAt: line.nextPaymentAt,
      })),
    );
    const invoiceId = await insertInvoice(tx, input);
    if (input.subscription) {
      await startSubscription(tx, {
        accountId: input.accountId,
        paymentId: input.paymentId,
        ...input.subscription,
      });
    }
    if (input.statusChange) await moveLine(tx, input.accountId, input.statusChange);
    if (input.session) {
      await confirmPaidSession(tx, {
        sessionId: input.session.id,
        accountId: input.accountId,
        paymentId: input.paymentId,
      });
    }
    if (input.information) {
      await tx
        .insert(accountInformations)
        .values({ accountId: input.accountId, ...input.information })
        .onConflictDoUpdate({
          target: [accountInformations.accountId, accountInformations.key],
          set: { value: input.information.value, updatedAt: sql`now()` },
        });
    }
    return invoiceId;
  });
}

export async function markPaymentSucceeded(
  tx: TDatabase,
  paymentId: number,
  providerRef: string,
): Promise<void> {
  await tx.update(payments).set({ status: 'succeeded', providerRef }).where(eq(payments.id, paymentId));
}

/**
 * The invoice of a successful payment, numbered from the one series (FP-<year>-<6 digits>), with
 * its lines; answers its id. Inside the payment's transaction.
 */
export async function insertInvoice(
  tx: TDatabase,
  input: Pick<TSucceededPayment, 'paymentId' | 'accountId' | 'at' | 'invoiceYear' | 'lines' | 'totals'>,
): Promise<number> {
  // One sequence for every year; six digits at least, more once it passes 999999.
  const number = sql<string>`(select 'FP-' || ${input.invoiceYear}::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('invoice_number_seq') as n)`;
  const [account] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, input.accountId));
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      accountId: input.accountId,
      paymentId: input.paymentId,
      accountName: account?.name ?? '',
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

/** A refused charge: the payment keeps its code; a declined application becomes payment due. */
export async function recordFailedPayment(
  db: TDatabase,
  input: {
    paymentId: number;
    accountId: number;
    code: TPaymentDeclineCode;
    statusChange: TStatusChange | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'failed', failureCode: input.code })
      .where(eq(payments.id, input.paymentId));
    if (input.statusChange) await moveLine(tx, input.accountId, input.statusChange);
  });
}

/** A payment the bank challenged: how to find it again from the bank's post, and where the payer goes after. */
export async function saveChallenge(
  db: TDatabase,
  paymentId: number,
  challenge: { tokenHash: string; providerRef: string; page: string; returnTo: string },
): Promise<void> {
  await db
    .update(payments)
    .set({
      challengeTokenHash: challenge.tokenHash,
      providerRef: challenge.providerRef,
      challengePage: challenge.page,
      returnTo: challenge.returnTo,
    })
    .where(eq(payments.id, paymentId));
}

/** The payment a challenge's secret names. */
export async function findPaymentByChallenge(db: TDatabase, tokenHash: string): Promise<TPaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.challengeTokenHash, tokenHash));
  return row ?? null;
}

/**
 * Takes the bank's answer once: the page is dropped by the one caller that gets the row back, so
 * a second post (a double click on the bank's page) finds nothing to complete.
 */
export async function claimChallenge(db: TDatabase, paymentId: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ challengePage: null })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'), isNotNull(payments.challengePage)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The company a payment is for, as the payment rules read it. */
export async function findAccountRow(
  db: TDatabase,
  accountId: number,
): Promise<{ id: number; name: string; status: number; createdAt: Date } | null> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, status: accounts.status, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** What a refund needs of a payment: the provider's reference and the amount charged. */
export async function findPaymentRef(
  db: TDatabase,
  paymentId: number,
): Promise<{ providerRef: string | null; amount: number } | null> {
  const [row] = await db
    .select({ providerRef: payments.providerRef, amount: payments.amount })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/**
 * A credit note for a refunded invoice, numbered from its own series (IA-<year>-<6 digits>).
 * Null when the invoice already has one (its unique key): a refund is given once.
 */
export async function insertCreditNote(
  tx: TDatabase,
  input: {
    invoiceId: number;
    accountId: number;
    amount: number;
    providerRef: string;
    createdBy: number;
    at: Date;
    year: string;
  },
): Promise<{ id: number; number: string } | null> {
  const number = sql<string>`(select 'IA-' || ${input.year}::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('credit_note_number_seq') as n)`;
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number,
      invoiceId: input.invoiceId,
      accountId: input.accountId,
      amount: input.amount,
      providerRef: input.providerRef,
      createdBy: input.createdBy,
      issuedAt: input.at,
    })
    .onConflictDoNothing({ target: creditNotes.invoiceId })
    .returning({ id: creditNotes.id, number: creditNotes.number });
  return row ?? null;
}

/** A credit note with the invoice it refunds. */
export async function findCreditNote(
  db: TDatabase,
  id: number,
): Promise<{ id: number; number: string; issuedAt: Date; invoiceId: number; accountId: number } | null> {
  const [row] = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      issuedAt: creditNotes.issuedAt,
      invoiceId: creditNotes.invoiceId,
      accountId: creditNotes.accountId,
    })
    .from(creditNotes)
    .where(eq(creditNotes.id, id));
  return row ?? null;
}

/** Keeps the provider's reference of a charge whose recording failed, for reconciliation. */
export async function saveProviderRef(db: TDatabase, paymentId: number, providerRef: string): Promise<void> {
  await db.update(payments).set({ providerRef }).where(eq(payments.id, paymentId));
}

export async function findInvoiceIdOfPayment(db: TDatabase, paymentId: number): Promise<number | null> {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, paymentId));
  return row?.id ?? null;
}

const productText = alias(productTranslations, 'product_text');

/** Detaches every held copy of the product; answers how many there were. */
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

export async function removeAccountProduct(
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
  const [rows, total] = await Promise.all([
    db
      .select(INVOICE_ROW)
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .innerJoin(accounts, eq(accounts.id, invoices.accountId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    countListed(
      db,
      db
        .select({ one: LISTED })
        .from(invoices)
        .innerJoin(accounts, eq(accounts.id, invoices.accountId))
        .where(where),
    ),
  ]);
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
};

/** The lines of the given invoices, in order, named in the reader's language: one query. */
export async function findInvoiceLines(
  db: TDatabase,
  invoiceIds: readonly number[],
  language: TLanguage,
): Promise<TInvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: invoiceLines.invoiceId,
      // The name bought, unless the product has one in the reader's language.
      description: sql<string>`coalesce(${productText.name}, ${invoiceLines.description})`,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      total: invoiceLines.total,
    })
    .from(invoiceLines)
    .leftJoin(
      productText,
      and(
        eq(productText.productId, invoiceLines.productId),
        eq(productText.languageId, LANGUAGE_IDS[language]),
      ),
    )
    .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.id));
}
