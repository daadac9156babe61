import type { TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';

/** A party of an invoice as its PDF and XML write it. */
export type TInvoiceParty = {
  name: string;
  /** VKN (10 digits) or TCKN (11); null for a person who gave none. */
  taxNumber: string | null;
  taxOffice: string;
  address: string;
  city: string;
  district: string;
  email: string;
  phone: string;
};

/** Everything an issued invoice's PDF and UBL-TR XML are written from. */
export type TInvoiceDocument = {
  invoice: TSalesInvoice & { number: string };
  /** The company issuing it. */
  seller: TInvoiceParty;
  /** The counterparty it is issued to. */
  buyer: TInvoiceParty;
  /** A return invoice: the invoice it returns. */
  returnsInvoice: { number: string; issueDate: string } | null;
  /** When it was issued (the XML's IssueTime, Istanbul). */
  issuedAt: Date;
};
