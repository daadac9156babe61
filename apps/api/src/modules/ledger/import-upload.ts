import { LEDGER_IMPORT_MAX_BYTES, ZLedgerImportFromDocument } from '@portal/contracts/ledger/ledger-schemas';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { isMessageKey } from '../../plugins/i18n/messages.ts';
import { readMultipartForm, type TUploadLimits } from '../../plugins/multipart-form.ts';
import type { TImportSource } from './service.ts';

/** The multipart limits of the import: one XML of at most 2 MB and a field or two. */
export const IMPORT_UPLOAD_LIMITS: TUploadLimits = {
  fileSize: LEDGER_IMPORT_MAX_BYTES,
  files: 1,
  fields: 3,
  fieldSize: 64,
  parts: 4,
  headerPairs: 50,
};

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
  const form = await readMultipartForm(app, request, {
    fields: ['document_id'],
    file: 'file',
    limits: IMPORT_UPLOAD_LIMITS,
    tooLarge: 'ledger.importTooLarge',
  });
  const file = form.file?.data;
  let documentId: number | undefined;
  if (form.fields.document_id !== undefined) {
    const parsed = ZRecordId.safeParse(form.fields.document_id);
    if (!parsed.success) throw invalidDocumentId();
    documentId = parsed.data;
  }
  if (file) return { file };
  if (documentId !== undefined) return { documentId };
  return null;
}
