import {
  isKdvRate,
  kdvOf,
  kdvRateInForce,
  kdvRatesOn,
  LEDGER_AMOUNT_MAX,
  statedKdvAccepted,
  type TKdvRate,
} from '@portal/contracts/ledger/ledger-amounts';
import {
  DEFAULT_CATEGORY,
  type TLedgerCategory,
  type TLedgerKind,
} from '@portal/contracts/ledger/ledger-categories';
import {
  isCounterpartyTaxNumber,
  isLedgerDate,
  LEDGER_COUNTERPARTY_MAX_LENGTH,
  LEDGER_DESCRIPTION_MAX_LENGTH,
  LEDGER_IMPORT_INVOICE_TYPES,
  type TLedgerImportDraft,
} from '@portal/contracts/ledger/ledger-schemas';
import { toSingleLine } from '@portal/contracts/validation/single-line-text';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Reads a Turkish e-invoice (UBL-TR 1.2: e-Fatura TEMELFATURA / TICARIFATURA / IHRACAT /
 * YOLCUBERABERFATURA / HKS, e-Arşiv) into a draft: what the invoice says and the entries it
 * proposes. The XML is untrusted input:
 * - a DOCTYPE is refused outright (a UBL invoice never has one), and entity processing is off
 *   in the parser, so there is no external entity (XXE) and no entity expansion ("billion
 *   laughs"); the five predefined entities and character references are decoded afterwards,
 *   as plain text, by `decodeText`;
 * - amounts are read as decimal text and computed with integers (BigInt), never through floats;
 *   an amount in another currency becomes TRY kuruş at the invoice's own exchange rate, half up.
 * Anything the import cannot read faithfully is refused by name (`EInvoiceProblem`), never
 * guessed: an unknown invoice type, a missing exchange rate, totals that do not add up.
 */

/** Why an XML is not read, with the values its message names. */
export class EInvoiceProblem extends Error {
  constructor(
    readonly reason:
      | 'malformed'
      | 'notInvoice'
      | 'incomplete'
      | 'rateUnsupported'
      | 'currencyUnsupported'
      | 'exchangeRateMissing'
      | 'typeUnsupported'
      | 'taxUnsupported'
      | 'totalsDisagree'
      | 'specialBaseAboveNet',
    readonly values: Record<string, string> = {},
  ) {
    super(`e-invoice: ${reason}`);
  }
}

type TInvoiceType = TLedgerImportDraft['invoice_type'];

const UBL_INVOICE_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
/** An ETTN as UBL-TR writes it: an RFC 4122 UUID. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The KDV's tax type code in Turkish e-invoices (GİB code list). */
const KDV_TAX_TYPE_CODE = '0015';
const LIRA = 'TRY';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  isArray: (name) =>
    ['InvoiceLine', 'TaxSubtotal', 'TaxTotal', 'WithholdingTaxTotal', 'PartyIdentification'].includes(name),
});

type TNode = Record<string, unknown>;

const isNode = (value: unknown): value is TNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A child element (the first when repeated). */
function child(node: unknown, name: string): TNode | string | undefined {
  if (!isNode(node)) return undefined;
  const value = node[name];
  const first = Array.isArray(value) ? value[0] : value;
  return isNode(first) || typeof first === 'string' ? first : undefined;
}

function children(node: unknown, name: string): unknown[] {
  if (!isNode(node)) return [];
  const value = node[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The predefined XML entities and character references, decoded once (no recursion, no expansion). */
function decodeText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/g, (match, name: string) => {
    if (name.startsWith('#x')) return safeCodePoint(Number.parseInt(name.slice(2), 16)) ?? match;
    if (name.startsWith('#')) return safeCodePoint(Number(name.slice(1))) ?? match;
    return ENTITIES[name] ?? match;
  });
}

