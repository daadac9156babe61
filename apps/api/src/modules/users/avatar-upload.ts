import { AVATAR_FIELD, AVATAR_MAX_BYTES } from '@portal/contracts/users/avatar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { readMultipartForm, type TUploadLimits } from '../../plugins/multipart-form.ts';

/** The multipart limits of the upload: one file, a few small fields, nothing bigger than allowed. */
export const AVATAR_UPLOAD_LIMITS: TUploadLimits = {
  fileSize: AVATAR_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
};

/**
 * Reads the `avatar` file of a multipart request into memory, the shared way every upload route
 * reads its form (413 past the size limit). The bytes are checked by the service, not here: the
 * browser's type is not trusted.
 */
export async function readAvatarUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  const { file } = await readMultipartForm(app, request, {
    fields: [],
    file: AVATAR_FIELD,
    limits: AVATAR_UPLOAD_LIMITS,
    tooLarge: 'users.avatarTooLarge',
  });
  if (!file)
    throw new HttpError(422, 'users.avatarMissing', { fields: { [AVATAR_FIELD]: 'users.avatarMissing' } });
  return file.data;
}
