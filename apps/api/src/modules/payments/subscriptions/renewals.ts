import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { CURRENCY } from '@portal/contracts/common/limits';
import { invoiceTotals, VAT_RATE_PERCENT } from '@portal/contracts/payments/invoice-totals';
import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import { nextDunningRetry, SUSPEND_AFTER_DAYS } from '@portal/contracts/payments/subscriptions';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../../plugins/i18n/messages.ts';
import { languageOfId } from '../../../plugins/i18n/user-language.ts';
import { lineStatusOf, moveLineTo } from '../../accounts/account-lines-service.ts';
import { findHeldMonthlyProducts, type THeldMonthlyProduct } from '../../accounts/held-products-service.ts';
import { findAccountEvenDeleted } from '../../accounts/service.ts';
import {
  markOfficeUsageCharged,
  officeUsageToCharge,
  type TUsageCharge,
} from '../../office-usage/service.ts';
import { issueInvoice } from '../invoices/invoice-service.ts';
import { mailPaymentReceipt } from '../payment-receipts.ts';
import { insertRenewalPayment } from '../payment-repository.ts';
import { oneMonthLater } from '../payment-rules.ts';
import {
  logProviderFailure,
  type TChargeResult,
  type TPaymentProvider,
} from '../providers/payment-provider.ts';
import { findStoredCard, type TStoredCardRow } from './card-repository.ts';
import { claimCharge, markChargeRefused } from './charge-repository.ts';
import { customersOf, mailRefusedRenewal, mailSuspension } from './renewal-mails.ts';
import {
  endCancelledSubscriptions,
  endSubscriptionNow,
  recordPaidPeriod,
  restoreAccountIfSettled,
  switchToNextPacket,
} from './subscription-lifecycle.ts';
import {
  findDueSubscriptions,
  leaseRenewal,
  setDunningState,
  suspendOverdue,
  type TSubscriptionRow,
} from './subscription-repository.ts';

type TRenewalApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'mailer' | 'config'>;

/** The job that renews, retries, suspends and ends subscriptions; the clock starts it every 10 minutes. */
export const RENEWALS_JOB = 'billing.renewals';

/** How long one worker holds a renewal before another may try it (a worker that died). */
const LEASE_MS = 60 * 60 * 1000;
/** A provider outage is no refusal: the card is tried again this much later. */
const OUTAGE_RETRY_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** A company whose application was rejected, or that closed, is not charged again. */
const ENDED_ACCOUNT_STATUSES: readonly number[] = [ACCOUNT_STATUSES.rejected, ACCOUNT_STATUSES.closed];

export type TRenewalReport = { renewed: number; refused: number; suspended: number; ended: number };

/**
 * One pass over the subscriptions at `app.now()`: cancellations whose day has come end, lines
 * unpaid for 14 days are suspended, and every renewal or dunning retry that is due is charged.
 * Safe to run in several workers at once: each renewal is leased by one of them, and each period
 * is charged once (the unique key of `subscription_charges`).
 */
export async function runRenewals(app: TRenewalApp, provider: TPaymentProvider): Promise<TRenewalReport> {
  const now = app.now();
  const report: TRenewalReport = { renewed: 0, refused: 0, suspended: 0, ended: 0 };
  report.ended = (await endCancelledSubscriptions(app.db, now)).length;
  report.suspended = await app.db.transaction(async (tx) => {
    const suspended = await suspendOverdue(tx, new Date(now.getTime() - SUSPEND_AFTER_DAYS * DAY_MS), now);
    for (const subscription of suspended) {
      await moveLineTo(tx, subscription.accountId, subscription.brandId, LINE_STATUSES.suspended);
      await mailSuspension(app, tx, subscription);
    }
    return suspended.length;
  });

  // Each leased renewal leaves the due set, so the loop ends; the bound guards against surprises.
  for (let round = 0; round < 100; round += 1) {
    const due = await findDueSubscriptions(app.db, now, 50);
    if (due.length === 0) break;
    for (const subscription of due) {
      const outcome = await renew(app, provider, subscription, now);
      if (outcome === 'renewed') report.renewed += 1;
      if (outcome === 'refused') report.refused += 1;
      if (outcome === 'ended') report.ended += 1;
    }
  }
  return report;
}

type TOutcome = 'renewed' | 'refused' | 'ended' | 'skipped';

