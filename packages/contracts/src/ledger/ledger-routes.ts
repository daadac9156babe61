import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { paginated } from '../common/envelope.ts';
import { ZPeriod } from '../documents/document-periods.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  LEDGER_IMPORT_MAX_BYTES,
  ZLedgerEntry,
  ZLedgerEntryRequest,
  ZLedgerExportQuery,
  ZLedgerImportDraft,
  ZLedgerListQuery,
  ZLedgerPeriodRequest,
  ZLedgerPeriodState,
  ZLedgerSummary,
  ZLedgerSummaryQuery,
} from './ledger-schemas.ts';

const ZAccountParams = z.object({ id: ZRecordId });
const ZEntryParams = z.object({ id: ZRecordId, entryId: ZRecordId });
const ZPeriodParams = z.object({ id: ZRecordId, period: ZPeriod });

export const ACCESS_NOTE =
  'Customers of the company holding "show accountancy"; staff assigned to it, or holding "show accounts all" with `?all`; anyone else 404.';
const CLOSED_NOTE = 'An entry dated in a closed month: 409 for the customer; staff may still change it.';

/** The books: a customer holding 'show accountancy', the staff serving the company's accountant line. */
export const LEDGER_ACCESS = {
  kind: 'account',
  account: 'params.id',
  customerPermission: PERMISSIONS.showAccountancy,
  staffView: 'asked',
  area: STAFF_AREAS.accountancy,
} as const;

export const getLedgerEntriesRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/ledger-entries',
  tags: ['ledger'],
  summary: `The company's income and expense entries: a month (\`period\`), kind, category and paid filters, sorted by date, gross or counterparty, paged. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZAccountParams,
  query: ZLedgerListQuery,
  result: paginated(ZLedgerEntry),
  failures: [401, 403, 404, 422],
});

export const createLedgerEntryRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/ledger-entries',
  tags: ['ledger'],
  summary: `Adds an entry; KDV and gross are worked out from net and rate (half up to the kuruş). ${CLOSED_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZLedgerEntryRequest,
  status: 201,
  result: ZLedgerEntry,
  failures: [401, 403, 404, 409, 422],
});

export const updateLedgerEntryRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/ledger-entries/:entryId',
  tags: ['ledger'],
  summary: `Replaces an entry. ${CLOSED_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZEntryParams,
  query: ZAccountScopeQuery,
  body: ZLedgerEntryRequest,
  result: ZLedgerEntry,
  failures: [401, 403, 404, 409, 422],
});

export const deleteLedgerEntryRoute = defineRoute({
  method: 'DELETE',
  path: '/accounts/:id/ledger-entries/:entryId',
  tags: ['ledger'],
  summary: `Deletes an entry. ${CLOSED_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZEntryParams,
  query: ZAccountScopeQuery,
  result: z.null(),
  failures: [401, 403, 404, 409, 422],
});

export const importLedgerInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/ledger-entries/import',
  tags: ['ledger'],
  summary: `Reads a Turkish e-invoice (UBL-TR XML) into a draft: parties, date, lines, KDV per rate, totals and one proposed entry per rate. Nothing is stored: the customer confirms by posting the entries. multipart/form-data with "file" (at most ${LEDGER_IMPORT_MAX_BYTES / (1024 * 1024)} MB), or "document_id" naming an XML monthly document of the company (as a form field or a JSON body \`{ "document_id": n }\`). A malformed, foreign or incomplete file: 422.`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  result: ZLedgerImportDraft,
  failures: [401, 403, 404, 413, 415, 422],
});

export const exportLedgerEntriesRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/ledger-entries/export',
  tags: ['ledger'],
  summary: `A month's entries as a CSV or XLSX download in the caller's language (Accept-Language): translated columns, dd.mm.yyyy dates and 1.234,56 amounts in Turkish. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZAccountParams,
  query: ZLedgerExportQuery,
  result: 'file',
  failures: [401, 403, 404, 422],
});

export const getLedgerSummaryRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/ledger-summary',
  tags: ['ledger'],
  summary: `Income, expense, KDV collected and paid and the KDV payable estimate per month and in total (kuruş), which months are closed, and expenses by category, for \`from\`..\`to\` (at most 24 months). ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZAccountParams,
  query: ZLedgerSummaryQuery,
  result: ZLedgerSummary,
  failures: [401, 403, 404, 422],
});

export const setLedgerPeriodRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/ledger-periods/:period',
  tags: ['ledger'],
  summary:
    'Staff close a month (read-only for the customer) or reopen it; audited. Staff assigned to the company, or holding "show accounts all" with `?all`; customers 403.',
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZPeriodParams,
  query: ZAccountScopeQuery,
  body: ZLedgerPeriodRequest,
  result: ZLedgerPeriodState,
  failures: [401, 403, 404, 422],
});
