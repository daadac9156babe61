import { getSalesTermsRoute } from '@portal/contracts/payments/payment-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';
import { useLanguage } from '../../lib/use-language.ts';
import type { TPaymentKind, TPaymentProduct } from './pay.ts';

/** The order a sale's documents are written for: as the payment will charge it. */
export type TSalesOrder = {
  accountId: number;
  product: TPaymentProduct;
  kind: TPaymentKind;
  addOnIds?: readonly number[] | undefined;
  /** The network's conference hour: the held stage session it pays. */
  sessionId?: number | undefined;
};

/** Apart from the company's own keys: a payment refreshes those, and a paid order has no terms left. */
function salesTermsKey(order: TSalesOrder, language: string) {
  const addOns = [...(order.addOnIds ?? [])].sort((a, b) => a - b).join(',');
  return [
    'sales-terms',
    order.accountId,
    order.product.type,
    order.product.id,
    order.kind,
    addOns,
    order.sessionId ?? null,
    language,
  ];
}

/**
 * `GET brands/{type}/products/{id}/sales-terms`: the pre-information form and the distance sales
 * contract of the order, in the page's language, whether the payment needs them accepted, their
 * hash, the renewal day and the card on file. Silent: the payment form shows a failure in place.
 */
export function useSalesTerms(order: TSalesOrder, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: salesTermsKey(order, language),
    queryFn: ({ signal }) =>
      callRoute(
        getSalesTermsRoute,
        {
          params: order.product,
          query: {
            account_id: order.accountId,
            kind: order.kind,
            ...(order.addOnIds && order.addOnIds.length > 0 ? { add_on_ids: order.addOnIds.join(',') } : {}),
            ...(order.sessionId === undefined ? {} : { session_id: order.sessionId }),
          },
        },
        { signal, silent: true },
      ),
    enabled,
    // The texts depend on the day (the renewal date): read again after a while on an open page.
    staleTime: 5 * 60_000,
  });
}
