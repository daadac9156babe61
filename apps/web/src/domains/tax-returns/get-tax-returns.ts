import { listTaxReturnsRoute } from '@portal/contracts/tax-returns/tax-return-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';
import { type TTaxReturnTarget, taxReturnKeys } from './tax-return-keys.ts';

/** `GET accounts/{id}/tax-returns[?year=YYYY]`: the company's returns, newest period first. */
function taxReturnsQueryOptions(target: TTaxReturnTarget, year: string | null) {
  return queryOptions({
    queryKey: taxReturnKeys.list(target.accountId, year),
    queryFn: ({ signal }) =>
      callRoute(
        listTaxReturnsRoute,
        { params: { id: target.accountId }, query: { ...target.scope, ...(year ? { year } : {}) } },
        // Each block shows its own failure.
        { signal, silent: true },
      ),
  });
}

/** All the company's returns (`year` null), or one year's. */
export function useTaxReturns(target: TTaxReturnTarget, year: string | null = null) {
  return useQuery(taxReturnsQueryOptions(target, year));
}
