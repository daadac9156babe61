import { IDEMPOTENCY_HEADER } from '@portal/contracts/payments/payment-schemas';
import {
  cancelSubscriptionRoute,
  changeSubscriptionCardRoute,
  getSubscriptionsRoute,
  resumeSubscriptionRoute,
} from '@portal/contracts/payments/subscription-routes';
import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../accounts/account-query-keys.ts';
import { callRoute } from '../api/call-route.ts';
import type { TCardBody } from './pay.ts';

function subscriptionsQuery(accountId: number) {
  return queryOptions({
    queryKey: accountKeys.subscriptions(accountId),
    // Silent: the page shows the failure in place, with a retry.
    queryFn: ({ signal }) =>
      callRoute(getSubscriptionsRoute, { params: { id: accountId } }, { signal, silent: true }),
  });
}

/** `GET accounts/{id}/subscriptions`: the company's subscriptions with their charges. */
export function useSubscriptions(accountId: number | undefined) {
  return useQuery({ ...subscriptionsQuery(accountId ?? 0), enabled: accountId !== undefined });
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
  const store = useStoreSubscription();
  return useMutation({
    mutationFn: ({ accountId, subscriptionId }: TSubscriptionRef) =>
      callRoute(action === 'cancel' ? cancelSubscriptionRoute : resumeSubscriptionRoute, {
        params: { id: accountId, subscriptionId },
      }),
    onSuccess: (changed, { accountId }) => store(accountId, changed),
  });
}

/**
 * `PUT accounts/{id}/subscriptions/{subscriptionId}/card` with the card form's Idempotency-Key.
 * Silent: the card form shows a refusal next to its fields.
 */
export function useChangeCard() {
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
        { params: { id: accountId, subscriptionId }, body: card },
        { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, silent: true },
      ),
    // The variables hold the card number and CVC: forget the finished mutation at once.
    gcTime: 0,
    onSuccess: (changed, { accountId }) => store(accountId, changed),
  });
}

/** One subscription's charges, read from the company's list (one request for the whole page). */
export function useSubscriptionCharges(accountId: number, subscriptionId: number) {
  return useQuery({
    ...subscriptionsQuery(accountId),
    select: (list) => list.find((subscription) => subscription.id === subscriptionId)?.charges ?? [],
  });
}
