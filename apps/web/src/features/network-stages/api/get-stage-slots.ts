import { getStageSlotsRoute } from '@portal/contracts/network/network-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { stageKeys } from './stage-keys.ts';

/** How often the hours are asked again while the page is open: another company may take one. */
const SLOTS_POLL_MS = 30_000;

/** `GET network/stages/{id}/slots?date=`: the stage's bookable hours of an Istanbul day and their state. */
function getStageSlots(stageId: number, date: string, signal?: AbortSignal) {
  return callRoute(
    getStageSlotsRoute,
    { params: { id: stageId }, query: { date } },
    { signal, silent: true },
  );
}

function stageSlotsQueryOptions(stageId: number, date: string) {
  return queryOptions({
    queryKey: stageKeys.slots(stageId, date),
    queryFn: ({ signal }) => getStageSlots(stageId, date, signal),
  });
}

/** Off until a stage and a day are chosen. */
export function useStageSlots(stageId: number | null, date: string) {
  return useQuery({
    ...stageSlotsQueryOptions(stageId ?? 0, date),
    enabled: stageId !== null && date !== '',
    refetchInterval: SLOTS_POLL_MS,
  });
}