function safeCodePoint(code: number): string | undefined {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** An element's text, trimmed and decoded; '' when absent. */
function text(node: unknown, ...path: string[]): string {
  let current: unknown = node;
  for (const name of path) current = child(current, name);
  if (typeof current === 'string') return decodeText(current).trim();
  if (isNode(current) && typeof current['#text'] === 'string') return decodeText(current['#text']).trim();
  return '';
}

/**
 * A name's text as one line: an invoice may break a party's or an item's name over lines (or
 * carry a tab or a control character in it), and the entry it proposes must pass the same
 * single-line rule as a name typed by hand.
 */
const nameText = (node: unknown, ...path: string[]) => toSingleLine(text(node, ...path));

function attribute(node: unknown, name: string): string {
  return isNode(node) && typeof node[`@_${name}`] === 'string' ? String(node[`@_${name}`]) : '';
}

/** A non-negative decimal read exactly: `units / 10^scale` ("1.296" is 1296 / 10³). */
type TDecimal = { units: bigint; scale: number };

const ZERO: TDecimal = { units: 0n, scale: 0 };

function parseDecimal(value: string): TDecimal | null {
  const match = /^(\d{1,15})(?:\.(\d{1,20}))?$/.exec(value.trim());
  if (!match) return null;
  const [, integer = '0', fraction = ''] = match;
  return { units: BigInt(integer + fraction), scale: fraction.length };
}

/** `numerator / denominator` rounded half up (both non-negative). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** Hundredths of `value × factor` (a factor of null is 1), half up: cents, or kuruş once converted. */
function hundredths(value: TDecimal, factor: TDecimal | null): bigint {
  const by = factor ?? { units: 1n, scale: 0 };
  return divideHalfUp(value.units * by.units * 100n, 10n ** BigInt(value.scale + by.scale));
}

/** Hundredths as decimal text, as a message shows them ("2360.00"). */
function hundredthsText(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Amounts as the invoice states them (its own currency, exactly) turned into what the draft holds:
 * TRY kuruş, converted at the invoice's exchange rate and rounded half up, each amount once.
 */
type TMoney = {
  /** The invoice currency's cents (half up), to check the invoice's own sums. */
  cents: (value: TDecimal) => bigint;
  kurus: (value: TDecimal, part: string) => number;
};

function moneyAt(rate: TDecimal | null): TMoney {
  return {
    cents: (value) => hundredths(value, null),
    kurus: (value, part) => {
      const kurus = hundredths(value, rate);
      if (kurus > BigInt(LEDGER_AMOUNT_MAX)) throw new EInvoiceProblem('incomplete', { part });
      return Number(kurus);
    },
  };
}

function requiredDecimal(node: unknown, part: string, ...path: string[]): TDecimal {
  const value = parseDecimal(text(node, ...path));
  if (value === null) throw new EInvoiceProblem('incomplete', { part });
  return value;
}

function addDecimals(a: TDecimal, b: TDecimal): TDecimal {
  const scale = Math.max(a.scale, b.scale);
  return {
    units: a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale),
    scale,
  };
}

/** A percent ("20", "20.00") as a rate in force on the invoice's date, or the refusal naming it. */
function kdvRateOf(percentText: string, part: string, issueDate: string): TKdvRate {
  if (!/^\d{1,3}(\.\d+)?$/.test(percentText)) throw new EInvoiceProblem('incomplete', { part });
  const percent = Number(percentText);
  if (!isKdvRate(percent) || !kdvRateInForce(percent, issueDate)) {
    throw new EInvoiceProblem('rateUnsupported', {
      rate: percentText,
      date: issueDate,
      rates: kdvRatesOn(issueDate).join(', '),
    });
  }
  return percent;
}

const taxTypeCode = (subtotal: unknown) => text(subtotal, 'TaxCategory', 'TaxScheme', 'TaxTypeCode');
const taxName = (subtotal: unknown) => nameText(subtotal, 'TaxCategory', 'TaxScheme', 'Name');

function isKdvSubtotal(subtotal: TNode): boolean {
  const code = taxTypeCode(subtotal);
  return (
    code === KDV_TAX_TYPE_CODE || (code === '' && taxName(subtotal).toLocaleUpperCase('tr').includes('KDV'))
  );
}

function subtotalsOf(totals: unknown[]): TNode[] {
  return totals.flatMap((total) => children(total, 'TaxSubtotal')).filter(isNode);
}

/** One KDV subtotal: the rate, its taxable amount (a special base under OZELMATRAH), the KDV. */
type TKdvSubtotal = { rate: TKdvRate; base: TDecimal; kdv: TDecimal; exemptionCode: string | null };

function readKdvSubtotal(subtotal: TNode, part: string, issueDate: string): TKdvSubtotal {
  return {
    rate: kdvRateOf(text(subtotal, 'Percent'), `${part}/cbc:Percent`, issueDate),
    base: requiredDecimal(subtotal, `${part}/cbc:TaxableAmount`, 'TaxableAmount'),
    kdv: requiredDecimal(subtotal, `${part}/cbc:TaxAmount`, 'TaxAmount'),
    exemptionCode: text(subtotal, 'TaxCategory', 'TaxExemptionReasonCode') || null,
  };
}

/** A withholding (tevkifat) subtotal: the GİB code (601…, 801…), its percent of the KDV, the amount. */
type TWithholding = { code: string; percent: TDecimal; amount: TDecimal };

function readWithholding(subtotal: TNode, part: string): TWithholding {
  const code = taxTypeCode(subtotal);
  if (!/^\d{3}$/.test(code)) throw new EInvoiceProblem('incomplete', { part: `${part}/cbc:TaxTypeCode` });
  return {
    code,
    percent: requiredDecimal(subtotal, `${part}/cbc:Percent`, 'Percent'),
    amount: requiredDecimal(subtotal, `${part}/cbc:TaxAmount`, 'TaxAmount'),
  };
}

type TParty = { name: string; tax_number: string | null };

function partyOf(invoice: TNode, role: 'AccountingSupplierParty' | 'AccountingCustomerParty'): TParty {
  const party = child(child(invoice, role), 'Party');
  if (!isNode(party)) throw new EInvoiceProblem('incomplete', { part: `cac:${role}` });
  const identifiers = children(party, 'PartyIdentification');
  const taxId = identifiers
    .map((identification) => child(identification, 'ID'))
    .find((id) => ['VKN', 'TCKN'].includes(attribute(id, 'schemeID').toUpperCase()));
  const taxNumber = taxId === undefined ? '' : text({ ID: taxId }, 'ID');
  const person = [nameText(party, 'Person', 'FirstName'), nameText(party, 'Person', 'FamilyName')]
    .filter(Boolean)
    .join(' ');
  const name = nameText(party, 'PartyName', 'Name') || person;
  if (name === '') throw new EInvoiceProblem('incomplete', { part: `cac:${role}/cac:Party/cac:PartyName` });
  return { name: name.slice(0, LEDGER_COUNTERPARTY_MAX_LENGTH), tax_number: taxNumber || null };
}

/** The root `Invoice` of the UBL namespace, or why not. */
function invoiceOf(xml: string): TNode {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) throw new EInvoiceProblem('malformed');
  if (XMLValidator.validate(xml) !== true) throw new EInvoiceProblem('malformed');
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch {
    throw new EInvoiceProblem('malformed');
  }
  const invoice = child(parsed, 'Invoice');
  // The namespace is checked on the root's own start tag: removeNSPrefix drops the declarations.
  const rootTag = /<(?:[\w.-]+:)?Invoice\b[^>]*>/.exec(xml)?.[0] ?? '';
  if (!isNode(invoice) || !rootTag.includes(`"${UBL_INVOICE_NAMESPACE}"`)) {
    throw new EInvoiceProblem('notInvoice');
  }
  return invoice;
}

