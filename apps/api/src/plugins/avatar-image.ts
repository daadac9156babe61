import { AVATAR_MIME_TYPES, type TAvatarMimeType } from '@portal/contracts/users/avatar';

/** The file name extension each accepted type is stored with (and served back from). */
export const AVATAR_EXTENSIONS: Record<TAvatarMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

/**
 * The image type read from the file's first bytes (its signature), never from the name or the
 * type the browser claims: a script renamed to .png is refused.
 */
export function detectImageType(data: Buffer): TAvatarMimeType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/** The type of a stored avatar, from the extension the server gave it. */
export function avatarTypeOfKey(key: string): TAvatarMimeType | null {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return AVATAR_MIME_TYPES.find((type) => AVATAR_EXTENSIONS[type] === extension) ?? null;
}
