import type { TMonthCloseState } from '@portal/contracts/month-close/month-close';
import { getMonthCloseBoardRoute } from '@portal/contracts/month-close/month-close-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monthCloseKeys } from '../../../domains/month-close/month-close-keys.ts';
import { callRoute } from '../../../lib/api/call-route.ts';

export const MONTH_CLOSE_PER_PAGE = 20;

/** What the board asks for: the month, one state or all, one advisor or all (null), a page. */
export type TMonthCloseBoardFilter = {
  period: string;
  state: TMonthCloseState | 'all';
  advisorId: number | null;
  page: number;
};

/**
 * `GET staff/month-close?period&state&advisor_id&page&per_page`: the companies the caller serves
 * (every one for "show accounts all"), their close of the month and the count per state. "All"
 * sends nothing. Silent: the page shows a failure in place, with a retry.
 */
function monthCloseBoardQueryOptions(filter: TMonthCloseBoardFilter) {
  return queryOptions({
    queryKey: monthCloseKeys.board(filter),
    queryFn: ({ signal }) =>
      callRoute(
        getMonthCloseBoardRoute,
        {
          query: {
            period: filter.period,
            state: filter.state === 'all' ? undefined : filter.state,
            advisor_id: filter.advisorId ?? undefined,
            page: filter.page,
            per_page: MONTH_CLOSE_PER_PAGE,
          },
        },
        { signal, silent: true },
      ),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useMonthCloseBoard(filter: TMonthCloseBoardFilter) {
  return useQuery(monthCloseBoardQueryOptions(filter));
}
