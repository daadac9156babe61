import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import { LISTED_ROWS_LIMIT } from '@portal/contracts/common/envelope';
import type { TLanguage } from '@portal/contracts/common/languages';
import { periodBounds, periodOfDate, shiftPeriod } from '@portal/contracts/documents/document-periods';
import { isKdvRate, kdvOf } from '@portal/contracts/ledger/ledger-amounts';
import { isLedgerCategory, type TLedgerCategory } from '@portal/contracts/ledger/ledger-categories';
import {
  LEDGER_IMPORT_MAX_BYTES,
  monthsBetween,
  type TLedgerEntry,
  type TLedgerEntryBody,
  type TLedgerExportFormat,
  type TLedgerImportDraft,
  type TLedgerPeriodState,
  type TLedgerSort,
  type TLedgerSummary,
  type TLedgerTotals,
  ZLedgerEntryRequest,
} from '@portal/contracts/ledger/ledger-schemas';
import type { TImportConfirmed } from '@portal/contracts/purchase-invoices/purchase-invoices';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { EInvoiceProblem, readEInvoice } from './e-invoice.ts';
import { EXPORT_TYPES, exportFileName, ledgerExport } from './ledger-export.ts';
import {
  aggregateLedger,
  allLedgerEntries,
  closedPeriodsAmong,
  closedPeriodsBetween,
  closePeriod,
  counterpartyForTaxNumber,
  deleteLedgerEntry,
  documentOfAccount,
  eInvoiceInBooks,
  findLedgerEntry,
  insertLedgerEntries,
  insertLedgerEntry,
  insertPurchaseInvoice,
  invoiceNumberOf,
  listLedgerEntries,
  moveCounterpartyBalance,
  ownTaxNumbers,
  reopenPeriod,
  type TLedgerRow,
  updateLedgerEntry,
} from './repository.ts';

type TLedgerApp = Pick<FastifyInstance, 'db' | 'now' | 'storage'>;

const isStaff = (auth: TAuth) => isStaffRole(auth.roles[0]?.name);

/*
 * The one access rule of the program, declared on its routes' contracts: a customer needs "show
 * accountancy" and to be a member of the company; staff reach the companies whose accountant line
 * they serve, or any with `?all` and "show accounts all" (404 for anyone else). Each service
 * below gets the company its route reached.
 */

