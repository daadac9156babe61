import type { TMonthlyDocumentMimeType } from '@portal/contracts/documents/monthly-documents';
import { EINVOICE_MIME_TYPE } from '@portal/contracts/documents/monthly-documents';
import { detectDocumentType } from '../../plugins/document-type.ts';
import { isUblInvoice, looksLikeXml } from './einvoice-xml.ts';

/**
 * A monthly document's type: a scan or photo (document-type.ts), or a Turkish e-invoice, told by its
 * content (XML whose root is a UBL `Invoice`), never by its name. XML of another kind is
 * `'notAnInvoice'`, so the customer is told why it was refused.
 */
export function detectMonthlyDocumentType(data: Buffer): TMonthlyDocumentMimeType | 'notAnInvoice' | null {
  const scan = detectDocumentType(data);
  if (scan) return scan;
  if (!looksLikeXml(data)) return null;
  return isUblInvoice(data) ? EINVOICE_MIME_TYPE : 'notAnInvoice';
}
