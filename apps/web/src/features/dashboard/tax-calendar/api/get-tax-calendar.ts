import type { TLanguage } from '@portal/contracts/common/languages';
import { getTaxCalendarRoute } from '@portal/contracts/tax-calendar/tax-calendar-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../../lib/api/call-route.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { taxCalendarKeys } from './query-keys.ts';

/** `GET accounts/{id}/calendar?from&to`: the company's deadlines between two days, titled in the page's language. */
function getTaxCalendar(accountId: number, from: string, to: string, signal?: AbortSignal) {
  return callRoute(getTaxCalendarRoute, { params: { id: accountId }, query: { from, to } }, { signal });
}

function taxCalendarQueryOptions(accountId: number, from: string, to: string, language: TLanguage) {
  return queryOptions({
    queryKey: taxCalendarKeys.events(accountId, from, to, language),
    queryFn: ({ signal }) => getTaxCalendar(accountId, from, to, signal),
    // Deadlines change with the rules, not during a visit.
    staleTime: 60 * 60_000,
  });
}

/** No request when there is no range to ask for (past the covered years). */
export function useTaxCalendar(accountId: number, range: { from: string; to: string } | null) {
  const language = useLanguage();
  return useQuery({
    ...taxCalendarQueryOptions(accountId, range?.from ?? '', range?.to ?? '', language),
    enabled: range !== null,
  });
}
