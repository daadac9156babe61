import type { TRouteResult } from '@portal/contracts/http/route-contract';
import { getInvoiceRoute, getInvoicesRoute } from '@portal/contracts/payments/payment-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceKeys } from '../../../domains/accounts/account-query-keys.ts';
import { callRoute } from '../../../lib/api/call-route.ts';

export const INVOICES_PER_PAGE = 20;

type TInvoicePage = TRouteResult<typeof getInvoicesRoute>;

/** `GET invoices?page&per_page` (result.data, result.meta): the signed-in person's invoices, newest first. */
function getInvoices(page: number, signal?: AbortSignal): Promise<TInvoicePage> {
  return callRoute(getInvoicesRoute, { query: { page, per_page: INVOICES_PER_PAGE } }, { signal });
}

function invoicesQueryOptions(page: number) {
  return queryOptions({
    queryKey: invoiceKeys.page(page),
    queryFn: ({ signal }) => getInvoices(page, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useInvoices(page: number) {
  return useQuery({ ...invoicesQueryOptions(page), placeholderData: keepPreviousData });
}

/**
 * `GET invoices/{id}`: the invoice a receipt mail links to (`?invoice=<id>`), whatever page of the
 * list it is on. Silent: the page says itself when it cannot be opened.
 */
export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: invoiceKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      callRoute(getInvoiceRoute, { params: { id: id ?? 0 } }, { signal, silent: true }),
    enabled: id !== null,
  });
}
