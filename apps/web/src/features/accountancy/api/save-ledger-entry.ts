import { createLedgerEntryRoute, updateLedgerEntryRoute } from '@portal/contracts/ledger/ledger-routes';
import type { TLedgerEntryRequest } from '@portal/contracts/ledger/ledger-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { ledgerKeys, type TLedgerTarget } from './ledger-keys.ts';

/** `POST accounts/{id}/ledger-entries`, or `PUT …/{entryId}` with an id. Silent: the form shows failures. */
function saveLedgerEntry(target: TLedgerTarget, body: TLedgerEntryRequest, entryId?: number) {
  const query = target.scope;
  return entryId === undefined
    ? callRoute(createLedgerEntryRoute, { params: { id: target.accountId }, query, body }, { silent: true })
    : callRoute(
        updateLedgerEntryRoute,
        { params: { id: target.accountId, entryId }, query, body },
        { silent: true },
      );
}

export function useSaveLedgerEntry(target: TLedgerTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, entryId }: { body: TLedgerEntryRequest; entryId?: number }) =>
      saveLedgerEntry(target, body, entryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.account(target.accountId) }),
  });
}
