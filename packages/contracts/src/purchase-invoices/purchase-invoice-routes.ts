import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ACCESS_NOTE, LEDGER_ACCESS } from '../ledger/ledger-routes.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { ZImportConfirmed, ZPurchaseInvoice, ZPurchaseInvoiceListQuery } from './purchase-invoices.ts';

const ZAccountParams = z.object({ id: ZRecordId });

export const listPurchaseInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/purchase-invoices',
  tags: ['purchase-invoices'],
  summary: `The invoices the company received and confirmed from the e-invoice import, oldest due first, by supplier and open ones only, paged. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZAccountParams,
  query: ZPurchaseInvoiceListQuery,
  result: paginated(ZPurchaseInvoice),
  failures: [401, 403, 404, 422],
});

export const confirmLedgerInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/ledger-entries/import/confirm',
  tags: ['ledger'],
  summary: `Confirms an e-invoice the import read: the same file (or document_id) as the import, read again on the server, writes its proposed entries and, for an invoice the company received to pay, the payable with its supplier (made from the invoice when new). The same invoice (its ETTN) is confirmed once (409). A month the advisor closed: 409 for a customer. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  status: 201,
  result: ZImportConfirmed,
  failures: [401, 403, 404, 409, 413, 415, 422],
});
