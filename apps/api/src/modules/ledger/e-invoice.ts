import {
  isKdvRate,
  kdvOf,
  kdvRateInForce,
  kdvRatesOn,
  statedKdvAccepted,
  type TKdvRate,
} from '@portal/contracts/ledger/ledger-amounts';
import { DEFAULT_CATEGORY, type TLedgerKind } from '@portal/contracts/ledger/ledger-categories';
import {
  isCounterpartyTaxNumber,
  isLedgerDate,
  LEDGER_COUNTERPARTY_MAX_LENGTH,
  LEDGER_DESCRIPTION_MAX_LENGTH,
  type TLedgerImportDraft,
} from '@portal/contracts/ledger/ledger-schemas';
import { toSingleLine } from '@portal/contracts/validation/single-line-text';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Reads a Turkish e-invoice (UBL-TR 1.2: e-Fatura TEMELFATURA / TICARIFATURA, e-Arşiv) into a
 * draft: what the invoice says and the entries it proposes. The XML is untrusted input:
 * - a DOCTYPE is refused outright (a UBL invoice never has one), and entity processing is off
 *   in the parser, so there is no external entity (XXE) and no entity expansion ("billion
 *   laughs"); the five predefined entities and character references are decoded afterwards,
 *   as plain text, by `decodeText`;
 * - amounts are read as decimal text into integer kuruş (half up), never through floats.
 */

/** Why an XML is not read, with the values its message names. */
export class EInvoiceProblem extends Error {
  constructor(
    readonly reason: 'malformed' | 'notInvoice' | 'incomplete' | 'rateUnsupported' | 'currencyUnsupported',
    readonly values: Record<string, string> = {},
  ) {
    super(`e-invoice: ${reason}`);
  }
}

const UBL_INVOICE_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
/** The KDV's tax type code in Turkish e-invoices (GİB code list). */
const KDV_TAX_TYPE_CODE = '0015';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  isArray: (name) => ['InvoiceLine', 'TaxSubtotal', 'TaxTotal', 'PartyIdentification'].includes(name),
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

/** A decimal amount ("1234.5", "1234.565") in kuruş, half up; null when it is not one. */
function decimalToKurus(value: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, integer = '0', fraction = ''] = match;
  const cents = Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1 : 0;
  return Number(integer) * 100 + cents + roundUp;
}

