import { cancelAccountClosingRoute } from '@portal/contracts/privacy/privacy-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { myDataKeys } from './my-data-keys.ts';

/** `DELETE me/close`: takes the closing request back. */
export function useCancelAccountClosing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRouteEnvelope(cancelAccountClosingRoute, {}),
    onSuccess: ({ result }) => queryClient.setQueryData(myDataKeys.closing, result),
  });
}
