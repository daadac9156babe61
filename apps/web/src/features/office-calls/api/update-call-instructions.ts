import { updateCallInstructionsRoute } from '@portal/contracts/office/call-instruction-routes';
import type { TCallInstructionsRequest } from '@portal/contracts/office/call-instructions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { callKeys } from './call-keys.ts';

/**
 * `PUT accounts/{id}/call-instructions`: the customer saves the company's instructions whole.
 * Silent: the form shows the fields' problems in place; the answer's message confirms the save.
 */
export function useUpdateCallInstructions(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCallInstructionsRequest) =>
      callRouteEnvelope(updateCallInstructionsRoute, { params: { id: accountId }, body }, { silent: true }),
    onSuccess: ({ result }) => queryClient.setQueryData(callKeys.instructions(accountId), result),
  });
}