function invoiceTypeOf(invoice: TNode): TInvoiceType {
  const type = text(invoice, 'InvoiceTypeCode').toUpperCase();
  if (type === '') throw new EInvoiceProblem('incomplete', { part: 'cbc:InvoiceTypeCode' });
  const known = LEDGER_IMPORT_INVOICE_TYPES.find((candidate) => candidate === type);
  if (!known) {
    throw new EInvoiceProblem('typeUnsupported', { type, types: LEDGER_IMPORT_INVOICE_TYPES.join(', ') });
  }
  return known;
}

/**
 * The exchange rate of an invoice in another currency: lira per unit, from its pricing exchange
 * rate (the one GİB has the amounts in TRY computed with). null for an invoice in lira.
 */
function exchangeRateOf(invoice: TNode, currency: string): { text: string; rate: TDecimal } | null {
  if (currency === LIRA) return null;
  const pricing = child(invoice, 'PricingExchangeRate');
  if (!isNode(pricing)) throw new EInvoiceProblem('exchangeRateMissing', { currency });
  const source = text(pricing, 'SourceCurrencyCode').toUpperCase();
  const target = text(pricing, 'TargetCurrencyCode').toUpperCase();
  if ((source !== '' && source !== currency) || (target !== '' && target !== LIRA)) {
    throw new EInvoiceProblem('currencyUnsupported', { currency });
  }
  const rateText = text(pricing, 'CalculationRate');
  const rate = parseDecimal(rateText);
  if (rate === null || rate.units === 0n) throw new EInvoiceProblem('exchangeRateMissing', { currency });
  return { text: rateText, rate };
}

