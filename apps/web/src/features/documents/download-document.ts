import { getAccountDocumentFileRoute } from '@portal/contracts/documents/document-routes';
import { downloadFromRoute } from '../../lib/api/call-route.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/**
 * Downloads a company's document with the caller's token (staff in the staff view, `all`).
 * False when the file could not be had.
 */
export async function downloadDocument(
  accountId: number,
  document: { id: number; file_name: string },
  all = false,
): Promise<boolean> {
  const blob = await downloadFromRoute(getAccountDocumentFileRoute, {
    params: { id: accountId, documentId: document.id },
    query: all ? { all: '1' } : {},
  });
  if (!blob) return false;
  saveBlob(blob, document.file_name);
  return true;
}
