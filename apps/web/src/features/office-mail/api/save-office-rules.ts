import type { TOfficeRulesRequest } from '@portal/contracts/office/office-rules';
import { saveOfficeRulesRoute } from '@portal/contracts/office/office-rules-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { officeRulesQueryOptions } from './get-office-rules.ts';

/**
 * `PUT accounts/{id}/office-rules`: the whole list at once. Silent: the form puts the server's
 * field messages (`rules.0.forwarding_address_id`) next to the rule they are about.
 */
export function useSaveOfficeRules(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOfficeRulesRequest) =>
      callRouteEnvelope(saveOfficeRulesRoute, { params: { id: accountId }, body }, { silent: true }),
    onSuccess: (envelope) =>
      queryClient.setQueryData(officeRulesQueryOptions(accountId).queryKey, envelope.result),
  });
}
