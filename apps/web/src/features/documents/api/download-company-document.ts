import { getCompanyDocumentFileRoute } from '@portal/contracts/company-documents/company-document-routes';
import type { TCompanyDocument } from '@portal/contracts/company-documents/company-documents';
import { downloadFromRoute } from '../../../lib/api/call-route.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import type { TCompanyTarget } from './query-keys.ts';

/**
 * `GET accounts/{id}/company-documents/{docId}/file` with the caller's token (the server records
 * every download). False when the file could not be had.
 */
export async function downloadCompanyDocument(
  target: TCompanyTarget,
  document: Pick<TCompanyDocument, 'id' | 'file_name'>,
): Promise<boolean> {
  const blob = await downloadFromRoute(getCompanyDocumentFileRoute, {
    params: { id: target.accountId, docId: document.id },
    query: target.scope,
  });
  if (!blob) return false;
  saveBlob(blob, document.file_name);
  return true;
}
