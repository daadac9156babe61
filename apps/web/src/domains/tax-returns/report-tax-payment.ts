import { reportTaxPaymentRoute } from '@portal/contracts/tax-returns/tax-return-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToRoute } from '../../lib/api/call-route.ts';
import { accountKeys } from '../accounts/account-query-keys.ts';
import { taxReturnKeys } from './tax-return-keys.ts';

/**
 * `POST accounts/{id}/tax-returns/{returnId}/paid` with the bank receipt as `file`: the customer
 * says an accrual is paid; it waits for the advisor's confirmation. The server's message is the
 * notification; the returns and "needs your action" are read again.
 */
export function useReportTaxPayment(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      returnId,
      file,
      onProgress,
    }: {
      returnId: number;
      file: File;
      onProgress?: (fraction: number) => void;
    }) => {
      const body = new FormData();
      body.append('file', file);
      return uploadToRoute(
        reportTaxPaymentRoute,
        { params: { id: accountId, returnId }, body },
        onProgress ? { onProgress } : {},
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: taxReturnKeys.account(accountId) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.actions(accountId) });
    },
  });
}
