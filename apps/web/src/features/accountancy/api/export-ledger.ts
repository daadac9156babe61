import { exportLedgerEntriesRoute } from '@portal/contracts/ledger/ledger-routes';
import type { TLedgerExportFormat } from '@portal/contracts/ledger/ledger-schemas';
import { useMutation } from '@tanstack/react-query';
import { downloadFromRoute } from '../../../lib/api/call-route.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import type { TLedgerTarget } from './ledger-keys.ts';

/**
 * `GET accounts/{id}/ledger-entries/export` behind the bearer token (in the page's language),
 * saved as a download. False when the file could not be had.
 */
async function downloadLedgerExport(
  target: TLedgerTarget,
  period: string,
  format: TLedgerExportFormat,
  fileStem: string,
): Promise<boolean> {
  const blob = await downloadFromRoute(exportLedgerEntriesRoute, {
    params: { id: target.accountId },
    query: { ...target.scope, period, format },
  });
  if (!blob) return false;
  saveBlob(blob, `${fileStem}-${period}.${format}`);
  return true;
}

export function useDownloadLedgerExport(target: TLedgerTarget) {
  return useMutation({
    mutationFn: ({
      period,
      format,
      fileStem,
    }: {
      period: string;
      format: TLedgerExportFormat;
      fileStem: string;
    }) => downloadLedgerExport(target, period, format, fileStem),
  });
}
