import type { ZAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';
import { isProductLine, type TProductLine } from '@portal/contracts/accounts/product-lines';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { invoiceTotals } from '@portal/contracts/payments/invoice-totals';
import { PAYMENT_DECLINE_CODES } from '@portal/contracts/payments/payment-schemas';
import {
  suspensionAt,
  type TSubscription,
  type TSubscriptionCardResult,
  type ZSubscriptionCardRequest,
} from '@portal/contracts/payments/subscriptions';
import { LINE_STAFF_AREA, refundArea, type TStaffArea } from '@portal/contracts/staff/staff-areas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { requireCustomerPermission } from '../../plugins/auth/authenticate.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import { authorizeStaffArea } from '../accounts/account-access.ts';
import { reachableAccount } from '../accounts/service.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findCatalogueProducts } from '../products/service.ts';
import { cardDetailsOf, providerCardOf } from './card-fields.ts';
import { challengeAddresses, challengeTokenHash, newChallengeToken } from './challenge-token.ts';
import { declineBudget } from './decline-budget.ts';
import {
  logProviderFailure,
  type TChallenge,
  type TPaymentProvider,
  type TStoreCardResult,
} from './payment-provider.ts';
import { declineAnswer, isPacket, toCardBrand } from './payment-rules.ts';
import { findPaymentRef, insertCreditNote } from './repository.ts';
import {
  endNow,
  findCharges,
  findRenewalLines,
  findSubscription,
  findSubscriptions,
  insertCardChallenge,
  insertStoredCard,
  setCancelAt,
  setNextProduct,
  type TCardToKeep,
  type TSubscriptionRow,
  useCard,
} from './subscription-repository.ts';

type TSubscriptionsApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'rateLimiter' | 'config'>;
type TScope = z.output<typeof ZAccountScopeQuery>;

/** `GET accounts/{id}/subscriptions`: the company's members, and staff who reach it. */
export async function listSubscriptions(
  app: TSubscriptionsApp,
  auth: TAuth,
  accountId: number,
  scope: TScope,
  language: TLanguage,
): Promise<TSubscription[]> {
  await reachableAccount(app, auth, accountId, scope, 'read');
  return presentAll(app, accountId, language);
}

async function presentAll(
  app: TSubscriptionsApp,
  accountId: number,
  language: TLanguage,
): Promise<TSubscription[]> {
  const rows = await findSubscriptions(app.db, accountId, language);
  const nextIds = rows.flatMap((row) => (row.nextProductId === null ? [] : [row.nextProductId]));
  const [charges, lines, nextProducts] = await Promise.all([
    findCharges(
      app.db,
      rows.map((row) => row.id),
    ),
    findRenewalLines(
      app.db,
      accountId,
      rows.map((row) => row.productId),
      language,
    ),
    nextIds.length > 0 ? findCatalogueProducts(app.db, { ids: nextIds }, language) : [],
  ]);
  return rows.map((row) => {
    const totals = invoiceTotals(
      lines
        .filter((line) => line.packetId === row.productId)
        .map((line) => ({ unit_price: line.unitPrice, quantity: 1 })),
    );
    const suspendsAt =
      row.status === 'suspended'
        ? row.suspendedAt
        : row.status === 'payment_due' && row.paymentDueSince
          ? suspensionAt(row.paymentDueSince)
          : null;
    return {
      id: row.id,
      account_id: row.accountId,
      product: { id: row.productId, name: row.productName, brand_id: row.brandId },
      next_product:
        nextProducts
          .filter((product) => product.id === row.nextProductId)
          .map((product) => ({ id: product.id, name: product.name }))[0] ?? null,
      status: row.status,
      price: totals.subtotal,
      total: totals.total,
      current_period_start: row.currentPeriodStart.toISOString(),
      current_period_end: row.currentPeriodEnd.toISOString(),
      next_payment_at: row.nextPaymentAt?.toISOString() ?? null,
      cancel_at: row.cancelAt?.toISOString() ?? null,
      payment_due_since: row.paymentDueSince?.toISOString() ?? null,
      suspends_at: suspendsAt?.toISOString() ?? null,
      card: row.card
        ? {
            brand: toCardBrand(row.card.brand),
            last4: row.card.last4,
            expire_month: row.card.expireMonth,
            expire_year: row.card.expireYear,
          }
        : null,
      charges: charges
        .filter((charge) => charge.subscriptionId === row.id)
        .map((charge) => ({
          id: charge.id,
          period_start: charge.periodStart.toISOString(),
          period_end: charge.periodEnd.toISOString(),
          status: charge.status,
          amount: charge.amount,
          attempts: charge.attempts,
          failure_code: PAYMENT_DECLINE_CODES.find((code) => code === charge.failureCode) ?? null,
          invoice_id: charge.invoiceId,
          invoice_number: charge.invoiceNumber,
          credit_note:
            charge.creditNoteId !== null && charge.creditNoteNumber !== null
              ? { id: charge.creditNoteId, number: charge.creditNoteNumber }
              : null,
          charged_at: charge.chargedAt.toISOString(),
        })),
    };
  });
}

/**
 * Who may change a subscription: the company's customers with the permission that buys packets,
 * or its staff (its advisor or secretary, an admin), whose change is audited.
 */
async function changeableSubscription(
  app: TSubscriptionsApp,
  auth: TAuth,
  accountId: number,
  subscriptionId: number,
  scope: TScope,
  areaOf: (line: TProductLine) => TStaffArea = (line) => LINE_STAFF_AREA[line],
): Promise<{ subscription: TSubscriptionRow; byStaff: boolean }> {
  const byStaff = isStaffRole(auth.roles[0]?.name);
  if (!byStaff) requireCustomerPermission(auth, PERMISSIONS.cantBuyProducts);
  // A customer member changes what the company pays for only with the 'pay' switch (issue 16).
  const account = await reachableAccount(app, auth, accountId, scope, byStaff ? 'changeStatus' : 'pay');
  const subscription = await findSubscription(app.db, accountId, subscriptionId);
  if (!subscription) throw new HttpError(404, 'errors.notFound');
  // Staff change only the line they serve: the office desk does not touch the accountant packet.
  if (isProductLine(subscription.brandId)) authorizeStaffArea(auth, account, areaOf(subscription.brandId));
  return { subscription, byStaff };
}

async function presentOne(app: TSubscriptionsApp, accountId: number, id: number, language: TLanguage) {
  const found = (await presentAll(app, accountId, language)).find((subscription) => subscription.id === id);
  if (!found) throw new HttpError(404, 'errors.notFound');
  return found;
}

/**
 * `POST …/cancel`: takes effect at the end of the month last paid (FAQ); nothing is charged
 * after it. A line whose renewal is unpaid has no paid month left: it ends at once.
 */
export async function cancelSubscription(
  app: TSubscriptionsApp,
  auth: TAuth,
  accountId: number,
  subscriptionId: number,
  scope: TScope,
  language: TLanguage,
): Promise<TSubscription> {
  const { subscription, byStaff } = await changeableSubscription(app, auth, accountId, subscriptionId, scope);
  if (subscription.status === 'cancelled' || subscription.cancelAt) {
    throw new HttpError(409, 'subscriptions.notCancellable');
  }
  const now = app.now();
  const endsAt = subscription.status === 'active' ? subscription.currentPeriodEnd : now;
  await app.db.transaction(async (tx) => {
    if (endsAt <= now) await endNow(tx, subscription, now);
    else if (!(await setCancelAt(tx, subscription.id, endsAt, null))) {
      throw new HttpError(409, 'subscriptions.notCancellable');
    }
    if (byStaff) {
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'subscription.cancelled',
        subjectType: 'subscription',
        subjectId: subscription.id,
        accountId,
        before: { status: subscription.status, cancel_at: null },
        after: { cancel_at: endsAt.toISOString() },
      });
    }
  });
  return presentOne(app, accountId, subscription.id, language);
}