/** What a line says: its net, its KDV subtotal (the first), the exemption and the withholding. */
type TInvoiceLine = {
  name: string;
  quantity: string;
  net: TDecimal;
  kdv: TKdvSubtotal | null;
  withholding: TWithholding | null;
};

function readLine(line: TNode, issueDate: string): TInvoiceLine {
  const part = 'cac:InvoiceLine';
  const [kdvSubtotal] = subtotalsOf(children(line, 'TaxTotal')).filter(isKdvSubtotal);
  const [withholding] = subtotalsOf(children(line, 'WithholdingTaxTotal'));
  return {
    name: nameText(line, 'Item', 'Name') || nameText(line, 'Item', 'Description'),
    quantity: text(line, 'InvoicedQuantity'),
    net: requiredDecimal(line, `${part}/cbc:LineExtensionAmount`, 'LineExtensionAmount'),
    kdv: kdvSubtotal ? readKdvSubtotal(kdvSubtotal, `${part}/cac:TaxSubtotal`, issueDate) : null,
    withholding: withholding ? readWithholding(withholding, `${part}/cac:WithholdingTaxTotal`) : null,
  };
}

/** Refuses two figures that should be the same but differ by more than `tolerance` cents. */
function requireAgreement(part: string, stated: bigint, computed: bigint, tolerance = 1n) {
  const difference = stated > computed ? stated - computed : computed - stated;
  if (difference > tolerance) {
    throw new EInvoiceProblem('totalsDisagree', {
      part,
      stated: hundredthsText(stated),
      computed: hundredthsText(computed),
    });
  }
}

/**
 * A line's withholding must be its percent of the line's KDV (GİB states the percent, e.g. 90 for
 * 9/10): anything else is not a withholding this reads right.
 */
function checkLineWithholding(line: TInvoiceLine, money: TMoney) {
  if (!line.withholding) return;
  const kdv = line.kdv?.kdv ?? ZERO;
  const expected = divideHalfUp(
    money.cents(kdv) * line.withholding.percent.units,
    100n * 10n ** BigInt(line.withholding.percent.scale),
  );
  requireAgreement('cac:InvoiceLine/cac:WithholdingTaxTotal', money.cents(line.withholding.amount), expected);
}

/** The exemption code a line carries: its own subtotal's, else the invoice's one code for its rate. */
function exemptionCodeOf(line: TInvoiceLine, subtotals: TKdvSubtotal[]): string | null {
  if (line.kdv?.exemptionCode) return line.kdv.exemptionCode;
  const rate = line.kdv?.rate ?? 0;
  const codes = new Set(
    subtotals
      .filter((subtotal) => subtotal.rate === rate && subtotal.exemptionCode)
      .map((s) => s.exemptionCode),
  );
  return codes.size === 1 ? ([...codes][0] ?? null) : null;
}

/**
 * The KDV the buyer withholds, by KDV rate (kuruş), for the entries: from the lines' withholdings,
 * or, when only the invoice states it and it has one KDV rate, from the invoice's.
 */
function withheldByRate(
  lines: TInvoiceLine[],
  documentWithheld: TDecimal | null,
  rates: TKdvRate[],
  money: TMoney,
): Map<TKdvRate, number> {
  const byRate = new Map<TKdvRate, number>();
  const part = 'cac:InvoiceLine/cac:WithholdingTaxTotal';
  const withheldLines = lines.filter((line) => line.withholding);
  if (withheldLines.length === 0) {
    if (documentWithheld === null) return byRate;
    const [onlyRate] = rates;
    if (rates.length !== 1 || onlyRate === undefined) throw new EInvoiceProblem('incomplete', { part });
    byRate.set(onlyRate, money.kurus(documentWithheld, 'cac:WithholdingTaxTotal/cbc:TaxAmount'));
    return byRate;
  }
  for (const line of withheldLines) {
    const rate = line.kdv?.rate ?? 0;
    const amount = money.kurus(line.withholding?.amount ?? ZERO, part);
    byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
  }
  return byRate;
}

