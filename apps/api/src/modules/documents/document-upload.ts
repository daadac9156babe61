import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@portal/contracts/documents/document-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readMultipartForm, type TUploadLimits } from '../../plugins/multipart-form.ts';

/**
 * The multipart fields of `POST accounts/{id}/documents` (`period` only for a monthly document)
 * and of `PUT accounts/{id}/documents/{documentId}/file` (only `file`).
 */
export const DOCUMENT_FIELDS = { kind: 'kind', period: 'period', file: 'file' } as const;

/** The multipart limits of the upload: one file, a few small fields, nothing bigger than allowed. */
export const DOCUMENT_UPLOAD_LIMITS: TUploadLimits = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
};

/** What the form sent, unchecked: the service checks the kind and the bytes. */
export type TDocumentUpload = {
  kind: string | undefined;
  period: string | undefined;
  file: { data: Buffer; name: string } | undefined;
};

/**
 * Reads the `kind` and `period` fields and the `file` of a multipart request (413 past the size
 * limit), the shared way every upload route reads its form.
 */
export async function readDocumentUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TDocumentUpload> {
  const { fields, file } = await readMultipartForm(app, request, {
    fields: [DOCUMENT_FIELDS.kind, DOCUMENT_FIELDS.period],
    file: DOCUMENT_FIELDS.file,
    limits: DOCUMENT_UPLOAD_LIMITS,
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
  });
  return { kind: fields[DOCUMENT_FIELDS.kind], period: fields[DOCUMENT_FIELDS.period], file };
}
