import { AVATAR_FIELD, AVATAR_MAX_BYTES } from '@portal/contracts/users/avatar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';

/** The multipart limits of the upload: one file, a few small fields, nothing bigger than allowed. */
export const AVATAR_UPLOAD_LIMITS = {
  fileSize: AVATAR_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
} as const;

/**
 * Reads the `avatar` file of a multipart request into memory, stopping at the size limit
 * (413). The bytes are checked by the service, not here: the browser's type is not trusted.
 */
export async function readAvatarUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupportedMediaType');
  const missing = () =>
    new HttpError(422, 'users.avatarMissing', { fields: { [AVATAR_FIELD]: 'users.avatarMissing' } });
  const file = await request.file({ limits: AVATAR_UPLOAD_LIMITS, throwFileSizeLimit: true });
  if (!file || file.fieldname !== AVATAR_FIELD) {
    file?.file.resume();
    throw missing();
  }
  try {
    const data = await file.toBuffer();
    if (data.length === 0) throw missing();
    return data;
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, 'users.avatarTooLarge', {
        fields: { [AVATAR_FIELD]: 'users.avatarTooLarge' },
      });
    }
    throw error;
  }
}
