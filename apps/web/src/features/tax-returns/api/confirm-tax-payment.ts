import { confirmTaxPaymentRoute } from '@portal/contracts/tax-returns/tax-return-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TTaxReturnTarget, taxReturnKeys } from '../../../domains/tax-returns/tax-return-keys.ts';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';

/** `PUT accounts/{id}/tax-returns/{returnId}/confirm-payment`: staff confirm an accrual paid. Silent: the dialog shows a refusal. */
export function useConfirmTaxPayment(target: TTaxReturnTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (returnId: number) =>
      callRouteEnvelope(
        confirmTaxPaymentRoute,
        { params: { id: target.accountId, returnId }, query: target.scope },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxReturnKeys.account(target.accountId) }),
  });
}
