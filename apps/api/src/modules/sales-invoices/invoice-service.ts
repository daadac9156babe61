import { randomUUID } from 'node:crypto';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { LEDGER_AMOUNT_MAX } from '@portal/contracts/ledger/ledger-amounts';
import { isLedgerCategory } from '@portal/contracts/ledger/ledger-categories';
import {
  EXEMPTION_CODE_LIST,
  EXPORT_REGISTERED_EXEMPTION,
  INVOICE_CURRENCIES,
  INVOICE_PROFILES,
  INVOICE_TYPES,
  INVOICE_UNITS,
  ISTISNA_EXEMPTIONS,
  type TInvoiceType,
  WITHHOLDING_CODE_LIST,
} from '@portal/contracts/sales-invoices/invoice-codes';
import {
  discountHundredths,
  figuresByRate,
  formatExchangeRate,
  invoiceFigures,
  lineAmounts,
  parseExchangeRate,
  quantityThousandths,
  toLira,
} from '@portal/contracts/sales-invoices/invoice-totals';
import type {
  TSalesInvoice,
  TSalesInvoiceBody,
  TSalesInvoiceLine,
  TSalesInvoiceSort,
} from '@portal/contracts/sales-invoices/sales-invoices';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import {
  deleteInvoiceEntries,
  insertLedgerEntries,
  moveCounterpartyBalance,
  refuseClosedMonths,
  type TNewLedgerRow,
} from '../ledger/service.ts';
import { findCounterparty } from './counterparty-repository.ts';
import { presentDelivery } from './delivery-presenter.ts';
import { deliveriesOf, type TDeliveryRow } from './delivery-repository.ts';
import type { TInvoiceDocument, TInvoiceParty } from './invoice-document.ts';
import {
  findInvoice,
  hasIssuedReturn,
  insertInvoice,
  linesOf,
  listInvoices,
  nextInvoiceNumber,
  overdueTotals,
  replaceDraft,
  sellerOf,
  type TInvoiceLineRow,
  type TListedInvoice,
  type TNewInvoiceLine,
  updateInvoice,
} from './invoice-repository.ts';

type TInvoiceApp = Pick<FastifyInstance, 'db' | 'now'>;

const pick = <T extends string>(list: readonly T[], value: string | null, what: string): T => {
  const found = list.find((item) => item === value);
  if (found === undefined) throw new Error(`Unknown ${what} in sales_invoices: ${value}`);
  return found;
};
const pickOrNull = <T extends string>(list: readonly T[], value: string | null, what: string): T | null =>
  value === null ? null : pick(list, value, what);

function presentLine(row: TInvoiceLineRow): TSalesInvoiceLine {
  const kdvRate = row.kdvRate as TSalesInvoiceLine['kdv_rate'];
  return {
    name: row.name,
    quantity: row.quantity / 1000,
    unit: pick(INVOICE_UNITS, row.unit, 'unit'),
    unit_price: row.unitPrice,
    discount_rate: row.discountRate / 100,
    kdv_rate: kdvRate,
    withholding_code: pickOrNull(WITHHOLDING_CODE_LIST, row.withholdingCode, 'withholding code'),
    exemption_code: pickOrNull(EXEMPTION_CODE_LIST, row.exemptionCode, 'exemption code'),
    discount_amount: row.discountAmount,
    net_amount: row.netAmount,
    kdv_amount: row.kdvAmount,
    withheld_kdv: row.withheldKdv,
  };
}

/** What an invoice is presented with besides its row: its lines, its delivery, Istanbul's today, the language. */
type TPresentation = {
  lines: TInvoiceLineRow[];
  delivery: TDeliveryRow | undefined;
  today: string;
  language: TLanguage;
};

function presentInvoice(
  row: TListedInvoice,
  { lines, delivery, today, language }: TPresentation,
): TSalesInvoice {
  return {
    id: row.id,
    number: row.number,
    uuid: row.uuid,
    status: pick(['draft', 'issued', 'cancelled'] as const, row.status, 'status'),
    type: pick(INVOICE_TYPES, row.type, 'type'),
    profile: pick(INVOICE_PROFILES, row.profile, 'profile'),
    counterparty_id: row.counterpartyId,
    counterparty_name: row.counterpartyName,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    currency: pick(INVOICE_CURRENCIES, row.currency, 'currency'),
    exchange_rate: row.exchangeRate === null ? null : formatExchangeRate(row.exchangeRate),
    note: row.note,
    lines: lines.map(presentLine),
    totals: {
      net_amount: row.netAmount,
      kdv_amount: row.kdvAmount,
      withheld_kdv: row.withheldKdv,
      gross_amount: row.grossAmount,
      payable_amount: row.payableAmount,
      open_amount: row.openAmount,
    },
    payable_try: row.payableTry,
    returns_invoice_id: row.returnsInvoiceId,
    overdue: row.status === 'issued' && row.openAmount > 0 && row.dueDate < today,
    issued_at: row.issuedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    delivery: presentDelivery(delivery, language),
  };
}

