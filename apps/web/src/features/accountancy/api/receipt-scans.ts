import {
  createReceiptScanRoute,
  getReceiptScanRoute,
} from '@portal/contracts/receipt-scans/receipt-scan-routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callRoute, uploadToRoute } from '../../../lib/api/call-route.ts';
import { ledgerKeys, type TLedgerTarget } from './ledger-keys.ts';

/** How often a scan the job has not read yet is asked again. */
const POLL_MS = 1500;

/** `POST accounts/{id}/receipt-scans`: the photo or PDF stored, its reading queued. Silent: the dialog shows the 422. */
export function useCreateReceiptScan(target: TLedgerTarget) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return uploadToRoute(
        createReceiptScanRoute,
        { params: { id: target.accountId }, query: target.scope, body },
        { silent: true },
      );
    },
  });
}

/** `GET accounts/{id}/receipt-scans/{scanId}`, asked again while the job has not read it. Silent: the dialog shows a failure. */
export function useReceiptScan(target: TLedgerTarget, scanId: number | null) {
  return useQuery({
    queryKey: [...ledgerKeys.account(target.accountId), 'receipt-scan', scanId],
    queryFn: ({ signal }) =>
      callRoute(
        getReceiptScanRoute,
        { params: { id: target.accountId, scanId: scanId ?? 0 }, query: target.scope },
        { signal, silent: true },
      ),
    enabled: scanId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });
}
