import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { bankStatementLines, bankStatements } from '../../db/schema/bank-statements.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { counterparties, purchaseInvoices, salesInvoices } from '../../db/schema/pre-accounting.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset, type TListedTotal } from '../../plugins/db/list-queries.ts';

export type TStatementRow = typeof bankStatements.$inferSelect & {
  lineCount: number;
  confirmedCount: number;
  firstDate: string | null;
  lastDate: string | null;
};
export type TLineRow = typeof bankStatementLines.$inferSelect;
export type TNewLineRow = Omit<typeof bankStatementLines.$inferInsert, 'id' | 'statementId'>;

/** A statement with what its lines add up to, one grouped join (a page of statements in one query). */
const statementColumns = {
  statement: bankStatements,
  lineCount: sql<number>`count(${bankStatementLines.id})::int`,
  confirmedCount: sql<number>`count(${bankStatementLines.matchedKind})::int`,
  firstDate: sql<string | null>`min(${bankStatementLines.bookedOn})::text`,
  lastDate: sql<string | null>`max(${bankStatementLines.bookedOn})::text`,
};

type TStatementSelect = {
  statement: typeof bankStatements.$inferSelect;
  lineCount: number;
  confirmedCount: number;
  firstDate: string | null;
  lastDate: string | null;
};
const flatten = ({ statement, ...sums }: TStatementSelect): TStatementRow => ({ ...statement, ...sums });

export async function listStatements(
  db: TDatabase,
  accountId: number,
  page: { page: number; perPage: number },
): Promise<{ rows: TStatementRow[]; listed: TListedTotal }> {
  const where = eq(bankStatements.accountId, accountId);
  const { rows, total: listed } = await listedPage(
    db,
    page,
    db
      .select(statementColumns)
      .from(bankStatements)
      .leftJoin(bankStatementLines, eq(bankStatementLines.statementId, bankStatements.id))
      .where(where)
      .groupBy(bankStatements.id)
      .orderBy(desc(bankStatements.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db.select({ one: LISTED }).from(bankStatements).where(where),
  );
  return { rows: rows.map(flatten), listed };
}

export async function findStatement(
  db: TDatabase,
  accountId: number,
  statementId: number,
): Promise<TStatementRow | null> {
  const [row] = await db
    .select(statementColumns)
    .from(bankStatements)
    .leftJoin(bankStatementLines, eq(bankStatementLines.statementId, bankStatements.id))
    .where(and(eq(bankStatements.id, statementId), eq(bankStatements.accountId, accountId)))
    .groupBy(bankStatements.id);
  return row ? flatten(row) : null;
}

export async function insertStatement(
  db: TDatabase,
  statement: Omit<typeof bankStatements.$inferInsert, 'id'>,
  lines: TNewLineRow[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(bankStatements).values(statement).returning({ id: bankStatements.id });
    if (!created) throw new Error('The bank statement was not stored');
    // In chunks: one statement may hold thousands of lines, and a statement has a parameter cap.
    for (let start = 0; start < lines.length; start += 500) {
      const chunk = lines.slice(start, start + 500).map((line) => ({ ...line, statementId: created.id }));
      await tx.insert(bankStatementLines).values(chunk);
    }
    return created.id;
  });
}

export function linesOf(db: TDatabase, statementId: number): Promise<TLineRow[]> {
  return db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statementId, statementId))
    .orderBy(asc(bankStatementLines.position));
}

/** The line, locked for the transaction that decides it. */
export async function lockLine(db: TDatabase, statementId: number, lineId: number): Promise<TLineRow | null> {
  const [line] = await db
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.id, lineId), eq(bankStatementLines.statementId, statementId)))
    .for('update');
  return line ?? null;
}

export async function updateLine(
  db: TDatabase,
  lineId: number,
  change: Partial<
    Pick<
      TLineRow,
      | 'proposedKind'
      | 'proposedId'
      | 'proposedReasons'
      | 'matchedKind'
      | 'matchedId'
      | 'collectionId'
      | 'confirmedBy'
      | 'confirmedAt'
    >
  >,
): Promise<TLineRow> {
  const [line] = await db
    .update(bankStatementLines)
    .set(change)
    .where(eq(bankStatementLines.id, lineId))
    .returning();
  if (!line) throw new Error(`Bank statement line ${lineId} is gone`);
  return line;
}

export type TInvoiceTarget = {
  id: number;
  number: string;
  counterpartyId: number;
  counterpartyName: string;
  counterpartyTaxNumber: string | null;
  issueDate: string;
  dueDate: string;
  openAmount: number;
};

const invoiceTargetColumns = {
  id: salesInvoices.id,
  number: sql<string>`coalesce(${salesInvoices.number}, '')`,
  counterpartyId: salesInvoices.counterpartyId,
  counterpartyName: counterparties.name,
  counterpartyTaxNumber: counterparties.taxNumber,
  issueDate: salesInvoices.issueDate,
  dueDate: salesInvoices.dueDate,
  openAmount: salesInvoices.openAmount,
};

