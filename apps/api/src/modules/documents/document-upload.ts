import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@portal/contracts/documents/document-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';

/**
 * The multipart fields of `POST accounts/{id}/documents` (`period` only for a monthly document)
 * and of `PUT accounts/{id}/documents/{documentId}/file` (only `file`).
 */
export const DOCUMENT_FIELDS = { kind: 'kind', period: 'period', file: 'file' } as const;

/** The multipart limits of the upload: one file, a few small fields, nothing bigger than allowed. */
export const DOCUMENT_UPLOAD_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
} as const;

/** What the form sent, unchecked: the service checks the kind and the bytes. */
export type TDocumentUpload = {
  kind: string | undefined;
  period: string | undefined;
  file: { data: Buffer; name: string } | undefined;
};

/**
 * Reads the `kind` and `period` fields and the `file` of a multipart request, in either order, the file into
 * memory, stopping at the size limit (413). Other parts are skipped.
 */
export async function readDocumentUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TDocumentUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupportedMediaType');
  const upload: TDocumentUpload = { kind: undefined, period: undefined, file: undefined };
  try {
    for await (const part of request.parts({ limits: DOCUMENT_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname === DOCUMENT_FIELDS.file && !upload.file) {
          upload.file = { data: await part.toBuffer(), name: part.filename };
        } else {
          part.file.resume();
        }
      } else if (part.fieldname === DOCUMENT_FIELDS.kind && typeof part.value === 'string') {
        upload.kind = part.value;
      } else if (part.fieldname === DOCUMENT_FIELDS.period && typeof part.value === 'string') {
        upload.period = part.value;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge, {
        fields: { [DOCUMENT_FIELDS.file]: DOCUMENT_MESSAGES.tooLarge },
      });
    }
    throw error;
  }
  return upload;
}
