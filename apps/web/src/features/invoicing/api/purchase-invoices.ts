import { listPurchaseInvoicesRoute } from '@portal/contracts/purchase-invoices/purchase-invoice-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { invoicingKeys, type TBooksTarget } from './invoicing-keys.ts';

/**
 * `GET accounts/{id}/purchase-invoices?counterparty_id&open=true`: a supplier's invoices with
 * something open, oldest due first (what a payment is set against). Silent: the form shows a failure.
 */
export function useOpenPurchaseInvoices(
  target: TBooksTarget,
  counterpartyId: number,
  perPage: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: invoicingKeys.purchaseInvoices(target.accountId, counterpartyId),
    queryFn: ({ signal }) =>
      callRoute(
        listPurchaseInvoicesRoute,
        {
          params: { id: target.accountId },
          query: {
            ...target.scope,
            counterparty_id: counterpartyId,
            open: 'true',
            page: 1,
            per_page: perPage,
          },
        },
        { signal, silent: true },
      ),
    enabled,
  });
}
