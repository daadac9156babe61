import { getMyDataExportRoute } from '@portal/contracts/privacy/privacy-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { myDataKeys } from './my-data-keys.ts';

/** While a copy is being prepared, its state is asked again this often (the job takes seconds to minutes). */
const EXPORT_POLL_MS = 15_000;

/** `GET me/data-export`: the state of the person's latest copy. */
export function useDataExport() {
  return useQuery({
    queryKey: myDataKeys.dataExport,
    queryFn: ({ signal }) => callRoute(getMyDataExportRoute, {}, { signal, silent: true }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? EXPORT_POLL_MS : false),
  });
}
