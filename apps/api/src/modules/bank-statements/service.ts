import type {
  TBankLineMatchRequest,
  TBankMatchKind,
  TBankMatchReason,
  TBankMatchTarget,
  TBankStatement,
  TBankStatementLine,
  TBankStatementLines,
} from '@portal/contracts/bank-statements/bank-statements';
import { BANK_MATCH_REASONS } from '@portal/contracts/bank-statements/bank-statements';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import { addCalendarDays } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { refuseClosedMonths } from '../ledger/service.ts';
import { recordCollection } from '../sales-invoices/collection-service.ts';
import {
  BankStatementProblem,
  type TBankStatementProblemReason,
} from './statement-formats/bank-statement.ts';
import { readBankStatement } from './statement-formats/read-bank-statement.ts';
import { proposeMatches, type TMatchCandidate } from './statement-matching.ts';
import {
  entriesByIds,
  findStatement,
  insertStatement,
  invoicesByIds,
  linesOf,
  listStatements,
  lockEntry,
  lockLine,
  markEntryPaid,
  openInvoices,
  openPurchaseInvoices,
  purchaseInvoicesByIds,
  type TEntryTarget,
  type TInvoiceTarget,
  type TLineRow,
  type TStatementRow,
  unpaidEntries,
  updateLine,
} from './statement-repository.ts';

type TStatementApp = Pick<FastifyInstance, 'db' | 'now'>;

/** The uploaded file, or undefined when the form held none. */
export type TStatementUpload = { data: Buffer; name: string } | undefined;

const PROBLEM_MESSAGES: Record<TBankStatementProblemReason, TMessageKey> = {
  tooLarge: 'bankStatements.tooLarge',
  unknownFormat: 'bankStatements.unknownFormat',
  malformed: 'bankStatements.malformed',
  currencyMixed: 'bankStatements.currencyMixed',
  accountMixed: 'bankStatements.accountMixed',
  unbalanced: 'bankStatements.unbalanced',
  tooManyLines: 'bankStatements.tooManyLines',
};

/** How far before a statement's first day an invoice or entry may be that its lines settle. */
const MATCH_WINDOW_DAYS = 180;

/** What the reader met, as it named it (a tag, a row, a column, the text there). */
const problemDetail = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');

const refuseFile = (key: TMessageKey, params: Record<string, string> = {}) =>
  new HttpError(422, key, { params, fields: { file: key } });