const todayOf = (app: TInvoiceApp) => todayInIstanbul(app.now());

export async function listSalesInvoices(
  app: TInvoiceApp,
  { id: accountId }: TReachedAccount,
  query: {
    status?: 'draft' | 'issued' | 'cancelled';
    counterparty_id?: number;
    overdue?: 'true';
    q?: string;
    sort: TSalesInvoiceSort;
    page: number;
    per_page: number;
  },
  language: TLanguage,
): Promise<{ data: TSalesInvoice[]; meta: TPageMeta }> {
  const today = todayOf(app);
  const { rows, listed } = await listInvoices(
    app.db,
    {
      accountId,
      status: query.status,
      counterpartyId: query.counterparty_id,
      overdueBefore: query.overdue ? today : undefined,
      q: query.q || undefined,
    },
    query.sort,
    { page: query.page, perPage: query.per_page },
  );
  const ids = rows.map((row) => row.id);
  const [lines, deliveries] = await Promise.all([linesOf(app.db, ids), deliveriesOf(app.db, ids)]);
  return {
    data: rows.map((row) =>
      presentInvoice(row, {
        lines: lines.get(row.id) ?? [],
        delivery: deliveries.get(row.id),
        today,
        language,
      }),
    ),
    meta: pageMeta(query, listed),
  };
}

async function loadInvoice(app: TInvoiceApp, accountId: number, invoiceId: number, db: TDatabase = app.db) {
  const row = await findInvoice(db, accountId, invoiceId);
  if (!row) throw new HttpError(404, 'errors.notFound');
  return row;
}

async function present(
  app: TInvoiceApp,
  row: TListedInvoice,
  language: TLanguage,
  db: TDatabase = app.db,
): Promise<TSalesInvoice> {
  const [lines, deliveries] = await Promise.all([linesOf(db, [row.id]), deliveriesOf(db, [row.id])]);
  return presentInvoice(row, {
    lines: lines.get(row.id) ?? [],
    delivery: deliveries.get(row.id),
    today: todayOf(app),
    language,
  });
}

export async function getSalesInvoice(
  app: TInvoiceApp,
  { id: accountId }: TReachedAccount,
  invoiceId: number,
  language: TLanguage,
): Promise<TSalesInvoice> {
  return present(app, await loadInvoice(app, accountId, invoiceId), language);
}

/**
 * The type the lines make, as GİB's schematron pairs types with codes: TEVKIFAT with a withheld
 * line, IHRACKAYITLI with an export-registered line (701), ISTISNA with an exempt line (301, 302,
 * 303, 350; taxed lines may stand beside it), else SATIS (351, "not an exemption", is a sale).
 */
function invoiceType(body: TSalesInvoiceBody): TInvoiceType {
  const exemptions = body.lines.map((line) => line.exemption_code);
  if (body.lines.some((line) => line.withholding_code !== null)) return 'TEVKIFAT';
  if (exemptions.includes(EXPORT_REGISTERED_EXEMPTION)) return 'IHRACKAYITLI';
  if (exemptions.some((code) => code !== null && ISTISNA_EXEMPTIONS.includes(code))) return 'ISTISNA';
  return 'SATIS';
}

/** A draft's stored values: the figures worked out here from the lines (never taken from the caller). */
function draftValues(body: TSalesInvoiceBody) {
  const rate = body.currency === 'TRY' ? null : parseExchangeRate(body.exchange_rate ?? '');
  const figures = invoiceFigures(body.lines);
  const payableTry = rate === null ? figures.payable_amount : toLira(figures.payable_amount, rate);
  if (payableTry > LEDGER_AMOUNT_MAX) {
    throw new HttpError(422, 'salesInvoices.tooLarge', { fields: { lines: 'salesInvoices.tooLarge' } });
  }
  const lines: TNewInvoiceLine[] = body.lines.map((line, index) => {
    const amounts = lineAmounts(line);
    return {
      position: index + 1,
      name: line.name,
      quantity: quantityThousandths(line.quantity),
      unit: line.unit,
      unitPrice: line.unit_price,
      discountRate: discountHundredths(line.discount_rate),
      kdvRate: line.kdv_rate,
      withholdingCode: line.withholding_code,
      exemptionCode: line.exemption_code,
      discountAmount: amounts.discount_amount,
      netAmount: amounts.net_amount,
      kdvAmount: amounts.kdv_amount,
      withheldKdv: amounts.withheld_kdv,
    };
  });
  return {
    values: {
      counterpartyId: body.counterparty_id,
      type: invoiceType(body),
      profile: body.profile,
      issueDate: body.issue_date,
      dueDate: body.due_date,
      currency: body.currency,
      exchangeRate: rate,
      note: body.note,
      netAmount: figures.net_amount,
      kdvAmount: figures.kdv_amount,
      withheldKdv: figures.withheld_kdv,
      grossAmount: figures.gross_amount,
      payableAmount: figures.payable_amount,
      payableTry,
    },
    lines,
  };
}

