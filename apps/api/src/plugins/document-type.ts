import type { TDocumentMimeType } from '@portal/contracts/documents/document-kinds';
import { MONTHLY_DOCUMENT_MESSAGES } from '@portal/contracts/documents/monthly-documents';
import { documentFileName } from './document-file-name.ts';
import { HttpError } from './errors.ts';
import type { TMessageKey } from './i18n/messages.ts';

const startsWith = (data: Buffer, bytes: readonly number[]) =>
  data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte);

/**
 * A document's type read from the file's first bytes, never from its name or the type the browser
 * claims: a program or a text renamed to .pdf is refused. Every document upload is checked by it
 * (a company's documents, the office's mail scans, a booth's PDFs).
 */
export function detectDocumentType(data: Buffer): TDocumentMimeType | null {
  // %PDF-
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/**
 * An uploaded scan or PDF as it is stored: its checked type and the name it keeps. 422 on the
 * form's `field`: `missing` without a file, the wrong-type message for anything but a PDF, JPEG
 * or PNG.
 */
export function checkedScan(
  file: { data: Buffer; name: string } | undefined,
  { field, missing }: { field: string; missing: TMessageKey },
): { data: Buffer; type: TDocumentMimeType; fileName: string } {
  const refuse = (key: TMessageKey) => new HttpError(422, key, { fields: { [field]: key } });
  if (!file) throw refuse(missing);
  const type = detectDocumentType(file.data);
  if (!type) throw refuse(MONTHLY_DOCUMENT_MESSAGES.wrongType);
  return { data: file.data, type, fileName: documentFileName(file.name, type) };
}