function presentStatement(row: TStatementRow): TBankStatement {
  return {
    id: row.id,
    file_name: row.fileName,
    format: row.format as TBankStatement['format'],
    bank: row.bank,
    iban: row.iban,
    currency: row.currency,
    opening_balance: row.openingBalance,
    closing_balance: row.closingBalance,
    first_date: row.firstDate,
    last_date: row.lastDate,
    line_count: row.lineCount,
    confirmed_count: row.confirmedCount,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCompanyStatements(
  app: TStatementApp,
  { id: accountId }: TReachedAccount,
  query: { page: number; per_page: number },
): Promise<{ data: TBankStatement[]; meta: TPageMeta }> {
  const { rows, listed } = await listStatements(app.db, accountId, {
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(presentStatement), meta: pageMeta(query, listed) };
}

/** The company's open sales and purchase invoices and unpaid entries a statement's lines may settle. */
async function candidatesFor(
  app: TStatementApp,
  accountId: number,
  dates: string[],
): Promise<TMatchCandidate[]> {
  const sorted = [...dates].sort();
  const window = { from: addCalendarDays(sorted[0] ?? '', -MATCH_WINDOW_DAYS), to: sorted.at(-1) ?? '' };
  const [invoices, purchases, entries] = await Promise.all([
    openInvoices(app.db, accountId),
    openPurchaseInvoices(app.db, accountId),
    unpaidEntries(app.db, accountId, window),
  ]);
  const invoiceCandidate = (kind: 'invoice' | 'purchase_invoice') => (invoice: TInvoiceTarget) => ({
    kind,
    id: invoice.id,
    counterparty_name: invoice.counterpartyName,
    counterparty_tax_number: invoice.counterpartyTaxNumber,
    number: invoice.number,
    issue_date: invoice.issueDate,
    due_date: invoice.dueDate,
    open_amount: invoice.openAmount,
  });
  return [
    ...invoices.map(invoiceCandidate('invoice')),
    ...purchases.map(invoiceCandidate('purchase_invoice')),
    ...entries.map((entry) => ({
      kind: 'entry' as const,
      id: entry.id,
      entry_kind: entry.kind === 'income' ? ('income' as const) : ('expense' as const),
      counterparty_name: entry.counterpartyName,
      date: entry.date,
      gross_amount: entry.grossAmount,
    })),
  ];
}

/**
 * Reads the bank's file, proposes a match for each line and stores both; nothing is matched until
 * the customer confirms. Only a lira account's statement is read: the books are in lira.
 */
export async function importStatement(
  app: TStatementApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  upload: TStatementUpload,
): Promise<TBankStatement> {
  if (!upload || upload.data.length === 0) throw refuseFile('bankStatements.fileMissing');
  let statement: Awaited<ReturnType<typeof readBankStatement>>;
  try {
    statement = await readBankStatement(upload.data, upload.name);
  } catch (error) {
    if (error instanceof BankStatementProblem) {
      throw refuseFile(PROBLEM_MESSAGES[error.reason], { detail: problemDetail(error.values) });
    }
    throw error;
  }
  if (statement.currency !== 'TRY') {
    throw refuseFile('bankStatements.currencyUnsupported', { currency: statement.currency });
  }
  if (statement.lines.length === 0) throw refuseFile('bankStatements.empty');
  const candidates = await candidatesFor(
    app,
    accountId,
    statement.lines.map((line) => line.date),
  );
  const proposals = new Map(
    proposeMatches(statement.lines, candidates).map((proposal) => [proposal.line_index, proposal]),
  );
  const id = await insertStatement(
    app.db,
    {
      accountId,
      fileName: upload.name.slice(0, 255),
      format: statement.format,
      bank: statement.bank,
      iban: statement.iban,
      currency: statement.currency,
      openingBalance: statement.opening_balance,
      closingBalance: statement.closing_balance,
      createdBy: auth.user.id,
    },
    statement.lines.map((line, index) => {
      const proposal = proposals.get(index);
      return {
        position: index + 1,
        bookedOn: line.date,
        valueOn: line.value_date,
        amount: line.amount,
        description: line.description.slice(0, 500),
        counterpartyName: line.counterparty_name?.slice(0, 200) ?? null,
        counterpartyIban: line.counterparty_iban,
        reference: line.reference?.slice(0, 100) ?? null,
        proposedKind: proposal?.match?.kind ?? null,
        proposedId: proposal?.match?.id ?? null,
        proposedReasons: proposal?.match ? proposal.reasons.join(',') : '',
      };
    }),
  );
  const stored = await findStatement(app.db, accountId, id);
  if (!stored) throw new Error(`Bank statement ${id} is gone`);
  return presentStatement(stored);
}

type TTargets = {
  invoices: Map<number, TInvoiceTarget>;
  purchases: Map<number, TInvoiceTarget>;
  entries: Map<number, TEntryTarget>;
};

/** Every invoice and entry the lines propose or confirm, in three queries for the whole statement. */
async function targetsOf(app: TStatementApp, accountId: number, lines: TLineRow[]): Promise<TTargets> {
  const ids = (kind: TBankMatchKind) =>
    [
      ...new Set(
        lines.flatMap((line) => [
          line.proposedKind === kind ? line.proposedId : null,
          line.matchedKind === kind ? line.matchedId : null,
        ]),
      ),
    ].filter((id): id is number => id !== null);
  const [invoices, purchases, entries] = await Promise.all([
    invoicesByIds(app.db, accountId, ids('invoice')),
    purchaseInvoicesByIds(app.db, accountId, ids('purchase_invoice')),
    entriesByIds(app.db, accountId, ids('entry')),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  return { invoices: byId(invoices), purchases: byId(purchases), entries: byId(entries) };
}

function targetOf(kind: string | null, id: number | null, targets: TTargets): TBankMatchTarget | null {
  if (id === null) return null;
  if (kind === 'invoice' || kind === 'purchase_invoice') {
    const invoice = (kind === 'invoice' ? targets.invoices : targets.purchases).get(id);
    return invoice
      ? {
          kind,
          id,
          label: invoice.number,
          counterparty_name: invoice.counterpartyName,
          date: invoice.issueDate,
          // Signed as the line that pays it: a purchase invoice is paid by money out.
          amount: kind === 'invoice' ? invoice.openAmount : -invoice.openAmount,
        }
      : null;
  }
  if (kind === 'entry') {
    const entry = targets.entries.get(id);
    return entry
      ? {
          kind: 'entry',
          id,
          // An entry typed without a description is known by its counterparty.
          label: entry.description || entry.counterpartyName,
          counterparty_name: entry.counterpartyName,
          date: entry.date,
          amount: entry.kind === 'income' ? entry.grossAmount : -entry.grossAmount,
        }
      : null;
  }
  return null;
}

const reasonsOf = (text: string): TBankMatchReason[] =>
  BANK_MATCH_REASONS.filter((reason) => text.split(',').includes(reason));

function presentLine(line: TLineRow, targets: TTargets): TBankStatementLine {
  const match = line.confirmedAt ? targetOf(line.matchedKind, line.matchedId, targets) : null;
  const proposed = line.confirmedAt ? null : targetOf(line.proposedKind, line.proposedId, targets);
  return {
    id: line.id,
    date: line.bookedOn,
    value_date: line.valueOn,
    amount: line.amount,
    description: line.description,
    counterparty_name: line.counterpartyName,
    counterparty_iban: line.counterpartyIban,
    reference: line.reference,
    status: match ? 'confirmed' : proposed ? 'proposed' : 'unmatched',
    proposal: proposed ? { ...proposed, reasons: reasonsOf(line.proposedReasons) } : null,
    match,
  };
}

async function reachStatement(app: TStatementApp, accountId: number, statementId: number) {
  const statement = await findStatement(app.db, accountId, statementId);
  if (!statement) throw new HttpError(404, 'bankStatements.notFound');
  return statement;
}

export async function statementLines(
  app: TStatementApp,
  { id: accountId }: TReachedAccount,
  statementId: number,
): Promise<TBankStatementLines> {
  const statement = await reachStatement(app, accountId, statementId);
  const lines = await linesOf(app.db, statementId);
  const targets = await targetsOf(app, accountId, lines);
  return { statement: presentStatement(statement), lines: lines.map((line) => presentLine(line, targets)) };
}

const refuseMatch = (key: TMessageKey, params: HttpError['params'] = {}) =>
  new HttpError(422, key, { params, fields: { match: key } });

/**
 * Confirms a line's match in one transaction with what it settles: money in against an open sales
 * invoice records a bank-transfer collection for the line's amount, money out against an open
 * purchase invoice a bank-transfer payment; a line against an unpaid entry of its direction and
 * amount marks the entry paid. `null` clears the proposal.
 */
export async function matchLine(
  app: TStatementApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  ids: { statementId: number; lineId: number },
  { match }: TBankLineMatchRequest,
  language: TLanguage,
): Promise<TBankStatementLine> {
  await reachStatement(app, accountId, ids.statementId);
  const decided = await app.db.transaction(async (tx) => {
    const line = await lockLine(tx, ids.statementId, ids.lineId);
    if (!line) throw new HttpError(404, 'bankStatements.lineNotFound');
    if (line.confirmedAt) throw new HttpError(409, 'bankStatements.lineConfirmed');
    if (match === null) {
      return updateLine(tx, line.id, { proposedKind: null, proposedId: null, proposedReasons: '' });
    }
    const confirmed = {
      matchedKind: match.kind,
      matchedId: match.id,
      confirmedBy: auth.user.id,
      confirmedAt: app.now(),
    };
    if (match.kind !== 'entry') {
      const collects = match.kind === 'invoice';
      if (line.amount > 0 !== collects) throw refuseMatch('bankStatements.matchWrongDirection');
      const [invoice] = await (collects ? invoicesByIds : purchaseInvoicesByIds)(tx, accountId, [match.id]);
      if (!invoice) throw refuseMatch('bankStatements.matchNotFound');
      const amount = Math.abs(line.amount);
      const collection = await recordCollection(
        tx,
        { accountId, userId: auth.user.id },
        {
          kind: collects ? 'collection' : 'payment',
          date: line.bookedOn,
          counterparty_id: invoice.counterpartyId,
          amount,
          method: 'bank_transfer',
          note: line.description.slice(0, 300),
          allocations: [{ invoice_id: invoice.id, amount }],
        },
        language,
      ).catch((error: unknown) => {
        // The collection's own refusal names an allocation; here it is the line's match.
        if (error instanceof HttpError && error.statusCode === 422) {
          throw refuseMatch(error.messageKey, error.params);
        }
        throw error;
      });
      return updateLine(tx, line.id, { ...confirmed, collectionId: collection.id });
    }
    const entry = await lockEntry(tx, accountId, match.id);
    if (!entry || entry.paid) throw refuseMatch('bankStatements.matchNotFound');
    if ((entry.kind === 'income') !== line.amount > 0)
      throw refuseMatch('bankStatements.matchWrongDirection');
    if (entry.grossAmount !== Math.abs(line.amount)) throw refuseMatch('bankStatements.matchAmountDiffers');
    await refuseClosedMonths({ db: tx }, auth, accountId, [entry.date]);
    await markEntryPaid(tx, entry.id);
    return updateLine(tx, line.id, confirmed);
  });
  const targets = await targetsOf(app, accountId, [decided]);
  return presentLine(decided, targets);
}
