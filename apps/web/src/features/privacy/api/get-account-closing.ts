import { getAccountClosingRoute } from '@portal/contracts/privacy/privacy-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { myDataKeys } from './my-data-keys.ts';

/** `GET me/close`: whether the person asked to close the account, and the day it takes effect. */
function accountClosingQueryOptions() {
  return queryOptions({
    queryKey: myDataKeys.closing,
    queryFn: ({ signal }) => callRoute(getAccountClosingRoute, {}, { signal, silent: true }),
    // The banner on every page reads it too: once per few minutes is plenty.
    staleTime: 5 * 60_000,
  });
}

export function useAccountClosing(enabled = true) {
  return useQuery({ ...accountClosingQueryOptions(), enabled });
}