/**
 * `PUT …/packet`: the packet the next period renews with (an upgrade takes effect then, so the
 * month paid is never re-priced); null keeps the current one. Another active packet of the same
 * line only, on a subscription that goes on.
 */
export async function changeSubscriptionPacket(
  app: TSubscriptionsApp,
  auth: TAuth,
  input: {
    accountId: number;
    subscriptionId: number;
    productId: number | null;
    scope: TScope;
    language: TLanguage;
  },
): Promise<TSubscription> {
  const { accountId, subscriptionId, productId, scope, language } = input;
  const { subscription, byStaff } = await changeableSubscription(app, auth, accountId, subscriptionId, scope);
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
        accountId,
        before: { next_product_id: subscription.nextProductId },
        after: { next_product_id: next },
      });
    }
  });
  return presentOne(app, accountId, subscription.id, language);
}

/** `POST …/resume`: undoes a cancellation before it takes effect; the renewal is due again. */
export async function resumeSubscription(
  app: TSubscriptionsApp,
  auth: TAuth,
  accountId: number,
  subscriptionId: number,
  scope: TScope,
  language: TLanguage,
): Promise<TSubscription> {
  const { subscription, byStaff } = await changeableSubscription(app, auth, accountId, subscriptionId, scope);
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
        accountId,
        before: { cancel_at: subscription.cancelAt?.toISOString() ?? null },
        after: { cancel_at: null },
      });
    }
  });
  return presentOne(app, accountId, subscription.id, language);
}

/**
 * `PUT …/card`: the provider checks the new card (a zero-amount authorisation) and keeps it; the
 * renewals use it from now on. A refusal spends the same decline budget as a payment.
 */