/** The withheld KDV of a rate, which cannot exceed the KDV it is part of. */
function withheldWithin(withheldKdv: number, kdv: number): number {
  if (withheldKdv > kdv) {
    throw new EInvoiceProblem('totalsDisagree', {
      part: 'cac:WithholdingTaxTotal',
      stated: hundredthsText(BigInt(withheldKdv)),
      computed: hundredthsText(BigInt(kdv)),
    });
  }
  return withheldKdv;
}

type TRole = 'supplier' | 'customer';

/**
 * Who the company is on the invoice: the supplier when it issued it; otherwise the customer (an
 * invoice naming neither is taken as one the company received).
 */
function companyRole(supplier: TParty, ownTaxNumbers: readonly string[]): TRole {
  return supplier.tax_number && ownTaxNumbers.includes(supplier.tax_number) ? 'supplier' : 'customer';
}

/**
 * The kind and category of the entries. A sale is income for its supplier and an expense for its
 * customer; a return (IADE) reverses: its customer is the company whose buyer returned goods (a
 * sales return, an expense), its supplier is the company that returned goods it bought (a
 * purchase return, income).
 */
function entryKindAndCategory(
  role: TRole,
  type: TInvoiceType,
): { kind: TLedgerKind; category: TLedgerCategory } {
  if (type === 'IADE') {
    return role === 'supplier'
      ? { kind: 'income', category: 'purchase_returns' }
      : { kind: 'expense', category: 'sales_returns' };
  }
  const kind = role === 'supplier' ? 'income' : 'expense';
  return { kind, category: DEFAULT_CATEGORY[kind] };
}

/**
 * The figures of one KDV rate, summed over the invoice's subtotals. Under OZELMATRAH the
 * subtotal's taxable amount is the special base, which may be below the invoice's net: the rest
 * is a 0 % figure of its own (see `specialBaseRest`).
 */
type TRateFigures = { net: number; kdv: number };

/**
 * The part of an OZELMATRAH invoice's net outside its special bases: it carries no KDV, so it
 * joins the 0 % figures. A special base above the net (e.g. tobacco sold below its list price)
 * cannot be split into entries whose KDV follows their net, and is refused.
 */
function specialBaseRest(subtotals: TKdvSubtotal[], net: TDecimal, money: TMoney): TDecimal {
  const base = subtotals.reduce((sum, subtotal) => addDecimals(sum, subtotal.base), ZERO);
  const restCents = money.cents(net) - money.cents(base);
  if (restCents < 0n) {
    throw new EInvoiceProblem('specialBaseAboveNet', {
      base: hundredthsText(money.cents(base)),
      net: hundredthsText(money.cents(net)),
    });
  }
  return { units: restCents, scale: 2 };
}

/**
 * The invoice's gross must be its KDV bases and KDV (what the entries hold), give or take a cent
 * per line (lines round their own KDV). A tax other than KDV is accepted when it is inside the KDV
 * base (ÖTV, ÖİV) or beside the payment (income tax withheld, stopaj), as then the sum still
 * holds; otherwise the refusal names it.
 */
function checkGross(
  gross: TDecimal,
  figures: { base: TDecimal; kdv: TDecimal }[],
  otherTaxes: TNode[],
  money: TMoney,
  lineCount: bigint,
) {
  const computed = figures.reduce(
    (sum, figure) => sum + money.cents(figure.base) + money.cents(figure.kdv),
    0n,
  );
  const stated = money.cents(gross);
  const difference = stated > computed ? stated - computed : computed - stated;
  const [otherTax] = otherTaxes;
  if (difference > lineCount && otherTax) {
    throw new EInvoiceProblem('taxUnsupported', { code: taxTypeCode(otherTax), name: taxName(otherTax) });
  }
  requireAgreement('cbc:TaxInclusiveAmount', stated, computed, lineCount);
}

export type TDraftOptions = {
  /** The company's own VKN/TCKN: a match with the supplier makes the invoice income. */
  ownTaxNumbers: readonly string[];
  documentId: number | null;
};

