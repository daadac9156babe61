import { z } from 'zod';
import { ZAccountParams } from '../accounts/account-routes.ts';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import {
  ZSubscription,
  ZSubscriptionCardRequest,
  ZSubscriptionCardResult,
  ZSubscriptionPacketRequest,
} from './subscriptions.ts';

const ZSubscriptionParams = z.object({ id: ZRecordId, subscriptionId: ZRecordId });

const SUBSCRIPTION = {
  tags: ['payments'],
  auth: 'required',
  query: ZAccountScopeQuery,
} as const;

export const getSubscriptionsRoute = defineRoute({
  ...SUBSCRIPTION,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  method: 'GET',
  path: '/accounts/:id/subscriptions',
  summary:
    "A company's subscriptions (one per product line), each with its period, next charge, pending cancellation, card on file and charges",
  params: ZAccountParams,
  result: z.array(ZSubscription),
  failures: [401, 403, 404, 422],
});

/** A customer changes a subscription by paying for it (their `pay` switch); staff by changing its status. */
const CHANGE_SUBSCRIPTION = {
  kind: 'account',
  account: 'params.id',
  customerPermission: PERMISSIONS.cantBuyProducts,
  staffView: 'asked',
  action: 'pay',
  staffAction: 'changeStatus',
} as const;

export const cancelSubscriptionRoute = defineRoute({
  ...SUBSCRIPTION,
  access: CHANGE_SUBSCRIPTION,
  method: 'POST',
  path: '/accounts/:id/subscriptions/:subscriptionId/cancel',
  summary:
    'Cancels at the end of the month last paid (`cancel_at`); nothing is charged after it. Undo with `resume` until then',
  params: ZSubscriptionParams,
  result: ZSubscription,
  failures: [401, 403, 404, 409, 422],
});

export const resumeSubscriptionRoute = defineRoute({
  ...SUBSCRIPTION,
  access: CHANGE_SUBSCRIPTION,
  method: 'POST',
  path: '/accounts/:id/subscriptions/:subscriptionId/resume',
  summary: 'Undoes a cancellation that has not taken effect yet',
  params: ZSubscriptionParams,
  result: ZSubscription,
  failures: [401, 403, 404, 409, 422],
});

export const changeSubscriptionPacketRoute = defineRoute({
  ...SUBSCRIPTION,
  access: CHANGE_SUBSCRIPTION,
  method: 'PUT',
  path: '/accounts/:id/subscriptions/:subscriptionId/packet',
  summary:
    'Changes the packet from the next period (an upgrade): the next renewal charges the new packet at its price; `product_id: null` keeps the current one. Another active packet of the same line only (422); not on a cancelled or cancelling subscription (409)',
  params: ZSubscriptionParams,
  body: ZSubscriptionPacketRequest,
  result: ZSubscription,
  failures: [401, 403, 404, 409, 422],
});

export const changeSubscriptionCardRoute = defineRoute({
  ...SUBSCRIPTION,
  access: CHANGE_SUBSCRIPTION,
  method: 'PUT',
  path: '/accounts/:id/subscriptions/:subscriptionId/card',
  summary:
    'Keeps another card for the renewals: the provider checks it with a zero-amount authorisation and keeps it; only its brand, last four digits and expiry are stored here',
  description:
    'Send an `Idempotency-Key` header, as for a payment. When the bank asks the payer to confirm the card (3-D Secure), the answer carries `challenge_url`: the card changes once the bank approves. A refused card answers 402 with its message and spends the same decline budget as a payment; a provider outage answers 503.',
  params: ZSubscriptionParams,
  body: ZSubscriptionCardRequest,
  result: ZSubscriptionCardResult,
  failures: [400, 401, 402, 403, 404, 409, 422, 429, 503],
});

const ZSubscriptionChargeParams = ZSubscriptionParams.extend({ chargeId: ZRecordId });

export const refundSubscriptionChargeRoute = defineRoute({
  ...SUBSCRIPTION,
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'staff',
    refusal: 'subscriptions.refundStaffOnly',
    staffView: 'asked',
    action: 'changeStatus',
  },
  method: 'POST',
  path: '/accounts/:id/subscriptions/:subscriptionId/charges/:chargeId/refund',
  summary:
    'Staff give a paid charge back in full through the provider and issue its credit note (audited); customers get 403',
  params: ZSubscriptionChargeParams,
  result: ZSubscription,
  failures: [401, 403, 404, 409, 422, 503],
});
