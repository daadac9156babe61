import type { TAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';
import { IDEMPOTENCY_HEADER } from '@portal/contracts/payments/payment-schemas';
import {
  cancelSubscriptionRoute,
  changeSubscriptionCardRoute,
  changeSubscriptionPacketRoute,
  getSubscriptionsRoute,
  refundSubscriptionChargeRoute,
  resumeSubscriptionRoute,
} from '@portal/contracts/payments/subscription-routes';
import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { callRoute } from '../../lib/api/call-route.ts';
import { accountKeys } from '../accounts/account-query-keys.ts';
import type { TCardBody } from './pay.ts';

/**
 * How the caller reaches the company, sent with every subscription call below it: none for the
 * company's customers, `{ all: '1' }` for its staff (whose changes the server audits). A context
 * rather than an argument: the shared card and its charges table call these hooks themselves, and
 * a charges table refetching without the scope would be refused.
 */
export const SubscriptionScope = createContext<TAccountScopeQuery | undefined>(undefined);

// One key whoever asks: the scope changes who may read the list, not what it holds.
function subscriptionsQuery(accountId: number, scope: TAccountScopeQuery | undefined) {
  return queryOptions({
    queryKey: accountKeys.subscriptions(accountId),
    // Silent: the page shows the failure in place, with a retry.
    queryFn: ({ signal }) =>
      callRoute(getSubscriptionsRoute, { params: { id: accountId }, query: scope }, { signal, silent: true }),
  });
}

/** `GET accounts/{id}/subscriptions`: the company's subscriptions with their charges. */
export function useSubscriptions(accountId: number | undefined) {
  const scope = useContext(SubscriptionScope);
  return useQuery({ ...subscriptionsQuery(accountId ?? 0, scope), enabled: accountId !== undefined });
}

type TSubscriptionRef = { accountId: number; subscriptionId: number };

/** Puts the changed subscription in the list at once; the company (its status) is read again. */
function useStoreSubscription() {
  const queryClient = useQueryClient();
  return (accountId: number, changed: TSubscription) => {
    queryClient.setQueryData<TSubscription[]>(accountKeys.subscriptions(accountId), (list) =>
      list?.map((subscription) => (subscription.id === changed.id ? changed : subscription)),
    );
    // Exact: the list below that key already holds the change.
    void queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId), exact: true });
  };
}

/** `POST accounts/{id}/subscriptions/{subscriptionId}/cancel` or `/resume`. */
export function useCancelOrResume(action: 'cancel' | 'resume') {
  const scope = useContext(SubscriptionScope);
  const store = useStoreSubscription();
  return useMutation({
    mutationFn: ({ accountId, subscriptionId }: TSubscriptionRef) =>
      callRoute(action === 'cancel' ? cancelSubscriptionRoute : resumeSubscriptionRoute, {
        params: { id: accountId, subscriptionId },
        query: scope,
      }),
    onSuccess: (changed, { accountId }) => store(accountId, changed),
  });
}

/**
 * `PUT accounts/{id}/subscriptions/{subscriptionId}/card` with the card form's Idempotency-Key.
 * Silent: the card form shows a refusal next to its fields.
 */
export function useChangeCard() {
  const scope = useContext(SubscriptionScope);
  const store = useStoreSubscription();
  return useMutation({
    mutationFn: ({
      accountId,
      subscriptionId,
      card,
      idempotencyKey,
    }: TSubscriptionRef & { card: TCardBody; idempotencyKey: string }) =>
      callRoute(
        changeSubscriptionCardRoute,
        {
          params: { id: accountId, subscriptionId },
          query: scope,
          // Back to this page after the bank's 3-D Secure page, should the bank ask.
          body: { ...card, return_to: `${window.location.pathname}${window.location.search}` },
        },
        { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, silent: true },
      ),
    // The variables hold the card number and CVC: forget the finished mutation at once.
    gcTime: 0,
    onSuccess: (changed, { accountId }) => store(accountId, changed),
  });
}

/** `PUT accounts/{id}/subscriptions/{subscriptionId}/packet`: the packet of the next period (null: keep). */
export function useChangePacket() {
  const scope = useContext(SubscriptionScope);
  const store = useStoreSubscription();
  return useMutation({
    mutationFn: ({ accountId, subscriptionId, productId }: TSubscriptionRef & { productId: number | null }) =>
      callRoute(changeSubscriptionPacketRoute, {
        params: { id: accountId, subscriptionId },
        query: scope,
        body: { product_id: productId },
      }),
    onSuccess: (changed, { accountId }) => store(accountId, changed),
  });
}

/** One subscription's charges, read from the company's list (one request for the whole page). */
export function useSubscriptionCharges(accountId: number, subscriptionId: number) {
  const scope = useContext(SubscriptionScope);
  return useQuery({
    ...subscriptionsQuery(accountId, scope),
    select: (list) => list.find((subscription) => subscription.id === subscriptionId)?.charges ?? [],
  });
}

/** `POST …/charges/{chargeId}/refund` (staff): the charge given back, with its credit note. */
export function useRefundCharge() {
  const scope = useContext(SubscriptionScope);
  const store = useStoreSubscription();
  return useMutation({
    mutationFn: ({ accountId, subscriptionId, chargeId }: TSubscriptionRef & { chargeId: number }) =>
      callRoute(refundSubscriptionChargeRoute, {
        params: { id: accountId, subscriptionId, chargeId },
        query: scope,
      }),
    onSuccess: (changed, { accountId }) => store(accountId, changed),
  });
}
