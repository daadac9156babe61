import { useEffect, useState } from 'react';
import { fetchShipmentFile } from '../api/shipment-files.ts';

/**
 * An item's photo or scan as an object URL: the file routes need the bearer token, which an
 * `<img>` or `<iframe>` can't send, so the file is fetched with it and shown from memory. The URL
 * is let go when the component unmounts.
 */
export function useShipmentFileUrl(
  which: 'photo' | 'scan',
  file: { accountId: number; shipmentId: number; all: boolean },
): { url: string | null; failed: boolean } {
  const { accountId, shipmentId, all } = file;
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });

  useEffect(() => {
    setState({ url: null, failed: false });
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void fetchShipmentFile(which, { accountId, shipmentId, all }, controller.signal).then((blob) => {
      if (controller.signal.aborted) return;
      if (!blob) {
        setState({ url: null, failed: true });
        return;
      }
      objectUrl = URL.createObjectURL(blob);
      setState({ url: objectUrl, failed: false });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [which, accountId, shipmentId, all]);

  return state;
}
