import { requestAccountClosingRoute } from '@portal/contracts/privacy/privacy-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { myDataKeys } from './my-data-keys.ts';

/**
 * `POST me/close` with the password. Silent: a wrong password is shown under the dialog's field,
 * not as a notification.
 */
export function useRequestAccountClosing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      callRouteEnvelope(requestAccountClosingRoute, { body: { password } }, { silent: true }),
    onSuccess: ({ result }) => queryClient.setQueryData(myDataKeys.closing, result),
  });
}
