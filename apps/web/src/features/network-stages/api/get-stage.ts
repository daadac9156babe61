import { getStageRoute } from '@portal/contracts/network/network-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { stageKeys } from './stage-keys.ts';

/** `GET network/stages/{id}`: the stage and its confirmed sessions still to come, earliest first. */
function getStage(id: number, signal?: AbortSignal) {
  return callRoute(getStageRoute, { params: { id } }, { signal, silent: true });
}

function stageQueryOptions(id: number) {
  return queryOptions({ queryKey: stageKeys.stage(id), queryFn: ({ signal }) => getStage(id, signal) });
}

export function useStage(id: number) {
  return useQuery(stageQueryOptions(id));
}
