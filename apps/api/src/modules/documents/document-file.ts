import {
  EINVOICE_MIME_TYPE,
  type TMonthlyDocumentMimeType,
} from '@portal/contracts/documents/monthly-documents';
import { detectDocumentType } from '../../plugins/document-type.ts';
import { isUblInvoice, looksLikeXml } from './einvoice-xml.ts';

/** The extension a stored document gets from its checked type (and the others its name may keep). */
const EXTENSIONS: Record<TMonthlyDocumentMimeType, readonly [string, ...string[]]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/xml': ['xml'],
};
const KNOWN_EXTENSIONS = Object.values(EXTENSIONS).flat();

/** The longest file name kept (the column's size). */
const DOCUMENT_FILE_NAME_MAX_LENGTH = 200;

export function documentExtension(type: TMonthlyDocumentMimeType): string {
  return EXTENSIONS[type][0];
}

/**
 * A monthly document's type: a scan or photo as above, or a Turkish e-invoice, told by its
 * content (XML whose root is a UBL `Invoice`), never by its name. XML of another kind is
 * `'notAnInvoice'`, so the customer is told why it was refused.
 */
export function detectMonthlyDocumentType(data: Buffer): TMonthlyDocumentMimeType | 'notAnInvoice' | null {
  const scan = detectDocumentType(data);
  if (scan) return scan;
  if (!looksLikeXml(data)) return null;
  return isUblInvoice(data) ? EINVOICE_MIME_TYPE : 'notAnInvoice';
}

/**
 * Control characters, and invisible format characters: among them the marks that reorder text
 * ("fdp.exe" shown as "exe.pdf") and zero-width ones.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name the customer's file is shown and downloaded with: the last part of what the browser
 * sent, without control or direction-changing characters, at most 200 characters, and ending in
 * an extension of its real type (a PNG sent as "scan.pdf" is kept as "scan.png"). It is only
 * ever shown and sent back in a header; the file itself is stored under a generated key.
 */
export function documentFileName(original: string | undefined, type: TMonthlyDocumentMimeType): string {
  const lastPart = (original ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = lastPart.replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1) : '';
  const fitsType = EXTENSIONS[type].includes(extension.toLowerCase());
  const stem =
    fitsType || KNOWN_EXTENSIONS.includes(extension.toLowerCase()) ? cleaned.slice(0, dot) : cleaned;
  const suffix = `.${fitsType ? extension : documentExtension(type)}`;
  // Counted in characters, not UTF-16 units, so a cut never splits one.
  const kept = Array.from(stem.replace(/^[.\s]+/, '')).slice(
    0,
    DOCUMENT_FILE_NAME_MAX_LENGTH - suffix.length,
  );
  return `${kept.join('').trimEnd() || 'document'}${suffix}`;
}
