import { getTaxReturnDocumentFileRoute } from '@portal/contracts/tax-returns/tax-return-routes';
import type { TTaxReturnDocument } from '@portal/contracts/tax-returns/tax-returns';
import { downloadFromRoute } from '../../lib/api/call-route.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import type { TTaxReturnTarget } from './tax-return-keys.ts';

/**
 * Downloads a document of a return with the caller's token (the server records the download).
 * False when the file could not be had.
 */
export async function downloadTaxReturnDocument(
  target: TTaxReturnTarget,
  returnId: number,
  document: Pick<TTaxReturnDocument, 'id' | 'file_name'>,
): Promise<boolean> {
  const blob = await downloadFromRoute(getTaxReturnDocumentFileRoute, {
    params: { id: target.accountId, returnId, documentId: document.id },
    query: target.scope,
  });
  if (!blob) return false;
  saveBlob(blob, document.file_name);
  return true;
}
