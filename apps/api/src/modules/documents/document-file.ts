import type { TDocumentMimeType } from '@portal/contracts/documents/document-kinds';
import {
  EINVOICE_MIME_TYPE,
  type TMonthlyDocumentMimeType,
} from '@portal/contracts/documents/monthly-documents';
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
export const DOCUMENT_FILE_NAME_MAX_LENGTH = 200;

export function documentExtension(type: TMonthlyDocumentMimeType): string {
  return EXTENSIONS[type][0];
}

const startsWith = (data: Buffer, bytes: readonly number[]) =>
  data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte);

/**
 * The type read from the file's first bytes, never from its name or the type the browser claims:
 * a program or a text renamed to .pdf is refused.
 */
export function detectDocumentType(data: Buffer): TDocumentMimeType | null {
  // %PDF-
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
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

/**
 * `attachment` with the name twice (RFC 6266): an ASCII stand-in for old clients, and the exact
 * UTF-8 name (RFC 5987) that browsers use.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
