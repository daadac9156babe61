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

/**
 * What the UBL-TR XML reads of an invoice: a sales invoice has it all, and the portal's own
 * invoices to its customers are written in the same terms (payments/invoices).
 */
export type TUblInvoice = Pick<
  TSalesInvoice,
  'uuid' | 'type' | 'profile' | 'issue_date' | 'due_date' | 'currency' | 'exchange_rate' | 'note' | 'lines'
> & { number: string };

/** Everything an issued invoice's PDF and UBL-TR XML are written from (the XML needs only a `TUblInvoice`). */
export type TInvoiceDocument<TInvoice extends TUblInvoice = TSalesInvoice & { number: string }> = {
  invoice: TInvoice;
  /** The company issuing it. */
  seller: TInvoiceParty;
  /** The counterparty (or, for the portal's own invoice, the company) it is issued to. */
  buyer: TInvoiceParty;
  /** A return invoice: the invoice it returns. */
  returnsInvoice: { number: string; issueDate: string } | null;
  /** When it was issued (the XML's IssueTime, Istanbul). */
  issuedAt: Date;
};
