import type { TPeriod } from '@portal/contracts/documents/document-periods';
import { getOfficeUsageRoute } from '@portal/contracts/office/office-usage-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/** `GET accounts/{id}/office-usage?period=YYYY-MM`: a month's usage against the packet's allowance. */
export function useOfficeUsage(accountId: number, period: TPeriod) {
  return useQuery({
    queryKey: ['office-usage', accountId, period] as const,
    queryFn: ({ signal }) =>
      callRoute(
        getOfficeUsageRoute,
        { params: { id: accountId }, query: { period } },
        { signal, silent: true },
      ),
    // Another month keeps the last one on screen until it arrives.
    placeholderData: keepPreviousData,
  });
}
