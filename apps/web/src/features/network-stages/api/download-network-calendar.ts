import { getNetworkCalendarIcsRoute } from '@portal/contracts/network/network-routes';
import type { TNetworkCalendarFeedQuery } from '@portal/contracts/network/network-schemas';
import { useMutation } from '@tanstack/react-query';
import { downloadFromRoute } from '../../../lib/api/call-route.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * `GET network/calendar.ics`: a protected file, so fetched with the bearer token and saved
 * through `saveBlob`. Resolves false when the file could not be had (the page says so).
 */
async function downloadNetworkCalendar(query: TNetworkCalendarFeedQuery, fileName: string) {
  const blob = await downloadFromRoute(getNetworkCalendarIcsRoute, { query });
  if (!blob) return false;
  saveBlob(blob, fileName);
  return true;
}

export function useDownloadNetworkCalendar() {
  return useMutation({
    mutationFn: ({ query, fileName }: { query: TNetworkCalendarFeedQuery; fileName: string }) =>
      downloadNetworkCalendar(query, fileName),
  });
}
