import { shiftPeriod } from '@portal/contracts/documents/document-periods';
import { getLedgerSummaryRoute } from '@portal/contracts/ledger/ledger-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { ledgerKeys, type TLedgerTarget } from './ledger-keys.ts';

/** The months the charts show, ending with the chosen one. */
const SUMMARY_MONTHS = 12;

/** `GET accounts/{id}/ledger-summary`: the 12 months up to `period` (its last month is the chosen one). */
export function useLedgerSummary(target: TLedgerTarget, period: string) {
  const from = shiftPeriod(period, -(SUMMARY_MONTHS - 1));
  return useQuery({
    queryKey: ledgerKeys.summary(target.accountId, from, period),
    queryFn: ({ signal }) =>
      callRoute(
        getLedgerSummaryRoute,
        { params: { id: target.accountId }, query: { ...target.scope, from, to: period } },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}
