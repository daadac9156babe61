import { listMySignInsRoute } from '@portal/contracts/privacy/privacy-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { myDataKeys } from './my-data-keys.ts';

/** `GET me/sign-ins`: the latest 20 sign-ins and failed attempts. Silent: the section shows a failure itself. */
function signInsQueryOptions() {
  return queryOptions({
    queryKey: myDataKeys.signIns,
    queryFn: ({ signal }) => callRoute(listMySignInsRoute, {}, { signal, silent: true }),
  });
}

export function useSignIns() {
  return useQuery(signInsQueryOptions());
}