async function renew(
  app: TRenewalApp,
  provider: TPaymentProvider,
  due: TSubscriptionRow,
  now: Date,
): Promise<TOutcome> {
  if (!(await leaseRenewal(app.db, due, new Date(now.getTime() + LEASE_MS)))) return 'skipped';
  // A packet change the customer chose starts with the period being renewed.
  const subscription = due.status === 'active' ? await switchToNextPacket(app.db, due, now) : due;
  const accountStatus = (await findAccountEvenDeleted(app.db, subscription.accountId))?.status ?? null;
  const customers = await customersOf(app.db, subscription.accountId);
  const language = languageOfId(customers[0]?.languageId ?? 1);
  const lines = await findHeldMonthlyProducts(
    app.db,
    subscription.accountId,
    [subscription.productId],
    language,
  );
  // A company that ended, or whose packet staff removed, is not charged: the subscription ends.
  if (accountStatus === null || ENDED_ACCOUNT_STATUSES.includes(accountStatus) || lines.length === 0) {
    await app.db.transaction((tx) => endSubscriptionNow(tx, subscription, now));
    return 'ended';
  }

  const periodStart = subscription.currentPeriodEnd;
  // The subscription's own day of the month: back to the 31st after a short month.
  const periodEnd = oneMonthLater(periodStart, subscription.renewalDay);
  // The office line's usage beyond its allowance rides on the packet's renewal: one invoice.
  const usage =
    subscription.brandId === PRODUCT_TYPES.office
      ? await officeUsageToCharge(app.db, subscription.accountId)
      : NO_USAGE;
  const invoiceLines = [...invoiceLinesOf(lines), ...usageLinesOf(usage, language)];
  const totals = invoiceTotals(
    invoiceLines.map((line) => ({ unit_price: line.unitPrice, quantity: line.quantity })),
  );
  const charge = await claimCharge(app.db, {
    subscriptionId: subscription.id,
    periodStart,
    periodEnd,
    amount: totals.total,
    now,
  });
  if (!charge) return 'skipped';

  const idempotencyKey = `renewal-${charge.id}-${charge.attempts}`;
  const card = await findStoredCard(app.db, subscription.cardId);
  const result: TChargeResult = card
    ? await chargeKeptCard(app, provider, card, {
        amountKurus: totals.total,
        currency: CURRENCY,
        idempotencyKey,
        description: lines[0]?.description ?? '',
      })
    : { ok: false, code: 'invalid_card' };

  if (result.ok && card) {
    // The payment, its invoice, the period paid and the line active again: one transaction.
    await app.db.transaction(async (tx) => {
      const paymentId = await insertRenewalPayment(tx, {
        accountId: subscription.accountId,
        productId: subscription.productId,
        idempotencyKey,
        amount: totals.total,
        provider: card.provider,
        providerRef: result.providerRef,
        cardLast4: card.last4,
        cardBrand: card.brand,
      });
      await issueInvoice(tx, {
        paymentId,
        accountId: subscription.accountId,
        at: now,
        invoiceYear: todayInIstanbul(now).slice(0, 4),
        lines: invoiceLines,
        totals: { ...totals, vatRate: VAT_RATE_PERCENT },
      });
      await recordPaidPeriod(tx, {
        subscription,
        chargeId: charge.id,
        periodStart,
        periodEnd,
        amount: totals.total,
        paymentId,
        now,
        packetIds: [subscription.productId],
      });
      await markOfficeUsageCharged(tx, usage, paymentId);
      await restoreAccountIfSettled(tx, subscription.accountId);
      // The receipt, to the card's owner: in the transaction, so it goes only with the payment.
      await mailPaymentReceipt(app, tx, paymentId, { payerIds: [card.addedBy] });
    });
    return 'renewed';
  }

  const code: TPaymentDeclineCode = result.ok ? 'invalid_card' : result.code;
  if (code === 'provider_unavailable') {
    // Nobody refused: same dunning state, another try soon.
    await app.db.transaction(async (tx) => {
      await markChargeRefused(tx, charge.id, code);
      await setDunningState(tx, subscription.id, {
        status: subscription.status,
        paymentDueSince: subscription.paymentDueSince,
        nextPaymentAt: new Date(now.getTime() + OUTAGE_RETRY_MS),
      });
    });
    return 'skipped';
  }

  const dueSince = subscription.paymentDueSince ?? now;
  const retryAt = nextDunningRetry(dueSince, now);
  await app.db.transaction(async (tx) => {
    await markChargeRefused(tx, charge.id, code);
    await setDunningState(tx, subscription.id, {
      status: 'payment_due',
      paymentDueSince: dueSince,
      nextPaymentAt: retryAt,
    });
    // The line owes, so the company's status is 2: the card modal opens on every page until it
    // is paid (spec section 4). A line still waiting for approval stays so.
    const lineStatus = await lineStatusOf(tx, subscription.accountId, subscription.brandId);
    if (lineStatus === LINE_STATUSES.active) {
      await moveLineTo(tx, subscription.accountId, subscription.brandId, LINE_STATUSES.paymentDue);
    }
    // In the same transaction: the mail exists only if the refusal was recorded.
    await mailRefusedRenewal(app, tx, {
      subscription,
      customers,
      card,
      code,
      amount: totals.total,
      dueSince,
      retryAt,
    });
  });
  return 'refused';
}

/** The provider's answer for a kept card; a throw is an outage (only its kind is logged). */
async function chargeKeptCard(
  app: TRenewalApp,
  provider: TPaymentProvider,
  card: TStoredCardRow,
  request: { amountKurus: number; currency: typeof CURRENCY; idempotencyKey: string; description: string },
): Promise<TChargeResult> {
  try {
    return await provider.chargeStoredCard({ ...request, cardToken: card.token });
  } catch (error) {
    logProviderFailure(app, provider, null, error);
    return { ok: false, code: 'provider_unavailable' };
  }
}

const NO_USAGE: TUsageCharge = { lines: [], rows: [] };

/** The invoice lines of office usage beyond the allowance: one per month and kind. */
function usageLinesOf(usage: TUsageCharge, language: ReturnType<typeof languageOfId>) {
  return usage.lines.map((line) => {
    // A fee per unit divides evenly; a line that does not is shown as one sum.
    const even = line.amount % line.quantity === 0;
    return {
      productId: null,
      description: translate(language, `office.usage.line.${line.kind}`, { period: line.period }),
      quantity: even ? line.quantity : 1,
      unitPrice: even ? line.amount / line.quantity : line.amount,
      total: line.amount,
      nextPaymentAt: null,
    };
  });
}

function invoiceLinesOf(lines: readonly THeldMonthlyProduct[]) {
  return lines.map((line) => ({
    productId: line.productId,
    description: line.description,
    quantity: 1,
    unitPrice: line.unitPrice,
    total: line.unitPrice,
    nextPaymentAt: null,
  }));
}