export async function changeSubscriptionCard(
  app: TSubscriptionsApp,
  provider: TPaymentProvider,
  auth: TAuth,
  input: {
    accountId: number;
    subscriptionId: number;
    scope: TScope;
    body: z.output<typeof ZSubscriptionCardRequest>;
    idempotencyKey: string;
    ip: string;
    language: TLanguage;
  },
): Promise<TSubscriptionCardResult> {
  const { subscription } = await changeableSubscription(
    app,
    auth,
    input.accountId,
    input.subscriptionId,
    input.scope,
  );
  if (subscription.status === 'cancelled') throw new HttpError(409, 'subscriptions.notCancellable');
  const { body } = input;
  const budget = declineBudget(app, auth, input.accountId, input.ip);
  await budget.reserve();
  const challengeToken = newChallengeToken();
  const challenge = challengeAddresses(app.config.appUrl, challengeToken);
  let result: TStoreCardResult | TChallenge;
  try {
    result = await provider.storeCard({
      card: providerCardOf(body),
      idempotencyKey: `card-${subscription.id}-${input.idempotencyKey}`,
      challengeCallbackUrl: challenge.callback,
    });
  } catch (error) {
    logProviderFailure(app, provider, null, error);
    result = { ok: false, code: 'provider_unavailable' };
  }
  const card = cardDetailsOf(body);
  if ('challenge' in result) {
    // The bank asks the payer first: the card waits for its answer (payment-challenges.ts).
    await budget.release();
    await insertCardChallenge(app.db, {
      subscriptionId: subscription.id,
      userId: auth.user.id,
      tokenHash: challengeTokenHash(challengeToken),
      providerRef: result.challenge.providerRef,
      page: result.challenge.page,
      returnTo: body.return_to ?? `/${input.language}`,
      cardBrand: card.brand,
      cardLast4: card.last4,
      expireMonth: card.expireMonth,
      expireYear: card.expireYear,
    });
    const current = await presentOne(app, input.accountId, subscription.id, input.language);
    return { ...current, challenge_url: challenge.page };
  }
  if (!result.ok) {
    // Only a refusal spends the budget: an outage gives the attempt back.
    if (result.code === 'provider_unavailable') await budget.release();
    const { status, messageKey } = declineAnswer(result.code);
    throw new HttpError(status, messageKey);
  }
  await budget.release();
  await keepCardFor(
    app.db,
    subscription.id,
    input.accountId,
    { provider: provider.name, token: result.cardToken, ...card },
    auth.user.id,
  );
  return {
    ...(await presentOne(app, input.accountId, subscription.id, input.language)),
    challenge_url: null,
  };
}

/** The card becomes the one the subscription's renewals charge. */
export async function keepCardFor(
  db: TDatabase,
  subscriptionId: number,
  accountId: number,
  card: TCardToKeep,
  addedBy: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const cardId = await insertStoredCard(tx, accountId, card, addedBy);
    await useCard(tx, subscriptionId, cardId);
  });
}

/**
 * `POST …/charges/{chargeId}/refund`: staff give a paid charge back in full. The provider refunds
 * first (its key is the invoice, so a retry refunds once); the credit note then takes the next
 * number of its own series, one per invoice (a unique key: a second refund is refused). Audited.
 */
export async function refundCharge(
  app: TSubscriptionsApp,
  provider: TPaymentProvider,
  auth: TAuth,
  input: { accountId: number; subscriptionId: number; chargeId: number; scope: TScope; language: TLanguage },
): Promise<{ subscription: TSubscription; creditNoteNumber: string }> {
  if (!isStaffRole(auth.roles[0]?.name)) throw new HttpError(403, 'subscriptions.refundStaffOnly');
  const { subscription } = await changeableSubscription(
    app,
    auth,
    input.accountId,
    input.subscriptionId,
    input.scope,
    refundArea,
  );
  const charge = (await findCharges(app.db, [subscription.id])).find((row) => row.id === input.chargeId);
  if (!charge) throw new HttpError(404, 'errors.notFound');
  const paid = charge.paymentId !== null ? await findPaymentRef(app.db, charge.paymentId) : null;
  if (
    charge.status !== 'succeeded' ||
    charge.invoiceId === null ||
    charge.creditNoteId !== null ||
    !paid?.providerRef
  ) {
    throw new HttpError(409, 'subscriptions.notRefundable');
  }
  const refunded = await provider
    .refund({
      providerRef: paid.providerRef,
      amountKurus: paid.amount,
      idempotencyKey: `refund-${charge.invoiceId}`,
    })
    .catch(() => ({ ok: false as const, code: 'provider_unavailable' as const }));
  if (!refunded.ok) throw new HttpError(503, 'subscriptions.refundFailed');

  const now = app.now();
  const invoiceId = charge.invoiceId;
  const number = await app.db.transaction(async (tx) => {
    const issued = await insertCreditNote(tx, {
      invoiceId,
      accountId: input.accountId,
      amount: paid.amount,
      providerRef: refunded.providerRef,
      createdBy: auth.user.id,
      at: now,
      year: todayInIstanbul(now).slice(0, 4),
    });
    if (!issued) throw new HttpError(409, 'subscriptions.notRefundable');
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'subscription.refunded',
      subjectType: 'subscription',
      subjectId: subscription.id,
      accountId: input.accountId,
      before: { charge_id: charge.id, invoice: charge.invoiceNumber },
      after: { credit_note: issued.number, amount: paid.amount },
    });
    return issued.number;
  });
  return {
    subscription: await presentOne(app, input.accountId, subscription.id, input.language),
    creditNoteNumber: number,
  };
}
