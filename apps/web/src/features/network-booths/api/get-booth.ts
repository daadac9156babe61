import { getBoothRoute } from '@portal/contracts/network/network-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { boothKeys } from './booth-keys.ts';

/** `GET network/booths/{id}`: the whole booth. Silent: the page shows a 404 or a failure itself. */
function getBooth(id: number, signal?: AbortSignal) {
  return callRoute(getBoothRoute, { params: { id } }, { signal, silent: true });
}

function boothQueryOptions(id: number) {
  return queryOptions({ queryKey: boothKeys.detail(id), queryFn: ({ signal }) => getBooth(id, signal) });
}

/** Disabled while the id is unknown. */
export function useBooth(id: number | null) {
  return useQuery({ ...boothQueryOptions(id ?? 0), enabled: id !== null });
}
