import { isProductLine } from '@portal/contracts/accounts/product-lines';
import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import type { TProductLine } from '@portal/contracts/product-lines/registry';
import { LINE_STAFF_AREA, type TStaffArea } from '@portal/contracts/staff/staff-areas';
import type { TAuth } from '../../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { recordAudit } from '../../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../../plugins/route-account.ts';
import { authorizeStaffArea } from '../../accounts/account-access-service.ts';
import { findCatalogueProducts } from '../../products/service.ts';
import { isPacket } from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import { endSubscriptionNow } from './subscription-lifecycle.ts';
import { presentSubscription, presentSubscriptions } from './subscription-presenter.ts';
import {
  findSubscription,
  setCancelAt,
  setNextProduct,
  type TSubscriptionRow,
} from './subscription-repository.ts';

/** `GET accounts/{id}/subscriptions`, of the company the route reached (its members, staff who reach it). */
export async function listSubscriptions(
  app: TPaymentsApp,
  account: TReachedAccount,
  language: TLanguage,
): Promise<TSubscription[]> {
  return presentSubscriptions(app, account.id, language);
}

/**
 * A subscription of the company the route reached, to change: its contract lets the company's
 * customers with the permission that buys packets (and its 'pay' switch, issue 16) or its staff
 * (its advisor or secretary, an admin) through; a change by staff is audited.
 */
export async function changeableSubscription(
  app: TPaymentsApp,
  auth: TAuth,
  account: TReachedAccount,
  subscriptionId: number,
  areaOf: (line: TProductLine) => TStaffArea = (line) => LINE_STAFF_AREA[line],
): Promise<{ subscription: TSubscriptionRow; byStaff: boolean }> {
  const byStaff = isStaffRole(auth.roles[0]?.name);
  const subscription = await findSubscription(app.db, account.id, subscriptionId);
  if (!subscription) throw new HttpError(404, 'errors.notFound');
  // Staff change only the line they serve: the office desk does not touch the accountant packet.
  if (isProductLine(subscription.brandId)) authorizeStaffArea(auth, account, areaOf(subscription.brandId));
  return { subscription, byStaff };
}

/**
 * `POST …/cancel`: takes effect at the end of the month last paid (FAQ); nothing is charged
 * after it. A line whose renewal is unpaid has no paid month left: it ends at once.
 */
export async function cancelSubscription(
  app: TPaymentsApp,
  auth: TAuth,
  account: TReachedAccount,
  subscriptionId: number,
  language: TLanguage,
): Promise<TSubscription> {
  const { subscription, byStaff } = await changeableSubscription(app, auth, account, subscriptionId);
  if (subscription.status === 'cancelled' || subscription.cancelAt) {
    throw new HttpError(409, 'subscriptions.notCancellable');
  }
  const now = app.now();
  const endsAt = subscription.status === 'active' ? subscription.currentPeriodEnd : now;
  await app.db.transaction(async (tx) => {
    if (endsAt <= now) await endSubscriptionNow(tx, subscription, now);
    else if (!(await setCancelAt(tx, subscription.id, endsAt, null))) {
      throw new HttpError(409, 'subscriptions.notCancellable');
    }
    if (byStaff) {
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'subscription.cancelled',
        subjectType: 'subscription',
        subjectId: subscription.id,
        accountId: account.id,
        before: { status: subscription.status, cancel_at: null },
        after: { cancel_at: endsAt.toISOString() },
      });
    }
  });
  return presentSubscription(app, account.id, subscription.id, language);
}

/**
 * `PUT …/packet`: the packet the next period renews with (an upgrade takes effect then, so the
 * month paid is never re-priced); null keeps the current one. Another active packet of the same
 * line only, on a subscription that goes on.
 */
export async function changeSubscriptionPacket(
  app: TPaymentsApp,
  auth: TAuth,
  account: TReachedAccount,
  input: { subscriptionId: number; productId: number | null; language: TLanguage },
): Promise<TSubscription> {
  const { subscriptionId, productId, language } = input;
  const { subscription, byStaff } = await changeableSubscription(app, auth, account, subscriptionId);
  if (subscription.status === 'cancelled' || subscription.cancelAt) {
    throw new HttpError(409, 'subscriptions.packetNotChangeable');
  }
  if (productId !== null) {
    const [packet] = await findCatalogueProducts(
      app.db,
      { brandIds: [subscription.brandId], id: productId },
      language,
    );
    if (!packet || !isPacket(packet) || packet.id === subscription.productId) {
      throw new HttpError(422, 'subscriptions.packetInvalid', {
        fields: { product_id: 'subscriptions.packetInvalid' },
      });
    }
  }
  const next = productId === subscription.productId ? null : productId;
  await app.db.transaction(async (tx) => {
    await setNextProduct(tx, subscription.id, next);
    if (byStaff) {
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'subscription.packet_changed',
        subjectType: 'subscription',
        subjectId: subscription.id,
        accountId: account.id,
        before: { next_product_id: subscription.nextProductId },
        after: { next_product_id: next },
      });
    }
  });
  return presentSubscription(app, account.id, subscription.id, language);
}

/** `POST …/resume`: undoes a cancellation before it takes effect; the renewal is due again. */
export async function resumeSubscription(
  app: TPaymentsApp,
  auth: TAuth,
  account: TReachedAccount,
  subscriptionId: number,
  language: TLanguage,
): Promise<TSubscription> {
  const { subscription, byStaff } = await changeableSubscription(app, auth, account, subscriptionId);
  const now = app.now();
  if (subscription.status === 'cancelled' || !subscription.cancelAt || subscription.cancelAt <= now) {
    throw new HttpError(409, 'subscriptions.notResumable');
  }
  await app.db.transaction(async (tx) => {
    if (!(await setCancelAt(tx, subscription.id, null, subscription.currentPeriodEnd))) {
      throw new HttpError(409, 'subscriptions.notResumable');
    }
    if (byStaff) {
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'subscription.resumed',
        subjectType: 'subscription',
        subjectId: subscription.id,
        accountId: account.id,
        before: { cancel_at: subscription.cancelAt?.toISOString() ?? null },
        after: { cancel_at: null },
      });
    }
  });
  return presentSubscription(app, account.id, subscription.id, language);
}
