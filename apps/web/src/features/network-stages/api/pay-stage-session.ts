import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, invoiceKeys } from '../../../domains/accounts/account-query-keys.ts';
import { pay, type TCardBody } from '../../../domains/payments/pay.ts';
import { stageKeys } from './stage-keys.ts';

export type TPayStageSession = {
  accountId: number;
  /** The conference-hour product the booking names (`product_id`). */
  productId: number;
  /** The held session this payment confirms. */
  sessionId: number;
  /** The product's add-ons (live stream, catering) paid in the same charge. */
  addOnIds: readonly number[];
  /** The card typed in the form; null charges the card the network line's subscription keeps. */
  card: TCardBody | null;
  /** One per opened card form or per click on the card on file: a repeat answers the first outcome. */
  idempotencyKey: string;
  /** The portal page the bank's 3-D Secure page sends the payer back to. */
  returnTo: string;
  /** The sale's pre-information form and contract accepted, by the hash of the texts shown. */
  salesTermsHash?: string;
};

/**
 * `POST brands/7/products/{conference-hour}/buy` (or `…/buy/card-on-file`) with `session_id`,
 * through the shared `pay`: the payment confirms the held session. Silent: the card form and the
 * page show a decline (402), an expired hold (409) or an outage (503) in place.
 */
function payStageSession({ productId, ...payment }: TPayStageSession) {
  return pay({ ...payment, kind: 'buy', product: { type: NETWORK_LINE.id, id: productId } });
}

export function usePayStageSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payStageSession,
    // The variables hold the card number and CVC: not kept in the cache once done.
    gcTime: 0,
    onSuccess: (result) => {
      if (result.status === 'pending') return;
      void queryClient.invalidateQueries({ queryKey: stageKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
    // A refusal may mean the hold ran out: the bookings say how it stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: stageKeys.all }),
  });
}
