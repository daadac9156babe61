import { LEDGER_IMPORT_MAX_BYTES, ZLedgerImportFromDocument } from '@portal/contracts/ledger/ledger-schemas';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { isMessageKey } from '../../plugins/i18n/messages.ts';
import type { TImportSource } from './service.ts';

/** The multipart limits of the import: one XML of at most 2 MB and a field or two. */
export const IMPORT_UPLOAD_LIMITS = {
  fileSize: LEDGER_IMPORT_MAX_BYTES,
  files: 1,
  fields: 3,
  fieldSize: 64,
  parts: 4,
  headerPairs: 50,
} as const;

const invalidDocumentId = () =>
  new HttpError(422, 'validation.invalidValue', { fields: { document_id: 'validation.invalidValue' } });

/**
 * What the import was sent: multipart with a `file` (or a `document_id` field), or a JSON body
 * `{ "document_id": n }`. Null when it names neither.
 */
export async function readImportSource(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TImportSource> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null) return null;
    const parsed = ZLedgerImportFromDocument.safeParse(request.body);
    if (parsed.success) return { documentId: parsed.data.document_id };
    const message = parsed.error.issues[0]?.message ?? '';
    const key = isMessageKey(message) ? message : 'validation.invalidValue';
    throw new HttpError(422, key, { fields: { document_id: key } });
  }
  let file: Buffer | undefined;
  let documentId: number | undefined;
  try {
    for await (const part of request.parts({ limits: IMPORT_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !file) file = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'document_id' && typeof part.value === 'string') {
        const parsed = ZRecordId.safeParse(part.value);
        if (!parsed.success) throw invalidDocumentId();
        documentId = parsed.data;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, 'ledger.importTooLarge', { fields: { file: 'ledger.importTooLarge' } });
    }
    throw error;
  }
  if (file) return { file };
  if (documentId !== undefined) return { documentId };
  return null;
}
