import { TIME_ZONE } from '@portal/contracts/common/istanbul-time';
import { EXEMPTION_CODES, WITHHOLDING_CODES } from '@portal/contracts/sales-invoices/invoice-codes';
import {
  discountHundredths,
  formatExchangeRate,
  invoiceFigures,
  lineAmounts,
  parseExchangeRate,
  quantityThousandths,
} from '@portal/contracts/sales-invoices/invoice-totals';
import type { TSalesInvoiceLine } from '@portal/contracts/sales-invoices/sales-invoices';
import type { TInvoiceDocument, TInvoiceParty, TUblInvoice } from './invoice-document.ts';

/*
 * An issued sales invoice as a Turkish e-invoice: UBL-TR 1.2, a UBL 2.1 `Invoice`. The text is
 * built by hand rather than through an object builder because the UBL schema is a strict
 * sequence: every element below is written in the order of its type's xsd:sequence (checked
 * against the vendored UBL 2.1 schema in the tests). Every text and attribute value comes from
 * the customer and is escaped; characters XML 1.0 cannot hold are dropped.
 *
 * The XML is unsigned: the integrator that sends it to GİB adds the signature (ext:UBLExtensions
 * and cac:Signature).
 */

const NAMESPACES = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** KDV in GİB's tax type code list. */
const KDV_TAX_TYPE_CODE = '0015';
/** What GİB's e-Arşiv takes for a buyer who gave no tax number (a final consumer). */
export const ANONYMOUS_TCKN = '11111111111';
const COUNTRY_NAME = 'Türkiye';

// Characters outside XML 1.0's Char production (C0 controls but tab/LF/CR, lone surrogates,
// U+FFFE/U+FFFF): an escape cannot carry them, so they are left out.
const NOT_XML_CHAR =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

type TAttributes = Record<string, string>;
/** A child list: absent children (`null`, `false`, `''`) are skipped, so optional elements read inline. */
type TChildren = readonly (string | null | false)[];

function attributesOf(attributes: TAttributes): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
}

/** A leaf element with escaped text. */
function leaf(name: string, value: string, attributes: TAttributes = {}): string {
  return `<${name}${attributesOf(attributes)}>${escapeXml(value)}</${name}>`;
}

/** A leaf that is left out when its text is empty. */
function optionalLeaf(name: string, value: string): string | null {
  return value.trim() === '' ? null : leaf(name, value.trim());
}

function element(name: string, children: TChildren, attributes: TAttributes = {}): string {
  return `<${name}${attributesOf(attributes)}>${children.filter(Boolean).join('')}</${name}>`;
}

