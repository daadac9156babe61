import { createHash } from 'node:crypto';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { isKdvRate } from '@portal/contracts/ledger/ledger-amounts';
import { invoiceFigures, lineAmounts } from '@portal/contracts/sales-invoices/invoice-totals';
import type { TSalesInvoiceLine } from '@portal/contracts/sales-invoices/sales-invoices';
import type { TSeller } from '../../../plugins/seller-config.ts';
import type { TInvoiceDocument, TInvoiceParty, TUblInvoice } from '../../sales-invoices/invoice-service.ts';
import type { TInvoiceLineRow, TInvoiceRow } from './invoice-repository.ts';

/*
 * The portal's own invoice to a company (the invoice of a card payment) in the terms of the one
 * UBL-TR writer the companies' sales invoices use. The portal keeps no register of e-invoice
 * users, so every invoice is an e-Arşiv one (EARSIVFATURA), a plain sale (SATIS), paid by card
 * on the day it is issued.
 */

/**
 * The namespace of the invoices' UUIDs (ETTN): fixed, so an invoice's UUID never changes
 * between downloads though no column keeps it.
 */
const INVOICE_UUID_NAMESPACE = '3f0c7d52-5a8e-4b6f-9d1e-7c2a4b8e1f60';

/** RFC 4122 UUID version 5 (SHA-1) of a name in a namespace. */
export function uuidV5(name: string, namespace: string): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The portal's e-Arşiv series: the three characters before the year in GİB's form of its numbers. */
const GIB_SERIES = 'FPA';

/**
 * The invoice's number in the form GİB gives e-invoice numbers (three-character series, year,
 * nine digits: `FP-2026-000042` → `FPA2026000000042`), one for one with the portal's own; GİB's
 * UBL-TR schematron refuses any other form as the XML's `cbc:ID` (its InvoiceIDCheck).
 */
export function gibInvoiceNumber(number: string): string {
  const match = /^FP-(\d{4})-(\d{1,9})$/.exec(number);
  if (!match?.[1] || !match[2]) throw new Error(`invoice ${number}: not a number of the FP series`);
  return `${GIB_SERIES}${match[1]}${match[2].padStart(9, '0')}`;
}

/** The invoice's UUID (ETTN), the same at every download, on its XML and its PDF. */
export const portalInvoiceUuid = (invoiceId: number): string =>
  uuidV5(`invoice/${invoiceId}`, INVOICE_UUID_NAMESPACE);

function ublLine(line: TInvoiceLineRow, kdvRate: TSalesInvoiceLine['kdv_rate']): TSalesInvoiceLine {
  const figures = {
    name: line.description,
    quantity: line.quantity,
    unit: 'C62' as const,
    unit_price: line.unitPrice,
    discount_rate: 0,
    kdv_rate: kdvRate,
    withholding_code: null,
    exemption_code: null,
  };
  const { discount_amount, net_amount, kdv_amount, withheld_kdv } = lineAmounts(figures);
  return { ...figures, discount_amount, net_amount, kdv_amount, withheld_kdv };
}

/**
 * The document the XML is written from. The writer works KDV out line by line; the portal rounds
 * it once on the subtotal. The two agree for the portal's prices (whole lira); should they ever
 * differ, this refuses rather than write an XML whose figures are not the invoice's.
 */
export function portalInvoiceDocument(
  invoice: TInvoiceRow,
  lines: readonly TInvoiceLineRow[],
  buyer: TInvoiceParty,
  seller: Omit<TSeller, 'taxIdentity'> & { taxIdentity: NonNullable<TSeller['taxIdentity']> },
): TInvoiceDocument<TUblInvoice> {
  const kdvRate = invoice.vatRate;
  if (!isKdvRate(kdvRate)) throw new Error(`invoice ${invoice.number}: ${kdvRate} is no KDV rate`);
  const ublLines = lines.map((line) => ublLine(line, kdvRate));
  const figures = invoiceFigures(ublLines);
  if (
    figures.net_amount !== invoice.subtotal ||
    figures.kdv_amount !== invoice.vat ||
    figures.payable_amount !== invoice.total
  ) {
    throw new Error(`invoice ${invoice.number}: its lines' KDV, line by line, is not the invoice's`);
  }
  const issueDate = todayInIstanbul(invoice.issuedAt);
  return {
    invoice: {
      number: gibInvoiceNumber(invoice.number),
      uuid: portalInvoiceUuid(invoice.id),
      profile: 'EARSIVFATURA',
      type: 'SATIS',
      issue_date: issueDate,
      // Paid by card when it was issued.
      due_date: issueDate,
      currency: 'TRY',
      exchange_rate: null,
      note: '',
      lines: ublLines,
    },
    // The portal company as configured (plugins/seller-config.ts).
    seller: {
      name: seller.name,
      address: seller.address,
      district: seller.district,
      city: seller.city,
      taxNumber: seller.taxIdentity.vkn,
      taxOffice: seller.taxIdentity.taxOffice,
      email: seller.email,
      phone: seller.phone,
    },
    // The company under its name on the invoice (as it stood when it was issued).
    buyer: { ...buyer, name: invoice.accountName },
    returnsInvoice: null,
    issuedAt: invoice.issuedAt,
  };
}
