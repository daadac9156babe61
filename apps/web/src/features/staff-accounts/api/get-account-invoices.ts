import { getInvoicesRoute } from '@portal/contracts/payments/payment-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

export const ACCOUNT_INVOICES_PER_PAGE = 10;

/** `GET invoices?account_id&page&per_page`: one company's invoices, newest first. */
function getAccountInvoices(accountId: number, page: number, signal?: AbortSignal) {
  return callRoute(
    getInvoicesRoute,
    { query: { account_id: accountId, page, per_page: ACCOUNT_INVOICES_PER_PAGE } },
    { signal, silent: true },
  );
}

function accountInvoicesQueryOptions(accountId: number, page: number) {
  return queryOptions({
    queryKey: staffAccountKeys.invoices(accountId, page),
    queryFn: ({ signal }) => getAccountInvoices(accountId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccountInvoices(accountId: number, page: number) {
  return useQuery(accountInvoicesQueryOptions(accountId, page));
}
