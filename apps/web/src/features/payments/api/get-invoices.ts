import type { TPageMeta } from '@portal/contracts/common/envelope';
import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const INVOICES_PER_PAGE = 20;

export type TInvoicePage = { data: TInvoice[]; meta: TPageMeta };

/** `GET invoices?page&per_page` (result.data, result.meta): the signed-in person's invoices, newest first. */
export function getInvoices(page: number, signal?: AbortSignal): Promise<TInvoicePage> {
  return api.get<TInvoicePage>('invoices', { query: { page, per_page: INVOICES_PER_PAGE }, signal });
}

export function invoicesQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['invoices', page],
    queryFn: ({ signal }) => getInvoices(page, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useInvoices(page: number) {
  return useQuery({ ...invoicesQueryOptions(page), placeholderData: keepPreviousData });
}
