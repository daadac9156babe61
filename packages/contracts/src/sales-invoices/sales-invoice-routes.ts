import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ACCESS_NOTE, LEDGER_ACCESS } from '../ledger/ledger-routes.ts';
import { ZRecordId } from '../products/product-requests.ts';
import {
  ZSalesInvoice,
  ZSalesInvoiceListQuery,
  ZSalesInvoicePdfQuery,
  ZSalesInvoiceReminder,
  ZSalesInvoiceReminderRequest,
  ZSalesInvoiceRequest,
  ZSalesInvoiceReturnRequest,
} from './sales-invoices.ts';

const ZAccountParams = z.object({ id: ZRecordId });
const ZInvoiceParams = z.object({ id: ZRecordId, invoiceId: ZRecordId });
const CLOSED_NOTE = 'A date in a month the advisor closed: 409 for the customer (staff may).';

export const listSalesInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/sales-invoices',
  tags: ['sales-invoices'],
  summary: `The company's sales and return invoices, drafts included: by status, counterparty, overdue and a search on number or name; sorted, paged. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZAccountParams,
  query: ZSalesInvoiceListQuery,
  result: paginated(ZSalesInvoice),
  failures: [401, 403, 404, 422],
});

export const createSalesInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/sales-invoices',
  tags: ['sales-invoices'],
  summary: `A draft invoice; its figures are worked out on the server (kuruş, half up, line by line). The counterparty must be the company's. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZSalesInvoiceRequest,
  status: 201,
  result: ZSalesInvoice,
  failures: [401, 403, 404, 422],
});

export const getSalesInvoiceRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/sales-invoices/:invoiceId',
  tags: ['sales-invoices'],
  summary: `One invoice with its lines and totals. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZInvoiceParams,
  query: ZAccountScopeQuery,
  result: ZSalesInvoice,
  failures: [401, 403, 404, 422],
});

export const updateSalesInvoiceRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/sales-invoices/:invoiceId',
  tags: ['sales-invoices'],
  summary: `Replaces a draft; an issued or cancelled invoice: 409. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZInvoiceParams,
  query: ZAccountScopeQuery,
  body: ZSalesInvoiceRequest,
  result: ZSalesInvoice,
  failures: [401, 403, 404, 409, 422],
});

export const issueSalesInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/sales-invoices/:invoiceId/issue',
  tags: ['sales-invoices'],
  summary: `Issues a draft: the next number of the company's series for the year, and one ledger entry per KDV rate (income; the withheld KDV is not collected). Not a draft: 409. ${CLOSED_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZInvoiceParams,
  query: ZAccountScopeQuery,
  result: ZSalesInvoice,
  failures: [401, 403, 404, 409, 422],
});

export const cancelSalesInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/sales-invoices/:invoiceId/cancel',
  tags: ['sales-invoices'],
  summary: `Cancels an issued invoice and removes its ledger entries; one with collections set against it, or already returned: 409. A sent e-Arşiv invoice is cancelled at the integrator first (its refusal, such as the 8-day window passed: 409 with the reason, nothing changed); a sent e-Fatura cannot be cancelled (409: issue a return invoice); a send in flight: 409. ${CLOSED_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZInvoiceParams,
  query: ZAccountScopeQuery,
  result: ZSalesInvoice,
  failures: [401, 403, 404, 409, 422, 503],
});

export const sendSalesInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/sales-invoices/:invoiceId/send',
  tags: ['sales-invoices'],
  summary: `Sends an issued invoice through the e-invoice integrator (\`EINVOICE_PROVIDER\`): as an e-Fatura when the integrator lists the buyer's tax number as a registered e-Fatura user (TEMELFATURA, or TICARIFATURA as the invoice states), else as e-Arşiv (EARSIVFATURA); the outcome is recorded on the invoice's \`delivery\`. Not issued, already sent, or a send in flight: 409. The company's tax number missing: 422. The integrator's refusal: 422 with its reason, recorded (a refused invoice may be sent again). A daily budget of sends per company: 429. The integrator unreachable: 503 (sending again later asks it first). ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZInvoiceParams,
  query: ZAccountScopeQuery,
  result: ZSalesInvoice,
  failures: [401, 403, 404, 409, 422, 429, 503],
});

export const returnSalesInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/sales-invoices/:invoiceId/return',
  tags: ['sales-invoices'],
  summary: `Issues a return (IADE) invoice for the whole of an issued sales invoice: its own number, its ledger entries as sales returns (expense, KDV deductible). Not an issued sales invoice, one already returned, or one with collections set against it: 409. ${CLOSED_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZInvoiceParams,
  query: ZAccountScopeQuery,
  body: ZSalesInvoiceReturnRequest,
  status: 201,
  result: ZSalesInvoice,
  failures: [401, 403, 404, 409, 422],
});

export const salesInvoicePdfRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/sales-invoices/:invoiceId/pdf',
  tags: ['sales-invoices'],
  summary: `An issued invoice as a PDF, in Turkish or English (\`lang\`, else the caller's language). A draft: 409. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZInvoiceParams,
  query: ZSalesInvoicePdfQuery,
  result: 'file',
  failures: [401, 403, 404, 409, 422],
});

export const salesInvoiceXmlRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/sales-invoices/:invoiceId/xml',
  tags: ['sales-invoices'],
  summary: `An issued invoice as UBL-TR 1.2 XML (UBL 2.1 Invoice). A draft: 409. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZInvoiceParams,
  query: ZAccountScopeQuery,
  result: 'file',
  failures: [401, 403, 404, 409, 422],
});

export const remindSalesInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/sales-invoices/:invoiceId/reminder',
  tags: ['sales-invoices'],
  summary: `Mails the counterparty a reminder of an overdue invoice, only when the company asks: an issued sales invoice (not a return) with an open amount, past its due date in Istanbul (else 409), in \`language\`, with its PDF attached. A counterparty without an e-mail: 422. One reminder per invoice in 24 hours and a cap per company: 429. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZInvoiceParams,
  query: ZAccountScopeQuery,
  body: ZSalesInvoiceReminderRequest,
  result: ZSalesInvoiceReminder,
  failures: [401, 403, 404, 409, 422, 429],
});