function presentEntry(row: TLedgerRow, locked: boolean): TLedgerEntry {
  // Rows are only written with a checked category; anything else is a broken database, not input.
  if (!isLedgerCategory(row.category)) throw new Error(`Unknown category in ledger_entries ${row.id}`);
  // The CHECK constraint holds the rate to the four the contracts name.
  if (!isKdvRate(row.kdvRate)) throw new Error(`Unknown KDV rate in ledger_entries ${row.id}`);
  return {
    id: row.id,
    date: row.entryDate,
    kind: row.kind === 'income' ? 'income' : 'expense',
    counterparty_name: row.counterpartyName,
    counterparty_tax_number: row.counterpartyTaxNumber,
    description: row.description,
    category: row.category,
    net_amount: row.netAmount,
    kdv_rate: row.kdvRate,
    kdv_amount: row.kdvAmount,
    gross_amount: row.grossAmount,
    paid: row.paid,
    document_id: row.documentId,
    source: row.source === 'e_invoice' || row.source === 'invoice' ? row.source : 'manual',
    counterparty_id: row.counterpartyId,
    sales_invoice_id: row.salesInvoiceId,
    locked,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type TLedgerListInput = {
  period?: string;
  kind?: 'income' | 'expense';
  category?: TLedgerCategory;
  paid?: 'true' | 'false';
  sort: TLedgerSort;
  page: number;
  per_page: number;
};

export async function listEntries(
  app: TLedgerApp,
  { id: accountId }: TReachedAccount,
  query: TLedgerListInput,
): Promise<{ data: TLedgerEntry[]; meta: TPageMeta }> {
  const bounds = query.period ? periodBounds(query.period) : undefined;
  const { rows, listed } = await listLedgerEntries(
    app.db,
    {
      accountId,
      from: bounds?.first,
      to: bounds?.last,
      kind: query.kind,
      category: query.category,
      paid: query.paid === undefined ? undefined : query.paid === 'true',
    },
    query.sort,
    { page: query.page, perPage: query.per_page },
  );
  const closed = await closedPeriodsAmong(app.db, accountId, [
    ...new Set(rows.map((row) => periodOfDate(row.entryDate))),
  ]);
  return {
    data: rows.map((row) => presentEntry(row, closed.has(periodOfDate(row.entryDate)))),
    meta: pageMeta(query, listed),
  };
}

/** A customer may not touch an entry (or an invoice) dated in a closed month (409); staff may. */
export async function refuseClosedMonths(
  app: Pick<TLedgerApp, 'db'>,
  auth: TAuth,
  accountId: number,
  dates: string[],
) {
  if (isStaff(auth)) return;
  const closed = await closedPeriodsAmong(app.db, accountId, dates.map(periodOfDate));
  if (closed.size > 0) throw new HttpError(409, 'ledger.periodClosed');
}

/** An entry a sales invoice wrote changes only through the invoice (409). */
async function refuseInvoiceEntry(app: TLedgerApp, entry: TLedgerRow) {
  if (entry.salesInvoiceId === null) return;
  const number = await invoiceNumberOf(app.db, entry.salesInvoiceId);
  throw new HttpError(409, 'ledger.entryFromInvoice', { params: { number: number ?? '' } });
}

/** The stored amounts: the stated KDV (already checked against the rule by the schema) or the rule's. */
function entryValues(body: TLedgerEntryBody, counterpartyId: number | null) {
  const kdv = body.kdv_amount ?? kdvOf(body.net_amount, body.kdv_rate);
  return {
    entryDate: body.date,
    kind: body.kind,
    counterpartyName: body.counterparty_name,
    counterpartyTaxNumber: body.counterparty_tax_number ? body.counterparty_tax_number : null,
    description: body.description,
    category: body.category,
    netAmount: body.net_amount,
    kdvRate: body.kdv_rate,
    kdvAmount: kdv,
    grossAmount: body.net_amount + kdv,
    paid: body.paid,
    documentId: body.document_id ?? null,
    source: body.source,
    counterpartyId,
  };
}

/** The counterparty an entry's tax number names: the company's own, or a new one made from the entry. */
async function entryCounterparty(
  app: TLedgerApp,
  accountId: number,
  body: TLedgerEntryBody,
): Promise<number | null> {
  if (!body.counterparty_tax_number) return null;
  return counterpartyForTaxNumber(app.db, accountId, {
    taxNumber: body.counterparty_tax_number,
    name: body.counterparty_name,
    kind: body.kind === 'income' ? 'customer' : 'supplier',
  });
}

/** A linked document must be one of the company's (422 on the field otherwise). */
async function checkDocument(app: TLedgerApp, accountId: number, documentId: number | null | undefined) {
  if (documentId === null || documentId === undefined) return;
  if (!(await documentOfAccount(app.db, accountId, documentId))) {
    throw new HttpError(422, 'ledger.documentNotFound', {
      fields: { document_id: 'ledger.documentNotFound' },
    });
  }
}

export async function createEntry(
  app: TLedgerApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  body: TLedgerEntryBody,
): Promise<TLedgerEntry> {
  await refuseClosedMonths(app, auth, accountId, [body.date]);
  await checkDocument(app, accountId, body.document_id);
  const counterpartyId = await entryCounterparty(app, accountId, body);
  const row = await insertLedgerEntry(app.db, {
    accountId,
    createdBy: auth.user.id,
    ...entryValues(body, counterpartyId),
  });
  const closed = await closedPeriodsAmong(app.db, accountId, [periodOfDate(row.entryDate)]);
  return presentEntry(row, closed.size > 0);
}

export async function updateEntry(
  app: TLedgerApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  entryId: number,
  body: TLedgerEntryBody,
): Promise<TLedgerEntry> {
  const existing = await findLedgerEntry(app.db, accountId, entryId);
  if (!existing) throw new HttpError(404, 'errors.notFound');
  await refuseInvoiceEntry(app, existing);
  // Neither the month it leaves nor the month it moves to may be closed.
  await refuseClosedMonths(app, auth, accountId, [existing.entryDate, body.date]);
  await checkDocument(app, accountId, body.document_id);
  const counterpartyId = await entryCounterparty(app, accountId, body);
  const row = await updateLedgerEntry(app.db, accountId, entryId, entryValues(body, counterpartyId));
  if (!row) throw new HttpError(404, 'errors.notFound');
  const closed = await closedPeriodsAmong(app.db, accountId, [periodOfDate(row.entryDate)]);
  return presentEntry(row, closed.size > 0);
}

export async function deleteEntry(
  app: TLedgerApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  entryId: number,
): Promise<void> {
  const existing = await findLedgerEntry(app.db, accountId, entryId);
  if (!existing) throw new HttpError(404, 'errors.notFound');
  await refuseInvoiceEntry(app, existing);
  await refuseClosedMonths(app, auth, accountId, [existing.entryDate]);
  if (!(await deleteLedgerEntry(app.db, accountId, entryId))) throw new HttpError(404, 'errors.notFound');
}

const zeroTotals = (): TLedgerTotals => ({
  income_net: 0,
  expense_net: 0,
  kdv_collected: 0,
  kdv_paid: 0,
  kdv_payable: 0,
});

export async function ledgerSummary(
  app: TLedgerApp,
  { id: accountId }: TReachedAccount,
  range: { from: string; to: string },
): Promise<TLedgerSummary> {
  const first = periodBounds(range.from).first;
  const last = periodBounds(range.to).last;
  const [aggregates, closed] = await Promise.all([
    aggregateLedger(app.db, accountId, first, last),
    closedPeriodsBetween(app.db, accountId, range.from, range.to),
  ]);
  const closedSet = new Set(closed.map((row) => row.period));
  const months = Array.from({ length: monthsBetween(range.from, range.to) }, (_, i) => {
    const period = shiftPeriod(range.from, i);
    return { period, closed: closedSet.has(period), ...zeroTotals() };
  });
  const byPeriod = new Map(months.map((month) => [month.period, month]));
  const total = zeroTotals();
  const categories = new Map<TLedgerCategory, number>();
  for (const row of aggregates) {
    const month = byPeriod.get(row.period);
    if (!month) continue;
    for (const sums of [month, total]) {
      if (row.kind === 'income') {
        sums.income_net += row.net;
        sums.kdv_collected += row.kdv;
      } else {
        sums.expense_net += row.net;
        sums.kdv_paid += row.kdv;
      }
      sums.kdv_payable = sums.kdv_collected - sums.kdv_paid;
    }
    if (row.kind === 'expense' && isLedgerCategory(row.category)) {
      categories.set(row.category, (categories.get(row.category) ?? 0) + row.net);
    }
  }
  return {
    from: range.from,
    to: range.to,
    months,
    total,
    expense_by_category: [...categories.entries()]
      .map(([category, net]) => ({ category, net_amount: net }))
      .sort((a, b) => b.net_amount - a.net_amount || a.category.localeCompare(b.category)),
  };
}

export async function exportEntries(
  app: TLedgerApp,
  { id: accountId }: TReachedAccount,
  query: { period: string; format: TLedgerExportFormat },
  language: TLanguage,
): Promise<{ data: Buffer; type: string; fileName: string }> {
  const { first, last } = periodBounds(query.period);
  const rows = await allLedgerEntries(app.db, accountId, first, last, LISTED_ROWS_LIMIT);
  return {
    data: await ledgerExport(rows, query.format, language),
    type: EXPORT_TYPES[query.format],
    fileName: exportFileName(query.period, query.format, language),
  };
}

/** What the import was given: an uploaded file, or a monthly document of the company. */
export type TImportSource = { file: Buffer } | { documentId: number } | null;

const IMPORT_MESSAGES = {
  malformed: 'ledger.importMalformed',
  notInvoice: 'ledger.importNotInvoice',
  incomplete: 'ledger.importIncomplete',
  rateUnsupported: 'ledger.importRateUnsupported',
  currencyUnsupported: 'ledger.importCurrencyUnsupported',
  exchangeRateMissing: 'ledger.importExchangeRateMissing',
  typeUnsupported: 'ledger.importTypeUnsupported',
  taxUnsupported: 'ledger.importTaxUnsupported',
  totalsDisagree: 'ledger.importTotalsDisagree',
  specialBaseAboveNet: 'ledger.importSpecialBaseAboveNet',
} as const;

function refuseImport(
  key:
    | (typeof IMPORT_MESSAGES)[keyof typeof IMPORT_MESSAGES]
    | 'ledger.importFileMissing'
    | 'ledger.importDocumentNotXml',
  params: Record<string, string> = {},
): HttpError {
  return new HttpError(422, key, { params, fields: { file: key } });
}

/** The bytes of a stored document, stopping past the import's limit. */
async function readStoredXml(app: TLedgerApp, storageKey: string): Promise<Buffer | null> {
  const file = await app.storage.read(storageKey);
  if (!file) return null;
  if (file.size > LEDGER_IMPORT_MAX_BYTES) {
    file.stream.destroy();
    throw new HttpError(413, 'ledger.importTooLarge', { fields: { document_id: 'ledger.importTooLarge' } });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Reads an e-invoice into a draft (nothing is stored). The route reached the company before the
 * body is read (`read` is called now), so nobody uploads 2 MB to be told 404.
 */
export async function importInvoice(
  app: TLedgerApp,
  { id: accountId }: TReachedAccount,
  read: () => Promise<TImportSource>,
): Promise<TLedgerImportDraft> {
  const source = await read();
  if (!source) throw refuseImport('ledger.importFileMissing');
  let data: Buffer;
  let documentId: number | null = null;
  if ('file' in source) {
    if (source.file.length === 0) throw refuseImport('ledger.importFileMissing');
    data = source.file;
  } else {
    const document = await documentOfAccount(app.db, accountId, source.documentId);
    if (!document) {
      throw new HttpError(422, 'ledger.documentNotFound', {
        fields: { document_id: 'ledger.documentNotFound' },
      });
    }
    if (document.mimeType !== 'application/xml') {
      throw new HttpError(422, 'ledger.importDocumentNotXml', {
        fields: { document_id: 'ledger.importDocumentNotXml' },
      });
    }
    const stored = await readStoredXml(app, document.storageKey);
    if (!stored) throw new HttpError(404, 'errors.notFound');
    data = stored;
    documentId = source.documentId;
  }
  try {
    return readEInvoice(data, { ownTaxNumbers: await ownTaxNumbers(app.db, accountId), documentId });
  } catch (error) {
    if (error instanceof EInvoiceProblem) throw refuseImport(IMPORT_MESSAGES[error.reason], error.values);
    throw error;
  }
}

/**
 * Confirms an e-invoice the import read: the source is read again here (the client's copy of the
 * draft is not trusted), its entries are checked as a POST of each would be and written with, for
 * an invoice the company received to pay, the payable with its supplier (found or made by tax
 * number) and the supplier's balance, in one transaction. An ETTN is confirmed once (409) while
 * its entries are in the books: deleting them lets the file be imported again.
 */
export async function confirmImportedInvoice(
  app: TLedgerApp,
  auth: TAuth,
  account: TReachedAccount,
  read: () => Promise<TImportSource>,
): Promise<TImportConfirmed> {
  const draft = await importInvoice(app, account, read);
  const accountId = account.id;
  const bodies = draft.entries.map(({ gross_amount: _gross, ...entry }) => {
    const parsed = ZLedgerEntryRequest.safeParse(entry);
    if (!parsed.success)
      throw refuseImport('ledger.importIncomplete', { part: parsed.error.issues[0]?.path.join('.') ?? '' });
    return parsed.data;
  });
  if (bodies.length === 0) throw refuseImport('ledger.importIncomplete', { part: 'cac:TaxTotal' });
  await refuseClosedMonths(
    app,
    auth,
    accountId,
    bodies.map((body) => body.date),
  );
  const payable = draft.kind === 'expense' && draft.invoice_type !== 'IADE';
  return app.db.transaction(async (tx) => {
    if (draft.uuid && (await eInvoiceInBooks(tx, accountId, draft.uuid))) {
      throw new HttpError(409, 'ledger.importAlreadyConfirmed', { params: { number: draft.invoice_number } });
    }
    const [first] = bodies;
    const counterpartyId = first?.counterparty_tax_number
      ? await counterpartyForTaxNumber(tx, accountId, {
          taxNumber: first.counterparty_tax_number,
          name: first.counterparty_name,
          kind: first.kind === 'income' ? 'customer' : 'supplier',
        })
      : null;
    const purchaseInvoiceId =
      payable && counterpartyId !== null
        ? await insertPurchaseInvoice(tx, {
            accountId,
            counterpartyId,
            number: draft.invoice_number.slice(0, 40),
            uuid: draft.uuid,
            type: draft.invoice_type,
            issueDate: draft.issue_date,
            dueDate: draft.due_date,
            payableAmount: draft.totals.payable_amount,
            openAmount: draft.totals.payable_amount,
            createdBy: auth.user.id,
          })
        : undefined;
    if (purchaseInvoiceId === null) {
      throw new HttpError(409, 'ledger.importAlreadyConfirmed', { params: { number: draft.invoice_number } });
    }
    // A payable's entries belong to its purchase invoice: its payments, not the entries, say it was
    // paid (the bank statement matches the invoice, never its entries one by one).
    await insertLedgerEntries(
      tx,
      bodies.map((body) => ({
        accountId,
        createdBy: auth.user.id,
        ...entryValues(body, counterpartyId),
        eInvoiceUuid: draft.uuid,
        purchaseInvoiceId: purchaseInvoiceId ?? null,
      })),
    );
    if (purchaseInvoiceId === undefined || counterpartyId === null) {
      return { entries: bodies.length, purchase_invoice_id: null };
    }
    await moveCounterpartyBalance(tx, counterpartyId, -draft.totals.payable_amount);
    return { entries: bodies.length, purchase_invoice_id: purchaseInvoiceId };
  });
}

/** Staff close a month (read-only for the customer) or reopen it; the change and its audit entry commit together. */
export async function setPeriodClosed(
  app: TLedgerApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  period: string,
  closed: boolean,
): Promise<TLedgerPeriodState> {
  if (!isStaff(auth)) throw new HttpError(403, 'ledger.staffOnly');
  return app.db.transaction(async (tx) => {
    if (closed) {
      const { closedAt, changed } = await closePeriod(tx, accountId, period, auth.user.id);
      if (changed) {
        await recordAudit(tx, {
          actorId: auth.user.id,
          action: 'ledger.period_closed',
          subjectType: 'account',
          subjectId: accountId,
          accountId,
          before: { period, closed: false },
          after: { period, closed: true },
        });
      }
      return { period, closed: true, closed_at: closedAt.toISOString() };
    }
    if (await reopenPeriod(tx, accountId, period)) {
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'ledger.period_reopened',
        subjectType: 'account',
        subjectId: accountId,
        accountId,
        before: { period, closed: true },
        after: { period, closed: false },
      });
    }
    return { period, closed: false, closed_at: null };
  });
}

export type { TNewLedgerRow } from './repository.ts';
export { deleteInvoiceEntries, insertLedgerEntries, moveCounterpartyBalance } from './repository.ts';
