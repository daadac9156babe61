import { importLedgerInvoiceRoute } from '@portal/contracts/ledger/ledger-routes';
import { useMutation } from '@tanstack/react-query';
import { uploadToRoute } from '../../../lib/api/call-route.ts';
import type { TLedgerTarget } from './ledger-keys.ts';

/** What the customer chose to read: an XML file, or a monthly document already uploaded. */
export type TInvoiceSource = { file: File } | { documentId: number };

/** `POST accounts/{id}/ledger-entries/import`: the invoice's draft (nothing is stored). Silent: the dialog shows the 422. */
function importLedgerInvoice(target: TLedgerTarget, source: TInvoiceSource) {
  const body = new FormData();
  if ('file' in source) body.append('file', source.file);
  else body.append('document_id', String(source.documentId));
  return uploadToRoute(
    importLedgerInvoiceRoute,
    { params: { id: target.accountId }, query: target.scope, body },
    { silent: true },
  );
}

export function useImportLedgerInvoice(target: TLedgerTarget) {
  return useMutation({ mutationFn: (source: TInvoiceSource) => importLedgerInvoice(target, source) });
}
