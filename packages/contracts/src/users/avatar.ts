/**
 * What `POST users/{id}/update-avatar` accepts (multipart field `avatar`): the web app checks the
 * file before uploading with these, the API enforces them (and checks the bytes, not only the name).
 */
export const AVATAR_FIELD = 'avatar';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TAvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];

export function isAvatarMimeType(value: string): value is TAvatarMimeType {
  return (AVATAR_MIME_TYPES as readonly string[]).includes(value);
}