/** The invoice's counterparty must be one of the company's (422 on the field). */
async function checkCounterparty(app: TInvoiceApp, accountId: number, counterpartyId: number) {
  if (!(await findCounterparty(app.db, accountId, counterpartyId))) {
    throw new HttpError(422, 'salesInvoices.counterpartyNotFound', {
      fields: { counterparty_id: 'salesInvoices.counterpartyNotFound' },
    });
  }
}

export async function createSalesInvoice(
  app: TInvoiceApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  body: TSalesInvoiceBody,
  language: TLanguage,
): Promise<TSalesInvoice> {
  await checkCounterparty(app, accountId, body.counterparty_id);
  const { values, lines } = draftValues(body);
  const row = await app.db.transaction((tx) =>
    insertInvoice(tx, { accountId, uuid: randomUUID(), createdBy: auth.user.id, ...values }, lines),
  );
  return present(app, await loadInvoice(app, accountId, row.id), language);
}

export async function updateSalesInvoice(
  app: TInvoiceApp,
  { id: accountId }: TReachedAccount,
  invoiceId: number,
  body: TSalesInvoiceBody,
  language: TLanguage,
): Promise<TSalesInvoice> {
  const existing = await loadInvoice(app, accountId, invoiceId);
  if (existing.status !== 'draft') throw new HttpError(409, 'salesInvoices.notDraft');
  await checkCounterparty(app, accountId, body.counterparty_id);
  const { values, lines } = draftValues(body);
  const row = await app.db.transaction((tx) => replaceDraft(tx, invoiceId, values, lines));
  if (!row) throw new HttpError(409, 'salesInvoices.notDraft');
  return present(app, await loadInvoice(app, accountId, invoiceId), language);
}

