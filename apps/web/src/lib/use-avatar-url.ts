import { useEffect, useState } from 'react';
import { API_BASE, api } from './api-client.ts';

/**
 * The picture of a user as an object URL. `GET users/{id}/avatar` needs the bearer token, which
 * an `<img src>` cannot send, so the image is fetched with it and shown from memory; the URL is
 * revoked when the component unmounts or the picture changes. `version` (the stored avatar URL,
 * new after every upload) tells when to fetch again; without it there is no picture.
 */
export function useAvatarUrl(
  userId: number | null | undefined,
  version: string | null | undefined,
): string | null {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    setUrl(null);
    if (!userId || !version) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    // The API's avatar_url (`/api/users/7/avatar?v=…`) changes with every upload, so no cache serves an old picture.
    const path = version.startsWith(`${API_BASE}/`)
      ? version.slice(API_BASE.length + 1)
      : `users/${userId}/avatar`;
    void api.getBlob(path, { signal: controller.signal }).then((blob) => {
      if (!blob || controller.signal.aborted) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [userId, version]);

  return url;
}
