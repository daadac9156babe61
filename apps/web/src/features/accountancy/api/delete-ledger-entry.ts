import { deleteLedgerEntryRoute } from '@portal/contracts/ledger/ledger-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { ledgerKeys, type TLedgerTarget } from './ledger-keys.ts';

/** `DELETE accounts/{id}/ledger-entries/{entryId}`; silent: the confirmation shows a failure (409). */
export function useDeleteLedgerEntry(target: TLedgerTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) =>
      callRoute(
        deleteLedgerEntryRoute,
        { params: { id: target.accountId, entryId }, query: target.scope },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.account(target.accountId) }),
  });
}