/** An amount in the smallest unit as a decimal with two places (`12345` → `123.45`). */
function decimalAmount(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A quantity with up to three decimals, exactly as the figures count it (thousandths). */
function decimalQuantity(quantity: number): string {
  const thousandths = quantityThousandths(quantity);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${Math.floor(thousandths / 1000)}${fraction ? `.${fraction}` : ''}`;
}

/** A discount rate (percent, two decimals) as a multiplier (`12.5` → `0.125`). */
function discountMultiplier(rate: number): string {
  const tenThousandths = discountHundredths(rate);
  const fraction = String(tenThousandths % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${Math.floor(tenThousandths / 10_000)}${fraction ? `.${fraction}` : ''}`;
}

const ISTANBUL_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Istanbul, `HH:mm:ss`. */
function istanbulTime(moment: Date): string {
  return ISTANBUL_TIME.format(moment);
}

/** A person's name as UBL wants it: the last word is the family name. */
function personName(name: string): { first: string; family: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  // A single word is both: UBL-TR asks for each, and neither may be made up.
  if (words.length < 2) return { first: name.trim(), family: name.trim() };
  return { first: words.slice(0, -1).join(' '), family: words.at(-1) ?? '' };
}

function party(subject: TInvoiceParty): string {
  const taxNumber = subject.taxNumber?.trim() || ANONYMOUS_TCKN;
  const isPerson = taxNumber.length === 11;
  const person = isPerson ? personName(subject.name) : null;
  const hasContact = subject.phone.trim() !== '' || subject.email.trim() !== '';
  return element('cac:Party', [
    element('cac:PartyIdentification', [leaf('cbc:ID', taxNumber, { schemeID: isPerson ? 'TCKN' : 'VKN' })]),
    !isPerson && element('cac:PartyName', [leaf('cbc:Name', subject.name)]),
    element('cac:PostalAddress', [
      optionalLeaf('cbc:StreetName', subject.address),
      leaf('cbc:CitySubdivisionName', subject.district),
      leaf('cbc:CityName', subject.city),
      element('cac:Country', [leaf('cbc:Name', COUNTRY_NAME)]),
    ]),
    subject.taxOffice.trim() !== '' &&
      element('cac:PartyTaxScheme', [element('cac:TaxScheme', [leaf('cbc:Name', subject.taxOffice.trim())])]),
    hasContact &&
      element('cac:Contact', [
        optionalLeaf('cbc:Telephone', subject.phone),
        optionalLeaf('cbc:ElectronicMail', subject.email),
      ]),
    person &&
      element('cac:Person', [leaf('cbc:FirstName', person.first), leaf('cbc:FamilyName', person.family)]),
  ]);
}

type TLineWithAmounts = TSalesInvoiceLine & ReturnType<typeof lineAmounts>;

function kdvScheme(): string {
  return element('cac:TaxScheme', [leaf('cbc:Name', 'KDV'), leaf('cbc:TaxTypeCode', KDV_TAX_TYPE_CODE)]);
}

/** A KDV subtotal; a 0 % one names its exemption. */
function kdvSubtotal(
  figures: { net: number; kdv: number; rate: number; exemption: TSalesInvoiceLine['exemption_code'] },
  currency: TAttributes,
): string {
  return element('cac:TaxSubtotal', [
    leaf('cbc:TaxableAmount', decimalAmount(figures.net), currency),
    leaf('cbc:TaxAmount', decimalAmount(figures.kdv), currency),
    leaf('cbc:Percent', String(figures.rate)),
    element('cac:TaxCategory', [
      figures.exemption && leaf('cbc:TaxExemptionReasonCode', figures.exemption),
      figures.exemption && leaf('cbc:TaxExemptionReason', EXEMPTION_CODES[figures.exemption].name),
      kdvScheme(),
    ]),
  ]);
}

/** A withholding subtotal: the KDV withheld from, the share (tenths × 10 percent) and the amount. */
function withholdingSubtotal(
  figures: { kdv: number; withheld: number; code: NonNullable<TSalesInvoiceLine['withholding_code']> },
  currency: TAttributes,
): string {
  const withholding = WITHHOLDING_CODES[figures.code];
  return element('cac:TaxSubtotal', [
    leaf('cbc:TaxableAmount', decimalAmount(figures.kdv), currency),
    leaf('cbc:TaxAmount', decimalAmount(figures.withheld), currency),
    leaf('cbc:Percent', String(withholding.tenths * 10)),
    element('cac:TaxCategory', [
      element('cac:TaxScheme', [leaf('cbc:Name', withholding.name), leaf('cbc:TaxTypeCode', figures.code)]),
    ]),
  ]);
}

function invoiceLine(line: TLineWithAmounts, index: number, currency: TAttributes): string {
  return element('cac:InvoiceLine', [
    leaf('cbc:ID', String(index + 1)),
    leaf('cbc:InvoicedQuantity', decimalQuantity(line.quantity), { unitCode: line.unit }),
    leaf('cbc:LineExtensionAmount', decimalAmount(line.net_amount), currency),
    line.discount_amount > 0 &&
      element('cac:AllowanceCharge', [
        leaf('cbc:ChargeIndicator', 'false'),
        leaf('cbc:MultiplierFactorNumeric', discountMultiplier(line.discount_rate)),
        leaf('cbc:Amount', decimalAmount(line.discount_amount), currency),
        leaf('cbc:BaseAmount', decimalAmount(line.base_amount), currency),
      ]),
    element('cac:TaxTotal', [
      leaf('cbc:TaxAmount', decimalAmount(line.kdv_amount), currency),
      kdvSubtotal(
        { net: line.net_amount, kdv: line.kdv_amount, rate: line.kdv_rate, exemption: line.exemption_code },
        currency,
      ),
    ]),
    line.withholding_code !== null &&
      element('cac:WithholdingTaxTotal', [
        leaf('cbc:TaxAmount', decimalAmount(line.withheld_kdv), currency),
        withholdingSubtotal(
          { kdv: line.kdv_amount, withheld: line.withheld_kdv, code: line.withholding_code },
          currency,
        ),
      ]),
    element('cac:Item', [leaf('cbc:Name', line.name)]),
    element('cac:Price', [leaf('cbc:PriceAmount', decimalAmount(line.unit_price), currency)]),
  ]);
}

/**
 * The invoice's UBL-TR XML. Its figures are worked out from its lines by the same rules that
 * stored them (`lineAmounts`), so the lines, the subtotals and the totals always add up.
 */
export function renderInvoiceXml(document: TInvoiceDocument<TUblInvoice>): string {
  const { invoice } = document;
  // Every amount states its currency.
  const currency = { currencyID: invoice.currency };
  const lines: TLineWithAmounts[] = invoice.lines.map((line) => ({ ...line, ...lineAmounts(line) }));
  const totals = invoiceFigures(invoice.lines);
  const baseTotal = lines.reduce((sum, line) => sum + line.base_amount, 0);
  const discountTotal = lines.reduce((sum, line) => sum + line.discount_amount, 0);

  // One KDV subtotal per rate; at 0 % one per exemption reason, as a subtotal names only one.
  const byRate = new Map<
    string,
    { net: number; kdv: number; rate: number; exemption: TSalesInvoiceLine['exemption_code'] }
  >();
  for (const line of lines) {
    const exemption = line.kdv_rate === 0 ? line.exemption_code : null;
    const key = `${line.kdv_rate}:${exemption ?? ''}`;
    const sums = byRate.get(key) ?? { net: 0, kdv: 0, rate: line.kdv_rate, exemption };
    sums.net += line.net_amount;
    sums.kdv += line.kdv_amount;
    byRate.set(key, sums);
  }
  const rateSubtotals = [...byRate.values()].sort(
    (a, b) => a.rate - b.rate || (a.exemption ?? '').localeCompare(b.exemption ?? ''),
  );

  const byWithholding = new Map<
    NonNullable<TSalesInvoiceLine['withholding_code']>,
    { kdv: number; withheld: number }
  >();
  for (const line of lines) {
    if (line.withholding_code === null) continue;
    const sums = byWithholding.get(line.withholding_code) ?? { kdv: 0, withheld: 0 };
    sums.kdv += line.kdv_amount;
    sums.withheld += line.withheld_kdv;
    byWithholding.set(line.withholding_code, sums);
  }
  const withholdings = [...byWithholding.entries()].sort(([a], [b]) => a.localeCompare(b));

  const foreign = invoice.currency !== 'TRY';
  const rate = foreign ? parseExchangeRate(invoice.exchange_rate ?? '') : null;
  if (foreign && rate === null)
    throw new Error(`sales invoice ${invoice.number}: no exchange rate for ${invoice.currency}`);

  const body = element(
    'Invoice',
    [
      leaf('cbc:UBLVersionID', '2.1'),
      leaf('cbc:CustomizationID', 'TR1.2'),
      leaf('cbc:ProfileID', invoice.profile),
      leaf('cbc:ID', invoice.number),
      leaf('cbc:CopyIndicator', 'false'),
      leaf('cbc:UUID', invoice.uuid),
      leaf('cbc:IssueDate', invoice.issue_date),
      leaf('cbc:IssueTime', istanbulTime(document.issuedAt)),
      leaf('cbc:InvoiceTypeCode', invoice.type),
      optionalLeaf('cbc:Note', invoice.note),
      leaf('cbc:DocumentCurrencyCode', invoice.currency),
      foreign && leaf('cbc:PricingCurrencyCode', invoice.currency),
      leaf('cbc:LineCountNumeric', String(lines.length)),
      document.returnsInvoice &&
        element('cac:BillingReference', [
          element('cac:InvoiceDocumentReference', [
            leaf('cbc:ID', document.returnsInvoice.number),
            leaf('cbc:IssueDate', document.returnsInvoice.issueDate),
            leaf('cbc:DocumentTypeCode', 'IADE'),
          ]),
        ]),
      element('cac:AccountingSupplierParty', [party(document.seller)]),
      element('cac:AccountingCustomerParty', [party(document.buyer)]),
      element('cac:PaymentTerms', [leaf('cbc:PaymentDueDate', invoice.due_date)]),
      rate !== null &&
        element('cac:PricingExchangeRate', [
          leaf('cbc:SourceCurrencyCode', invoice.currency),
          leaf('cbc:TargetCurrencyCode', 'TRY'),
          leaf('cbc:CalculationRate', formatExchangeRate(rate)),
        ]),
      element('cac:TaxTotal', [
        leaf('cbc:TaxAmount', decimalAmount(totals.kdv_amount), currency),
        ...rateSubtotals.map((subtotal) => kdvSubtotal(subtotal, currency)),
      ]),
      withholdings.length > 0 &&
        element('cac:WithholdingTaxTotal', [
          leaf('cbc:TaxAmount', decimalAmount(totals.withheld_kdv), currency),
          ...withholdings.map(([code, sums]) => withholdingSubtotal({ code, ...sums }, currency)),
        ]),
      // As GİB's viewers read it: the goods' total before discounts, the discounts, the KDV's
      // base, base plus KDV, and what the buyer pays (less the KDV they withhold).
      element('cac:LegalMonetaryTotal', [
        leaf('cbc:LineExtensionAmount', decimalAmount(baseTotal), currency),
        leaf('cbc:TaxExclusiveAmount', decimalAmount(totals.net_amount), currency),
        leaf('cbc:TaxInclusiveAmount', decimalAmount(totals.gross_amount), currency),
        leaf('cbc:AllowanceTotalAmount', decimalAmount(discountTotal), currency),
        leaf('cbc:PayableAmount', decimalAmount(totals.payable_amount), currency),
      ]),
      ...lines.map((line, index) => invoiceLine(line, index, currency)),
    ],
    NAMESPACES,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}
