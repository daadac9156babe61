import { createTaxReturnRoute } from '@portal/contracts/tax-returns/tax-return-routes';
import type { TCreateTaxReturnRequest } from '@portal/contracts/tax-returns/tax-returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TTaxReturnTarget, taxReturnKeys } from '../../../domains/tax-returns/tax-return-keys.ts';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';

// The contracts name the schema only; its type is read from it here.

/** `POST accounts/{id}/tax-returns`: staff add a return (`preparing`). Silent: the dialog shows a refusal. */
export function useCreateTaxReturn(target: TTaxReturnTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateTaxReturnRequest) =>
      callRouteEnvelope(
        createTaxReturnRoute,
        { params: { id: target.accountId }, query: target.scope, body },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxReturnKeys.account(target.accountId) }),
  });
}
