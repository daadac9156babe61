import { getBoothLogoRoute } from '@portal/contracts/network/network-routes';
import { useEffect, useState } from 'react';
import { downloadFromRoute } from '../../lib/api/call-route.ts';

/** The `v` of the API's logo_url (`/api/network/booths/7/logo?v=…`), which changes with every upload. */
function logoVersion(logoUrl: string): string | undefined {
  return new URL(logoUrl, window.location.origin).searchParams.get('v') ?? undefined;
}

/**
 * A booth's logo as an object URL, fetched as the profile pictures are (lib/use-avatar-url.ts):
 * `GET network/booths/{id}/logo` needs the bearer token, which an `<img src>` cannot send. Null
 * while it loads, without a logo, or when it cannot be had: the initials show instead.
 */
export function useBoothLogoUrl(boothId: number, logoUrl: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    setUrl(null);
    if (!logoUrl) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void downloadFromRoute(
      getBoothLogoRoute,
      { params: { id: boothId }, query: { v: logoVersion(logoUrl) } },
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
  }, [boothId, logoUrl]);

  return url;
}
