import { AGEING_KINDS, COLLECTION_KINDS } from '@portal/contracts/collections/collections';
import { COUNTERPARTY_KINDS, COUNTERPARTY_SORTS } from '@portal/contracts/counterparties/counterparties';
import { SALES_INVOICE_SORTS, SALES_INVOICE_STATUSES } from '@portal/contracts/sales-invoices/sales-invoices';
import { z } from 'zod';
import { pageParam, searchParam } from '../../../components/data/use-url-filters.ts';

/** The counterparties' list in the URL (`?q=acme&kind=supplier&sort=-balance&page=2`). */
export const counterpartyFilterSchema = z.object({
  q: searchParam,
  kind: z.enum(['all', ...COUNTERPARTY_KINDS]).catch('all'),
  sort: z.enum(COUNTERPARTY_SORTS).catch('name'),
  page: pageParam,
});

/** The invoices' list in the URL (`?status=issued&overdue=true&q=ABC&sort=due_date&page=2`). */
export const invoiceFilterSchema = z.object({
  status: z.enum(['all', ...SALES_INVOICE_STATUSES]).catch('all'),
  overdue: z.enum(['all', 'true']).catch('all'),
  q: searchParam,
  sort: z.enum(SALES_INVOICE_SORTS).catch('-issue_date'),
  page: pageParam,
});

/** The collections page in the URL: the list's kind and page, and the ageing view's side. */
export const collectionFilterSchema = z.object({
  kind: z.enum(['all', ...COLLECTION_KINDS]).catch('all'),
  ageing: z.enum(AGEING_KINDS).catch('receivable'),
  page: pageParam,
});