/** The series' three letters from the company's name (Turkish letters folded), or FTR. */
function seriesPrefix(companyName: string): string {
  const letters = companyName
    .toLocaleUpperCase('tr')
    .replace(/[ÇĞİÖŞÜ]/g, (c) => ({ Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U' })[c] ?? c)
    .replace(/[^A-Z]/g, '');
  return letters.length >= 3 ? letters.slice(0, 3) : 'FTR';
}

/**
 * The ledger entries of an issued invoice, one per KDV rate, in lira. A sale is income; a return
 * is an expense (sales returns, its KDV deductible). The KDV the buyer withholds is not the
 * seller's to collect or declare as collected, so the entry's KDV is the part not withheld.
 */
function invoiceEntries(
  row: TListedInvoice,
  lines: TInvoiceLineRow[],
  number: string,
  createdBy: number,
): TNewLedgerRow[] {
  const lira = (amount: number) => (row.exchangeRate === null ? amount : toLira(amount, row.exchangeRate));
  const isReturn = row.type === 'IADE';
  const category = isReturn ? 'sales_returns' : 'sales_goods';
  if (!isLedgerCategory(category)) throw new Error(category);
  const byRate = figuresByRate(
    lines.map((line) => ({
      quantity: line.quantity / 1000,
      unit_price: line.unitPrice,
      discount_rate: line.discountRate / 100,
      kdv_rate: line.kdvRate as TSalesInvoiceLine['kdv_rate'],
      withholding_code: pickOrNull(WITHHOLDING_CODE_LIST, line.withholdingCode, 'withholding code'),
    })),
  );
  return byRate.map((rate) => {
    const net = lira(rate.net_amount);
    const kdv = lira(rate.kdv_amount - rate.withheld_kdv);
    return {
      accountId: row.accountId,
      entryDate: row.issueDate,
      kind: isReturn ? 'expense' : 'income',
      counterpartyName: row.counterpartyName,
      counterpartyTaxNumber: null,
      description: number,
      category,
      netAmount: net,
      kdvRate: rate.kdv_rate,
      kdvAmount: kdv,
      grossAmount: net + kdv,
      paid: false,
      documentId: null,
      source: 'invoice',
      counterpartyId: row.counterpartyId,
      salesInvoiceId: row.id,
      createdBy,
    };
  });
}

/** Numbers the invoice, writes its entries and moves the counterparty's balance (inside the caller's transaction). */
async function issueLocked(
  app: TInvoiceApp,
  tx: TDatabase,
  auth: TAuth,
  row: TListedInvoice,
): Promise<TListedInvoice> {
  const number = await nextInvoiceNumber(tx, row.accountId, Number(row.issueDate.slice(0, 4)), async () =>
    seriesPrefix((await sellerOf(tx, row.accountId)).name),
  );
  const isReturn = row.type === 'IADE';
  const issued = await updateInvoice(tx, row.id, {
    status: 'issued',
    number,
    issuedAt: app.now(),
    openAmount: isReturn ? 0 : row.payableTry,
  });
  const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
  await insertLedgerEntries(tx, invoiceEntries(row, lines, number, auth.user.id));
  await moveCounterpartyBalance(tx, row.counterpartyId, isReturn ? -row.payableTry : row.payableTry);
  return { ...issued, counterpartyName: row.counterpartyName };
}

export async function issueSalesInvoice(
  app: TInvoiceApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  invoiceId: number,
  language: TLanguage,
): Promise<TSalesInvoice> {
  const existing = await loadInvoice(app, accountId, invoiceId);
  await refuseClosedMonths(app, auth, accountId, [existing.issueDate]);
  return app.db.transaction(async (tx) => {
    const row = await findInvoice(tx, accountId, invoiceId, true);
    if (!row) throw new HttpError(404, 'errors.notFound');
    if (row.status !== 'draft') throw new HttpError(409, 'salesInvoices.notDraft');
    return present(app, await issueLocked(app, tx, auth, row), language, tx);
  });
}

/** Why an issued invoice cannot be cancelled here (409): not issued, collected on, or returned. */
async function refuseCancel(db: TDatabase, row: TListedInvoice): Promise<void> {
  if (row.status !== 'issued') throw new HttpError(409, 'salesInvoices.notIssued');
  if (row.type !== 'IADE' && row.openAmount < row.payableTry) {
    throw new HttpError(
      409,
      (await hasIssuedReturn(db, row.id)) ? 'salesInvoices.hasReturn' : 'salesInvoices.hasCollections',
    );
  }
}

/**
 * The same refusals as a cancel, asked before anything else is done: a sent e-Arşiv invoice is
 * cancelled at the integrator only once the portal knows it may cancel it too.
 */
export async function assertCancellable(
  app: TInvoiceApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  invoiceId: number,
): Promise<void> {
  const row = await loadInvoice(app, accountId, invoiceId);
  await refuseClosedMonths(app, auth, accountId, [row.issueDate]);
  await refuseCancel(app.db, row);
}

/**
 * Cancels an issued invoice: its entries go, the balance comes back. `alsoWithin` runs in the
 * cancel's transaction once the invoice is locked and may be cancelled (the delivery's part); a
 * throw there cancels nothing.
 */
export async function cancelSalesInvoice(
  app: TInvoiceApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  invoiceId: number,
  language: TLanguage,
  alsoWithin: (tx: TDatabase) => Promise<void>,
): Promise<TSalesInvoice> {
  const existing = await loadInvoice(app, accountId, invoiceId);
  await refuseClosedMonths(app, auth, accountId, [existing.issueDate]);
  return app.db.transaction(async (tx) => {
    const row = await findInvoice(tx, accountId, invoiceId, true);
    if (!row) throw new HttpError(404, 'errors.notFound');
    await refuseCancel(tx, row);
    await alsoWithin(tx);
    const isReturn = row.type === 'IADE';
    await deleteInvoiceEntries(tx, row.id);
    const cancelled = await updateInvoice(tx, row.id, {
      status: 'cancelled',
      cancelledAt: app.now(),
      openAmount: 0,
    });
    if (isReturn && row.returnsInvoiceId !== null) {
      // Cancelling a return opens the returned invoice again.
      const returned = await findInvoice(tx, accountId, row.returnsInvoiceId, true);
      if (returned?.status === 'issued') {
        await updateInvoice(tx, returned.id, { openAmount: returned.payableTry });
      }
    }
    await moveCounterpartyBalance(tx, row.counterpartyId, isReturn ? row.payableTry : -row.payableTry);
    return present(app, { ...cancelled, counterpartyName: row.counterpartyName }, language, tx);
  });
}

export async function returnSalesInvoice(
  app: TInvoiceApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  invoiceId: number,
  issueDate: string | undefined,
  language: TLanguage,
): Promise<TSalesInvoice> {
  const date = issueDate ?? todayOf(app);
  await refuseClosedMonths(app, auth, accountId, [date]);
  return app.db.transaction(async (tx) => {
    const original = await findInvoice(tx, accountId, invoiceId, true);
    if (!original) throw new HttpError(404, 'errors.notFound');
    if (original.status !== 'issued') throw new HttpError(409, 'salesInvoices.notIssued');
    if (original.type === 'IADE') throw new HttpError(409, 'salesInvoices.returnOfReturn');
    if (original.openAmount === 0) throw new HttpError(409, 'salesInvoices.nothingOpen');
    if (original.openAmount < original.payableTry)
      throw new HttpError(409, 'salesInvoices.returnHasCollections');
    const lines = (await linesOf(tx, [original.id])).get(original.id) ?? [];
    const { id: _id, number: _number, createdAt: _c, updatedAt: _u, counterpartyName, ...kept } = original;
    const draft = await insertInvoice(
      tx,
      {
        ...kept,
        status: 'draft',
        type: 'IADE',
        // GİB takes a return under TEMELFATURA or EARSIVFATURA, never TICARIFATURA.
        profile: kept.profile === 'TICARIFATURA' ? 'TEMELFATURA' : kept.profile,
        uuid: randomUUID(),
        issueDate: date,
        dueDate: date,
        openAmount: 0,
        returnsInvoiceId: original.id,
        issuedAt: null,
        cancelledAt: null,
        createdBy: auth.user.id,
      },
      lines.map(({ invoiceId: _invoice, ...line }) => line),
    );
    await updateInvoice(tx, original.id, { openAmount: 0 });
    const issued = await issueLocked(app, tx, auth, { ...draft, counterpartyName });
    return present(app, issued, language, tx);
  });
}

/**
 * A company as a party of an invoice, from the details of its application: the seller of its
 * own sales invoices, the buyer of the portal's invoices to it.
 */
export async function companyParty(db: TDatabase, accountId: number): Promise<TInvoiceParty> {
  const company = await sellerOf(db, accountId);
  const info = (key: string) => company.informations.get(key)?.trim() ?? '';
  return {
    name: company.name,
    taxNumber: info('tax_number') || info('identityNo') || null,
    taxOffice: info('tax_office'),
    address: [info('neighbourhood'), info('street'), info('buildingNo'), info('doorNo')]
      .filter(Boolean)
      .join(' '),
    city: info('city'),
    district: info('district'),
    email: '',
    phone: info('phone'),
  };
}

export type { TInvoiceDocument, TInvoiceParty, TUblInvoice } from './invoice-document.ts';
// The one UBL-TR writer, for the portal's own invoices as much as for the companies' (a module
// reaches another only through its service files).
export { renderInvoiceXml } from './ubl-invoice.ts';

/** Everything the PDF and the XML are written from; an invoice never issued has neither (409). */
export async function invoiceDocument(
  app: TInvoiceApp,
  { id: accountId }: TReachedAccount,
  invoiceId: number,
  language: TLanguage,
): Promise<TInvoiceDocument> {
  const row = await loadInvoice(app, accountId, invoiceId);
  if (row.number === null || row.issuedAt === null) throw new HttpError(409, 'salesInvoices.notIssued');
  const [invoice, seller, buyer, returned] = await Promise.all([
    present(app, row, language),
    companyParty(app.db, accountId),
    findCounterparty(app.db, accountId, row.counterpartyId),
    row.returnsInvoiceId === null ? null : findInvoice(app.db, accountId, row.returnsInvoiceId),
  ]);
  if (!buyer) throw new Error(`Invoice ${row.id} names a counterparty of another company`);
  return {
    invoice: { ...invoice, number: row.number },
    seller,
    buyer: {
      name: buyer.name,
      taxNumber: buyer.taxNumber,
      taxOffice: buyer.taxOffice,
      address: buyer.address,
      city: buyer.city,
      district: buyer.district,
      email: buyer.email,
      phone: buyer.phone,
    },
    returnsInvoice: returned?.number ? { number: returned.number, issueDate: returned.issueDate } : null,
    issuedAt: row.issuedAt,
  };
}

/** The company's overdue sales invoices for "needs your action"; null when none is. */
export async function overdueInvoices(app: TInvoiceApp, accountId: number) {
  const totals = await overdueTotals(app.db, accountId, todayOf(app));
  return totals.count > 0 && totals.oldestDueDate !== null
    ? { ...totals, oldestDueDate: totals.oldestDueDate }
    : null;
}
