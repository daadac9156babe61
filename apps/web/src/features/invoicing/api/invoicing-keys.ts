/** Which company the pages show, and how the server is asked for it (`all=1` for staff who see every company). */
export type { TCompanyTarget as TBooksTarget } from '../../../domains/session/company-target.ts';

/**
 * The cache keys, under the pre-accounting program's root `['ledger', id]`: issuing, cancelling
 * or returning an invoice writes ledger entries, and a collection changes balances, so a change
 * here reloads everything of the company's books (the entries' page included), and a change of
 * the entries reloads these.
 */
export const invoicingKeys = {
  books: (accountId: number) => ['ledger', accountId] as const,
  counterparties: (accountId: number, filter: unknown) =>
    ['ledger', accountId, 'counterparties', filter] as const,
  counterparty: (accountId: number, counterpartyId: number) =>
    ['ledger', accountId, 'counterparty', counterpartyId] as const,
  statement: (accountId: number, counterpartyId: number) =>
    ['ledger', accountId, 'statement', counterpartyId] as const,
  invoices: (accountId: number, filter: unknown) => ['ledger', accountId, 'sales-invoices', filter] as const,
  invoice: (accountId: number, invoiceId: number) =>
    ['ledger', accountId, 'sales-invoice', invoiceId] as const,
  collections: (accountId: number, filter: unknown) => ['ledger', accountId, 'collections', filter] as const,
  ageing: (accountId: number, kind: string) => ['ledger', accountId, 'ageing', kind] as const,
  purchaseInvoices: (accountId: number, counterpartyId: number) =>
    ['ledger', accountId, 'purchase-invoices', counterpartyId] as const,
  bankStatements: (accountId: number, page: number) =>
    ['ledger', accountId, 'bank-statements', page] as const,
  bankStatementLines: (accountId: number, statementId: number) =>
    ['ledger', accountId, 'bank-statement', statementId] as const,
};
