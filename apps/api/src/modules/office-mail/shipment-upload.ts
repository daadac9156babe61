import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@portal/contracts/documents/document-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';

/**
 * The multipart forms of the office's mail desk: logging an item (its fields and the envelope's
 * `photo`) and finishing a request (a forward's carrier and tracking number, a scan's `file`).
 */
export const SHIPMENT_FILE_FIELDS = { photo: 'photo', scan: 'file' } as const;

/** The same limits as the documents' upload: one file of at most 10 MB, a few small fields. */
export const SHIPMENT_UPLOAD_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 50,
} as const;

export type TShipmentForm = {
  /** The text fields asked for, as sent (unchecked: the service parses them with the contract's schema). */
  fields: Record<string, string>;
  file: { data: Buffer; name: string } | undefined;
};

/**
 * Reads the named text fields and the one file of a multipart request, in any order, the file into
 * memory, stopping at the size limit (413). Other parts are skipped.
 */
export async function readShipmentForm(
  app: FastifyInstance,
  request: FastifyRequest,
  expected: { fields: readonly string[]; file: string },
): Promise<TShipmentForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupportedMediaType');
  const form: TShipmentForm = { fields: {}, file: undefined };
  try {
    for await (const part of request.parts({ limits: SHIPMENT_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname === expected.file && !form.file) {
          form.file = { data: await part.toBuffer(), name: part.filename };
        } else {
          part.file.resume();
        }
      } else if (expected.fields.includes(part.fieldname) && typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge, {
        fields: { [expected.file]: DOCUMENT_MESSAGES.tooLarge },
      });
    }
    throw error;
  }
  // An empty file input sends a part without bytes: the same as no file.
  if (form.file && form.file.data.length === 0) form.file = undefined;
  return form;
}
