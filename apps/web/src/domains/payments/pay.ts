import type { ZCardFields } from '@portal/contracts/payments/card';
import {
  payForAddOnRoute,
  payForAddOnWithCardOnFileRoute,
  payForSubscriptionRoute,
  payForSubscriptionWithCardOnFileRoute,
} from '@portal/contracts/payments/payment-routes';
import { IDEMPOTENCY_HEADER, type TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import type { TProductType } from '@portal/contracts/products/product-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../lib/api/call-route.ts';
import { accountKeys, invoiceKeys } from '../accounts/account-query-keys.ts';

/** The card fields as the shared schema shapes them: the number in digits only, the name trimmed. */
export type TCardBody = z.output<typeof ZCardFields>;

/**
 * `subscription`: a monthly packet (with the add-ons saved in `additional_services`, or for the
 * office line those given in `addOnIds`); `buy`: a one-off add-on.
 */
export type TPaymentKind = 'subscription' | 'buy';

export type TPaymentProduct = { type: TProductType; id: number };

export type TPayVariables = {
  product: TPaymentProduct;
  kind: TPaymentKind;
  accountId: number;
  /**
   * The card typed in the form; null charges the card the company keeps (a buy: its line's; a new
   * packet: its line's, else the one its other packet renews from).
   */
  card: TCardBody | null;
  /** A buy's other add-ons, or the add-ons chosen with an office packet, paid in the same charge. */
  addOnIds?: readonly number[];
  /** One per opened card form (see `useIdempotencyKey`): a repeated call answers the first outcome. */
  idempotencyKey: string;
  /** The portal page the bank's 3-D Secure page sends the payer back to. */
  returnTo: string;
  /** The network's conference hour (a buy): the held stage session the payment confirms. */
  sessionId?: number;
  /** A new sale: its pre-information form and contract accepted, by the hash of the texts shown. */
  salesTermsHash?: string;
};

/**
 * `POST brands/{type}/products/{id}/subscription|buy` {card fields, account_id} with the
 * Idempotency-Key header. Silent: the card form shows a decline (402, the server's translated
 * message), an outage (503) or a timeout inside itself, next to the fields the person can fix.
 * The success message still shows as a notification.
 */
export function pay({
  product,
  kind,
  accountId,
  card,
  addOnIds,
  idempotencyKey,
  returnTo,
  sessionId,
  salesTermsHash,
}: TPayVariables): Promise<TPaymentResult> {
  const options = { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, silent: true };
  const accepted = salesTermsHash ? { accept_sales_terms: true, sales_terms_hash: salesTermsHash } : {};
  const common = { account_id: accountId, return_to: returnTo, ...accepted };
  const add_on_ids = addOnIds && addOnIds.length > 0 ? [...addOnIds] : undefined;
  if (kind === 'subscription') {
    return card
      ? callRoute(
          payForSubscriptionRoute,
          { params: product, body: { ...card, ...common, add_on_ids } },
          options,
        )
      : callRoute(
          payForSubscriptionWithCardOnFileRoute,
          { params: product, body: { ...common, add_on_ids } },
          options,
        );
  }
  const buy = { ...common, add_on_ids, session_id: sessionId };
  return card
    ? callRoute(payForAddOnRoute, { params: product, body: { ...card, ...buy } }, options)
    : callRoute(payForAddOnWithCardOnFileRoute, { params: product, body: buy }, options);
}

export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pay,
    // The variables hold the card number and CVC: drop the finished mutation from the cache at
    // once instead of keeping it for the default five minutes.
    gcTime: 0,
    onSuccess: (result) => {
      // Waiting for the bank's page: nothing changed yet.
      if (result.status === 'pending') return;
      // The account's status and products changed, and a new invoice exists.
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}
