import { getAvatarRoute } from '@portal/contracts/users/user-routes';
import { useEffect, useState } from 'react';
import { downloadFromRoute } from './api/call-route.ts';

/** The `v` of the API's avatar_url (`/api/users/7/avatar?v=…`), which changes with every upload. */
function avatarVersion(avatarUrl: string): string | undefined {
  return new URL(avatarUrl, window.location.origin).searchParams.get('v') ?? undefined;
}

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
    // Sent back as the API gave it, so no cache serves an old picture.
    const query = { v: avatarVersion(version) };
    void downloadFromRoute(
      getAvatarRoute,
      { params: { id: userId }, query },
      { signal: controller.signal },
    ).then((blob) => {
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