/** The company's issued sales invoices with something open (a return is never collected). */
export function openInvoices(db: TDatabase, accountId: number): Promise<TInvoiceTarget[]> {
  return db
    .select(invoiceTargetColumns)
    .from(salesInvoices)
    .innerJoin(counterparties, eq(counterparties.id, salesInvoices.counterpartyId))
    .where(
      and(
        eq(salesInvoices.accountId, accountId),
        gt(salesInvoices.openAmount, 0),
        eq(salesInvoices.status, 'issued'),
        ne(salesInvoices.type, 'IADE'),
      ),
    )
    .orderBy(asc(salesInvoices.dueDate), asc(salesInvoices.id));
}

export function invoicesByIds(db: TDatabase, accountId: number, ids: number[]): Promise<TInvoiceTarget[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(invoiceTargetColumns)
    .from(salesInvoices)
    .innerJoin(counterparties, eq(counterparties.id, salesInvoices.counterpartyId))
    .where(and(eq(salesInvoices.accountId, accountId), inArray(salesInvoices.id, ids)));
}

const purchaseTargetColumns = {
  id: purchaseInvoices.id,
  number: purchaseInvoices.number,
  counterpartyId: purchaseInvoices.counterpartyId,
  counterpartyName: counterparties.name,
  counterpartyTaxNumber: counterparties.taxNumber,
  issueDate: purchaseInvoices.issueDate,
  dueDate: purchaseInvoices.dueDate,
  openAmount: purchaseInvoices.openAmount,
};

/** The company's purchase invoices with something left to pay. */
export function openPurchaseInvoices(db: TDatabase, accountId: number): Promise<TInvoiceTarget[]> {
  return db
    .select(purchaseTargetColumns)
    .from(purchaseInvoices)
    .innerJoin(counterparties, eq(counterparties.id, purchaseInvoices.counterpartyId))
    .where(and(eq(purchaseInvoices.accountId, accountId), gt(purchaseInvoices.openAmount, 0)))
    .orderBy(asc(purchaseInvoices.dueDate), asc(purchaseInvoices.id));
}

export function purchaseInvoicesByIds(
  db: TDatabase,
  accountId: number,
  ids: number[],
): Promise<TInvoiceTarget[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(purchaseTargetColumns)
    .from(purchaseInvoices)
    .innerJoin(counterparties, eq(counterparties.id, purchaseInvoices.counterpartyId))
    .where(and(eq(purchaseInvoices.accountId, accountId), inArray(purchaseInvoices.id, ids)));
}

export type TEntryTarget = {
  id: number;
  kind: string;
  description: string;
  counterpartyName: string;
  date: string;
  grossAmount: number;
  paid: boolean;
};

const entryTargetColumns = {
  id: ledgerEntries.id,
  kind: ledgerEntries.kind,
  description: ledgerEntries.description,
  counterpartyName: ledgerEntries.counterpartyName,
  date: ledgerEntries.entryDate,
  grossAmount: ledgerEntries.grossAmount,
  paid: ledgerEntries.paid,
};

/**
 * The company's unpaid entries dated within the statement's window. An invoice's own entries (a
 * sales or a purchase invoice's) are left out: the invoice is matched, and its collection or
 * payment says it was paid.
 */
export function unpaidEntries(
  db: TDatabase,
  accountId: number,
  window: { from: string; to: string },
): Promise<TEntryTarget[]> {
  return db
    .select(entryTargetColumns)
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        gte(ledgerEntries.entryDate, window.from),
        lte(ledgerEntries.entryDate, window.to),
        eq(ledgerEntries.paid, false),
        isNull(ledgerEntries.salesInvoiceId),
        isNull(ledgerEntries.purchaseInvoiceId),
      ),
    )
    .orderBy(asc(ledgerEntries.entryDate), asc(ledgerEntries.id));
}

export function entriesByIds(db: TDatabase, accountId: number, ids: number[]): Promise<TEntryTarget[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(entryTargetColumns)
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), inArray(ledgerEntries.id, ids)));
}

/** The entry, locked, when it is the company's and not a sales or purchase invoice's. */
export async function lockEntry(
  db: TDatabase,
  accountId: number,
  entryId: number,
): Promise<TEntryTarget | null> {
  const [entry] = await db
    .select(entryTargetColumns)
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.id, entryId),
        eq(ledgerEntries.accountId, accountId),
        isNull(ledgerEntries.salesInvoiceId),
        isNull(ledgerEntries.purchaseInvoiceId),
      ),
    )
    .for('update');
  return entry ?? null;
}

export async function markEntryPaid(db: TDatabase, entryId: number): Promise<void> {
  await db.update(ledgerEntries).set({ paid: true }).where(eq(ledgerEntries.id, entryId));
}
