import type { TLedgerCategory, TLedgerKind } from '@portal/contracts/ledger/ledger-categories';
import { getLedgerEntriesRoute } from '@portal/contracts/ledger/ledger-routes';
import type { TLedgerSort } from '@portal/contracts/ledger/ledger-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { ledgerKeys, type TLedgerTarget } from './ledger-keys.ts';

export const LEDGER_PER_PAGE = 20;

/** What the list shows: a month, its filters ('all' lifts one), an order and a page. */
export type TLedgerListFilter = {
  period: string;
  kind: TLedgerKind | 'all';
  category: TLedgerCategory | 'all';
  paid: 'true' | 'false' | 'all';
  sort: TLedgerSort;
  page: number;
};

/** `GET accounts/{id}/ledger-entries?period&kind&category&paid&sort&page`. */
function getLedgerEntries(target: TLedgerTarget, filter: TLedgerListFilter, signal?: AbortSignal) {
  const query = {
    ...target.scope,
    period: filter.period,
    kind: filter.kind === 'all' ? undefined : filter.kind,
    category: filter.category === 'all' ? undefined : filter.category,
    paid: filter.paid === 'all' ? undefined : filter.paid,
    sort: filter.sort,
    page: filter.page,
    per_page: LEDGER_PER_PAGE,
  };
  // Silent: the list shows its failure in place, with a retry.
  return callRoute(
    getLedgerEntriesRoute,
    { params: { id: target.accountId }, query },
    { signal, silent: true },
  );
}

export function useLedgerEntries(target: TLedgerTarget, filter: TLedgerListFilter) {
  return useQuery(
    queryOptions({
      queryKey: ledgerKeys.entries(target.accountId, filter),
      queryFn: ({ signal }) => getLedgerEntries(target, filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
