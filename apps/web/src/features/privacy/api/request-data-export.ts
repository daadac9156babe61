import { requestDataExportRoute } from '@portal/contracts/privacy/privacy-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { myDataKeys } from './my-data-keys.ts';

/** `POST me/data-export`: queues a copy; the answer is its state (pending) and the server's message. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRouteEnvelope(requestDataExportRoute, {}),
    onSuccess: ({ result }) => queryClient.setQueryData(myDataKeys.dataExport, result),
  });
}
