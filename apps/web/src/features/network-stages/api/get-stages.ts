import { listStagesRoute } from '@portal/contracts/network/network-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { stageKeys } from './stage-keys.ts';

/** `GET network/stages`: the seminar stages in their order, named in the page's language. */
function getStages(signal?: AbortSignal) {
  return callRoute(listStagesRoute, {}, { signal, silent: true });
}

function stagesQueryOptions() {
  return queryOptions({ queryKey: stageKeys.stages, queryFn: ({ signal }) => getStages(signal) });
}

export function useStages() {
  return useQuery(stagesQueryOptions());
}
