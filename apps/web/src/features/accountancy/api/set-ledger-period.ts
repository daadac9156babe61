import { setLedgerPeriodRoute } from '@portal/contracts/ledger/ledger-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { ledgerKeys, type TLedgerTarget } from './ledger-keys.ts';

/** `PUT accounts/{id}/ledger-periods/{period}`: staff close or reopen a month. */
export function useSetLedgerPeriod(target: TLedgerTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, closed }: { period: string; closed: boolean }) =>
      callRouteEnvelope(
        setLedgerPeriodRoute,
        { params: { id: target.accountId, period }, query: target.scope, body: { closed } },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.account(target.accountId) }),
  });
}