/** The draft of an e-invoice: parties, date, lines, KDV per rate, totals and the proposed entries. */
export function readEInvoice(data: Buffer, options: TDraftOptions): TLedgerImportDraft {
  const xml = data.toString('utf8').replace(/^\uFEFF/, '');
  const invoice = invoiceOf(xml);

  const invoiceNumber = text(invoice, 'ID');
  if (invoiceNumber === '') throw new EInvoiceProblem('incomplete', { part: 'cbc:ID' });
  const issueDate = text(invoice, 'IssueDate');
  if (!isLedgerDate(issueDate)) throw new EInvoiceProblem('incomplete', { part: 'cbc:IssueDate' });
  const invoiceType = invoiceTypeOf(invoice);
  const currency = (text(invoice, 'DocumentCurrencyCode') || LIRA).toUpperCase();
  const exchange = exchangeRateOf(invoice, currency);
  const money = moneyAt(exchange?.rate ?? null);

  const supplier = partyOf(invoice, 'AccountingSupplierParty');
  const customer = partyOf(invoice, 'AccountingCustomerParty');

  const taxSubtotals = subtotalsOf(children(invoice, 'TaxTotal'));
  const kdvSubtotals = taxSubtotals
    .filter(isKdvSubtotal)
    .map((subtotal) => readKdvSubtotal(subtotal, 'cac:TaxSubtotal', issueDate));
  if (kdvSubtotals.length === 0) {
    throw new EInvoiceProblem('incomplete', { part: 'cac:TaxTotal/cac:TaxSubtotal' });
  }
  const otherTaxes = taxSubtotals.filter((subtotal) => !isKdvSubtotal(subtotal));

  const monetary = child(invoice, 'LegalMonetaryTotal');
  if (!isNode(monetary)) throw new EInvoiceProblem('incomplete', { part: 'cac:LegalMonetaryTotal' });
  const stated = {
    net: requiredDecimal(monetary, 'cbc:TaxExclusiveAmount', 'TaxExclusiveAmount'),
    gross: requiredDecimal(monetary, 'cbc:TaxInclusiveAmount', 'TaxInclusiveAmount'),
    payable: requiredDecimal(monetary, 'cbc:PayableAmount', 'PayableAmount'),
  };

  const figures = kdvSubtotals.map(({ rate, base, kdv }) => ({ rate, base, kdv }));
  if (invoiceType === 'OZELMATRAH') {
    const rest = specialBaseRest(kdvSubtotals, stated.net, money);
    if (rest.units > 0n) figures.push({ rate: 0, base: rest, kdv: ZERO });
  }

  const invoiceLines = children(invoice, 'InvoiceLine').filter(isNode);
  if (invoiceLines.length === 0) throw new EInvoiceProblem('incomplete', { part: 'cac:InvoiceLine' });
  const lines = invoiceLines.map((line) => readLine(line, issueDate));
  checkGross(stated.gross, figures, otherTaxes, money, BigInt(lines.length));
  for (const line of lines) checkLineWithholding(line, money);

  const withholdingTotals = children(invoice, 'WithholdingTaxTotal');
  const documentWithheld =
    withholdingTotals.length === 0
      ? null
      : subtotalsOf(withholdingTotals)
          .map((subtotal) => readWithholding(subtotal, 'cac:WithholdingTaxTotal/cac:TaxSubtotal').amount)
          .reduce(addDecimals, ZERO);
  if (invoiceType === 'TEVKIFAT' && documentWithheld === null) {
    throw new EInvoiceProblem('incomplete', { part: 'cac:WithholdingTaxTotal' });
  }
  const lineWithheld = lines.reduce((sum, line) => addDecimals(sum, line.withholding?.amount ?? ZERO), ZERO);
  const withheldLines = lines.filter((line) => line.withholding).length;
  if (documentWithheld !== null && withheldLines > 0) {
    // Each line rounds its own withholding: the invoice's sum may be a cent off per line.
    requireAgreement(
      'cac:WithholdingTaxTotal',
      money.cents(documentWithheld),
      money.cents(lineWithheld),
      BigInt(withheldLines),
    );
  }

  const byRate = new Map<TKdvRate, TRateFigures>();
  for (const figure of figures) {
    const sum = byRate.get(figure.rate) ?? { net: 0, kdv: 0 };
    sum.net += money.kurus(figure.base, 'cac:TaxSubtotal/cbc:TaxableAmount');
    sum.kdv += money.kurus(figure.kdv, 'cac:TaxSubtotal/cbc:TaxAmount');
    byRate.set(figure.rate, sum);
  }
  const rates = [...byRate.entries()].sort(([a], [b]) => b - a);
  const withheld = withheldByRate(
    lines,
    documentWithheld,
    rates.map(([rate]) => rate),
    money,
  );

  const role = companyRole(supplier, options.ownTaxNumbers);
  const { kind, category } = entryKindAndCategory(role, invoiceType);
  const counterparty = role === 'supplier' ? customer : supplier;
  const counterpartyTaxNumber =
    counterparty.tax_number && isCounterpartyTaxNumber(counterparty.tax_number)
      ? counterparty.tax_number
      : null;
  const firstItem = lines.find((line) => line.name !== '')?.name;
  const description = [invoiceNumber, firstItem]
    .filter(Boolean)
    .join(' · ')
    .slice(0, LEDGER_DESCRIPTION_MAX_LENGTH);

  const totalWithheld =
    documentWithheld === null
      ? [...withheld.values()].reduce((sum, amount) => sum + amount, 0)
      : money.kurus(documentWithheld, 'cac:WithholdingTaxTotal/cbc:TaxAmount');
  const uuid = text(invoice, 'UUID').toLowerCase();
  const dueDate = text(invoice, 'PaymentMeans', 'PaymentDueDate');
  return {
    invoice_number: invoiceNumber,
    uuid: UUID_PATTERN.test(uuid) ? uuid : null,
    issue_date: issueDate,
    due_date: isLedgerDate(dueDate) && dueDate >= issueDate ? dueDate : issueDate,
    profile: text(invoice, 'ProfileID') || null,
    invoice_type: invoiceType,
    currency,
    exchange_rate: exchange?.text ?? null,
    supplier,
    customer,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      net_amount: money.kurus(line.net, 'cac:InvoiceLine/cbc:LineExtensionAmount'),
      kdv_rate: line.kdv?.rate ?? 0,
      kdv_amount: line.kdv ? money.kurus(line.kdv.kdv, 'cac:InvoiceLine/cbc:TaxAmount') : 0,
      withholding_code: line.withholding?.code ?? null,
      withheld_kdv: line.withholding
        ? money.kurus(line.withholding.amount, 'cac:InvoiceLine/cac:WithholdingTaxTotal')
        : 0,
      exemption_code: exemptionCodeOf(line, kdvSubtotals),
    })),
    kdv_by_rate: rates.map(([rate, sum]) => ({ kdv_rate: rate, net_amount: sum.net, kdv_amount: sum.kdv })),
    totals: {
      net_amount: money.kurus(stated.net, 'cbc:TaxExclusiveAmount'),
      kdv_amount: [...byRate.values()].reduce((sum, rate) => sum + rate.kdv, 0),
      withheld_kdv: totalWithheld,
      gross_amount: money.kurus(stated.gross, 'cbc:TaxInclusiveAmount'),
      payable_amount: money.kurus(stated.payable, 'cbc:PayableAmount'),
    },
    kind,
    // A rate with nothing on it (a fully discounted line, an empty 0 % subtotal) is no entry.
    entries: rates
      .filter(([, sum]) => sum.net > 0 || sum.kdv > 0)
      .map(([rate, sum]) => {
        // The invoice's KDV when it is the rule's within a kuruş (it rounds line by line); further
        // off, the rule's own: for an invoice in another currency that is the law's figure too, as
        // its KDV base is converted to lira and the KDV computed on it (KDV Law art. 24).
        const kdv = statedKdvAccepted(sum.net, rate, sum.kdv, 'e_invoice') ? sum.kdv : kdvOf(sum.net, rate);
        // The buyer deducts the whole KDV and declares the withheld part itself; the seller
        // collects, and so declares, only the rest.
        const withheldKdv = role === 'supplier' ? withheldWithin(withheld.get(rate) ?? 0, kdv) : 0;
        return {
          date: issueDate,
          kind,
          counterparty_name: counterparty.name,
          counterparty_tax_number: counterpartyTaxNumber,
          description,
          category,
          net_amount: sum.net,
          kdv_rate: rate,
          kdv_amount: kdv - withheldKdv,
          withheld_kdv: withheldKdv,
          gross_amount: sum.net + kdv - withheldKdv,
          paid: false,
          document_id: options.documentId,
          source: 'e_invoice' as const,
        };
      }),
  };
}