function requiredAmount(node: unknown, part: string, ...path: string[]): number {
  const amount = decimalToKurus(text(node, ...path));
  if (amount === null) throw new EInvoiceProblem('incomplete', { part });
  return amount;
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

/** The KDV subtotals of a TaxTotal (other taxes, such as ÖTV, are not the ledger's). */
function kdvSubtotals(taxTotals: unknown[]): TNode[] {
  return taxTotals
    .flatMap((total) => children(total, 'TaxSubtotal'))
    .filter(isNode)
    .filter((subtotal) => {
      const code = text(subtotal, 'TaxCategory', 'TaxScheme', 'TaxTypeCode');
      const name = text(subtotal, 'TaxCategory', 'TaxScheme', 'Name').toLocaleUpperCase('tr');
      return code === KDV_TAX_TYPE_CODE || (code === '' && name.includes('KDV'));
    });
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
  const currency = text(invoice, 'DocumentCurrencyCode') || 'TRY';
  if (currency.toUpperCase() !== 'TRY') throw new EInvoiceProblem('currencyUnsupported', { currency });

  const supplier = partyOf(invoice, 'AccountingSupplierParty');
  const customer = partyOf(invoice, 'AccountingCustomerParty');

  const subtotals = kdvSubtotals(children(invoice, 'TaxTotal'));
  if (subtotals.length === 0)
    throw new EInvoiceProblem('incomplete', { part: 'cac:TaxTotal/cac:TaxSubtotal' });
  const byRate = new Map<TKdvRate, { net: number; kdv: number }>();
  for (const subtotal of subtotals) {
    const part = 'cac:TaxSubtotal';
    const rate = kdvRateOf(text(subtotal, 'Percent'), `${part}/cbc:Percent`, issueDate);
    const sum = byRate.get(rate) ?? { net: 0, kdv: 0 };
    sum.net += requiredAmount(subtotal, `${part}/cbc:TaxableAmount`, 'TaxableAmount');
    sum.kdv += requiredAmount(subtotal, `${part}/cbc:TaxAmount`, 'TaxAmount');
    byRate.set(rate, sum);
  }

  const monetary = child(invoice, 'LegalMonetaryTotal');
  if (!isNode(monetary)) throw new EInvoiceProblem('incomplete', { part: 'cac:LegalMonetaryTotal' });
  const totals = {
    net_amount: requiredAmount(monetary, 'cbc:TaxExclusiveAmount', 'TaxExclusiveAmount'),
    kdv_amount: [...byRate.values()].reduce((sum, rate) => sum + rate.kdv, 0),
    gross_amount: requiredAmount(monetary, 'cbc:TaxInclusiveAmount', 'TaxInclusiveAmount'),
    payable_amount: requiredAmount(monetary, 'cbc:PayableAmount', 'PayableAmount'),
  };

  const invoiceLines = children(invoice, 'InvoiceLine').filter(isNode);
  if (invoiceLines.length === 0) throw new EInvoiceProblem('incomplete', { part: 'cac:InvoiceLine' });
  const lines = invoiceLines.map((line) => {
    const [lineKdv] = kdvSubtotals(children(line, 'TaxTotal'));
    return {
      name: nameText(line, 'Item', 'Name') || nameText(line, 'Item', 'Description'),
      quantity: text(line, 'InvoicedQuantity'),
      net_amount: requiredAmount(line, 'cac:InvoiceLine/cbc:LineExtensionAmount', 'LineExtensionAmount'),
      kdv_rate: lineKdv ? kdvRateOf(text(lineKdv, 'Percent'), 'cac:InvoiceLine/cbc:Percent', issueDate) : 0,
      kdv_amount: lineKdv ? (decimalToKurus(text(lineKdv, 'TaxAmount')) ?? 0) : 0,
    };
  });

  const own = new Set(options.ownTaxNumbers);
  const kind: TLedgerKind =
    supplier.tax_number && own.has(supplier.tax_number)
      ? 'income'
      : customer.tax_number && own.has(customer.tax_number)
        ? 'expense'
        : 'expense';
  const counterparty = kind === 'income' ? customer : supplier;
  const counterpartyTaxNumber =
    counterparty.tax_number && isCounterpartyTaxNumber(counterparty.tax_number)
      ? counterparty.tax_number
      : null;
  const firstItem = lines.find((line) => line.name !== '')?.name;
  const description = [invoiceNumber, firstItem]
    .filter(Boolean)
    .join(' · ')
    .slice(0, LEDGER_DESCRIPTION_MAX_LENGTH);

  const rates = [...byRate.entries()].sort(([a], [b]) => b - a);
  return {
    invoice_number: invoiceNumber,
    issue_date: issueDate,
    profile: text(invoice, 'ProfileID') || null,
    supplier,
    customer,
    lines,
    kdv_by_rate: rates.map(([rate, sum]) => ({ kdv_rate: rate, net_amount: sum.net, kdv_amount: sum.kdv })),
    totals,
    kind,
    entries: rates.map(([rate, sum]) => {
      // The invoice's KDV when it is the rule's within a kuruş (it rounds line by line);
      // further off, the rule's own, so a confirmed entry always passes the server's check.
      const kdv = statedKdvAccepted(sum.net, rate, sum.kdv, 'e_invoice') ? sum.kdv : kdvOf(sum.net, rate);
      return {
        date: issueDate,
        kind,
        counterparty_name: counterparty.name,
        counterparty_tax_number: counterpartyTaxNumber,
        description,
        category: DEFAULT_CATEGORY[kind],
        net_amount: sum.net,
        kdv_rate: rate,
        kdv_amount: kdv,
        gross_amount: sum.net + kdv,
        paid: false,
        document_id: options.documentId,
        source: 'e_invoice' as const,
      };
    }),
  };
}
