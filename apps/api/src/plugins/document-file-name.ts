import type { TMonthlyDocumentMimeType } from '@portal/contracts/documents/monthly-documents';

// Plumbing shared by every module that keeps an uploaded file under the name its sender gave it.

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
