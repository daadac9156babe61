import { updateTaxReturnRoute } from '@portal/contracts/tax-returns/tax-return-routes';
import type { TUpdateTaxReturnRequest } from '@portal/contracts/tax-returns/tax-returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TTaxReturnTarget, taxReturnKeys } from '../../../domains/tax-returns/tax-return-keys.ts';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';

// The contracts name the schema only; its type is read from it here.

/**
 * `PUT accounts/{id}/tax-returns/{returnId}`: staff move the status, enter the accrual, write a
 * note. Silent: the dialog shows a refusal beside the form.
 */
export function useUpdateTaxReturn(target: TTaxReturnTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, body }: { returnId: number; body: TUpdateTaxReturnRequest }) =>
      callRouteEnvelope(
        updateTaxReturnRoute,
        { params: { id: target.accountId, returnId }, query: target.scope, body },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxReturnKeys.account(target.accountId) }),
  });
}
