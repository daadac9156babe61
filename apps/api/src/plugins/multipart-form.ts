import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import type { TMessageKey } from './i18n/messages.ts';

/** The busboy limits of an upload route: one file and a few small text fields. */
export type TUploadLimits = {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
  headerPairs: number;
};

export type TMultipartForm = {
  /** The named text fields as sent (unchecked: the service parses them). */
  fields: Record<string, string>;
  /** The one file, read into memory; undefined when none (or an empty file input) was sent. */
  file: { data: Buffer; name: string } | undefined;
};

/**
 * Reads the named text fields and the one named file of a multipart request, in any order,
 * stopping at the size limit with 413 and `tooLarge` on the file's field. Other parts are skipped.
 * Every upload route reads its form here (avatars, documents, the ledger's import, the mail desk,
 * booths), so none can keep a file cut at the limit.
 */
export async function readMultipartForm(
  app: FastifyInstance,
  request: FastifyRequest,
  expected: { fields: readonly string[]; file: string; limits: TUploadLimits; tooLarge: TMessageKey },
): Promise<TMultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupportedMediaType');
  const tooLarge = () =>
    new HttpError(413, expected.tooLarge, { fields: { [expected.file]: expected.tooLarge } });
  const form: TMultipartForm = { fields: {}, file: undefined };
  try {
    for await (const part of request.parts({ limits: expected.limits })) {
      if (part.type === 'file') {
        if (part.fieldname === expected.file && !form.file) {
          const data = await part.toBuffer();
          // busboy keeps the bytes up to the limit and flags the file `truncated` when the next
          // piece arrives; when the limit falls on the end of a piece, that flag comes after
          // toBuffer read the last kept byte, and toBuffer hands back the cut file without an
          // error. The flag, read once the file has ended, is the one answer that never misses.
          if (part.file.truncated) throw tooLarge();
          form.file = { data, name: part.filename };
        } else {
          part.file.resume();
        }
      } else if (expected.fields.includes(part.fieldname) && typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    throw error;
  }
  // An empty file input sends a part without bytes: the same as no file.
  if (form.file && form.file.data.length === 0) form.file = undefined;
  return form;
}
