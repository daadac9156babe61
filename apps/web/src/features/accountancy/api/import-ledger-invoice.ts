import { importLedgerInvoiceRoute } from '@portal/contracts/ledger/ledger-routes';
import { confirmLedgerInvoiceRoute } from '@portal/contracts/purchase-invoices/purchase-invoice-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToRoute } from '../../../lib/api/call-route.ts';
import { ledgerKeys, type TLedgerTarget } from './ledger-keys.ts';

/** What the customer chose to read: an XML file, or a monthly document already uploaded. */
export type TInvoiceSource = { file: File } | { documentId: number };

function sourceForm(source: TInvoiceSource): FormData {
  const body = new FormData();
  if ('file' in source) body.append('file', source.file);
  else body.append('document_id', String(source.documentId));
  return body;
}

/** `POST accounts/{id}/ledger-entries/import`: the invoice's draft (nothing is stored). Silent: the dialog shows the 422. */
function importLedgerInvoice(target: TLedgerTarget, source: TInvoiceSource) {
  return uploadToRoute(
    importLedgerInvoiceRoute,
    { params: { id: target.accountId }, query: target.scope, body: sourceForm(source) },
    { silent: true },
  );
}

/**
 * `POST accounts/{id}/ledger-entries/import/confirm`: the same source, read again by the server,
 * writes the entries (and the payable of a received invoice); the company's books reload.
 * Silent: the dialog shows a refusal (an invoice confirmed already, a closed month).
 */
export function useConfirmLedgerInvoice(target: TLedgerTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: TInvoiceSource) =>
      uploadToRoute(
        confirmLedgerInvoiceRoute,
        { params: { id: target.accountId }, query: target.scope, body: sourceForm(source) },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.account(target.accountId) }),
  });
}

export function useImportLedgerInvoice(target: TLedgerTarget) {
  return useMutation({ mutationFn: (source: TInvoiceSource) => importLedgerInvoice(target, source) });
}
