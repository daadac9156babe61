import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@portal/contracts/documents/document-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readMultipartForm, type TMultipartForm, type TUploadLimits } from '../../plugins/multipart-form.ts';

/**
 * The multipart forms of the office's mail desk: logging an item (its fields and the envelope's
 * `photo`) and finishing a request (a forward's carrier and tracking number, a scan's `file`).
 */
export const SHIPMENT_FILE_FIELDS = { photo: 'photo', scan: 'file' } as const;

/** The same limits as the documents' upload: one file of at most 10 MB, a few small fields. */
export const SHIPMENT_UPLOAD_LIMITS: TUploadLimits = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 50,
};

export type TShipmentForm = TMultipartForm;

/** The item's or the request's form (`fields` and one `file`), read the shared way (413 past 10 MB). */
export function readShipmentForm(
  app: FastifyInstance,
  request: FastifyRequest,
  expected: { fields: readonly string[]; file: string },
): Promise<TShipmentForm> {
  return readMultipartForm(app, request, {
    ...expected,
    limits: SHIPMENT_UPLOAD_LIMITS,
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
  });
}
