import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { LINE_STATUSES, lineOwes } from '@portal/contracts/accounts/product-lines';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { formatIstanbulDate, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { CURRENCY } from '@portal/contracts/common/limits';
import { formatKurus } from '@portal/contracts/common/money';
import { invoiceTotals, VAT_RATE_PERCENT } from '@portal/contracts/payments/invoice-totals';
import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import { nextDunningRetry, SUSPEND_AFTER_DAYS, suspensionAt } from '@portal/contracts/payments/subscriptions';
import type { TJobName } from '@portal/contracts/staff/jobs';
import type { FastifyInstance } from 'fastify';
import { findActiveUsersWithRoleOrPermission } from '../../plugins/auth/user-repository.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import type { TMail } from '../../plugins/mail/mailer.ts';
import {
  renewalFailedMail,
  subscriptionSuspendedMail,
  subscriptionSuspendedStaffMail,
} from '../../plugins/mail/templates/subscription-mails.ts';
import { lineStatusOf, moveLineTo } from '../accounts/product-lines.ts';
import { accountRecipients } from '../accounts/service.ts';
import { logProviderFailure, type TChargeResult, type TPaymentProvider } from './payment-provider.ts';
import { oneMonthLater } from './payment-rules.ts';
import {
  findAccountName,
  findAccountStatus,
  insertInvoice,
  markPaymentSucceeded,
  type TSucceededPayment,
} from './repository.ts';
import {
  claimCharge,
  endCancelled,
  endNow,
  findCharge,
  findDueSubscriptions,
  findLiveSubscriptionsOf,
  findRenewalLines,
  findStoredCard,
  insertRenewalPayment,
  insertStoredCard,
  leaseRenewal,
  recordPaidPeriod,
  recordRefusedRenewal,
  suspendOverdue,
  switchToNextPacket,
  type TCardToKeep,
  type TRenewalLine,
  type TStoredCardRow,
  type TSubscriptionRow,
} from './subscription-repository.ts';

type TRenewalApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'mailer' | 'config'>;

/** The job that renews, retries, suspends and ends subscriptions; the clock starts it every 10 minutes. */
export const RENEWALS_JOB: TJobName = 'billing.renewals';

/** How long one worker holds a renewal before another may try it (a worker that died). */
const LEASE_MS = 60 * 60 * 1000;
/** A provider outage is no refusal: the card is tried again this much later. */
const OUTAGE_RETRY_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** A company whose application was rejected, or that closed, is not charged again. */
const ENDED_ACCOUNT_STATUSES: readonly number[] = [ACCOUNT_STATUSES.rejected, ACCOUNT_STATUSES.closed];

export type TRenewalReport = { renewed: number; refused: number; suspended: number; ended: number };

export function defineRenewalJob(app: FastifyInstance, provider: TPaymentProvider): void {
  app.jobs.define({
    name: RENEWALS_JOB,
    retryLimit: 3,
    retryDelaySeconds: 60,
    cron: '*/10 * * * *',
    handler: async () => {
      const report = await runRenewals(app, provider);
      if (Object.values(report).some((count) => count > 0)) app.log.info(report, 'renewals run');
    },
  });
}

/**
 * One pass over the subscriptions at `app.now()`: cancellations whose day has come end, lines
 * unpaid for 14 days are suspended, and every renewal or dunning retry that is due is charged.
 * Safe to run in several workers at once: each renewal is leased by one of them, and each period
 * is charged once (the unique key of `subscription_charges`).
 */
export async function runRenewals(app: TRenewalApp, provider: TPaymentProvider): Promise<TRenewalReport> {
  const now = app.now();
  const report: TRenewalReport = { renewed: 0, refused: 0, suspended: 0, ended: 0 };
  report.ended = (await endCancelled(app.db, now)).length;
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

/** The customers of the company (its staff are told other things), each with their language. */
async function customersOf(db: TDatabase, accountId: number) {
  const members = await accountRecipients(db, accountId);
  return members.filter((member) => !isStaffRole(member.roleName));
}

async function renew(
  app: TRenewalApp,
  provider: TPaymentProvider,
  due: TSubscriptionRow,
  now: Date,
): Promise<TOutcome> {
  if (!(await leaseRenewal(app.db, due, new Date(now.getTime() + LEASE_MS)))) return 'skipped';
  // A packet change the customer chose starts with the period being renewed.
  const subscription = due.status === 'active' ? await switchToNextPacket(app.db, due, now) : due;
  const accountStatus = await findAccountStatus(app.db, subscription.accountId);
  const customers = await customersOf(app.db, subscription.accountId);
  const language = languageOfId(customers[0]?.languageId ?? 1);
  const lines = await findRenewalLines(app.db, subscription.accountId, [subscription.productId], language);
  // A company that ended, or whose packet staff removed, is not charged: the subscription ends.
  if (accountStatus === null || ENDED_ACCOUNT_STATUSES.includes(accountStatus) || lines.length === 0) {
    await app.db.transaction((tx) => endNow(tx, subscription, now));
    return 'ended';
  }

  const periodStart = subscription.currentPeriodEnd;
  const periodEnd = oneMonthLater(periodStart);
  const totals = invoiceTotals(lines.map((line) => ({ unit_price: line.unitPrice, quantity: 1 })));
  const charge = await claimCharge(app.db, {
    subscriptionId: subscription.id,
    periodStart,
    periodEnd,
    amount: totals.total,
    now,
  });
  if (!charge) return 'skipped';

  const card = await findStoredCard(app.db, subscription.cardId);
  const result: TChargeResult = card
    ? await chargeKeptCard(app, provider, card, {
        amountKurus: totals.total,
        currency: CURRENCY,
        idempotencyKey: `renewal-${charge.id}-${charge.attempts}`,
        description: lines[0]?.description ?? '',
      })
    : { ok: false, code: 'invalid_card' };

  if (result.ok && card) {
    await app.db.transaction(async (tx) => {
      const paymentId = await insertRenewalPayment(tx, {
        accountId: subscription.accountId,
        productId: subscription.productId,
        idempotencyKey: `renewal-${charge.id}-${charge.attempts}`,
        amount: totals.total,
        provider: card.provider,
        providerRef: result.providerRef,
        cardLast4: card.last4,
        cardBrand: card.brand,
      });
      await insertInvoice(tx, {
        paymentId,
        accountId: subscription.accountId,
        at: now,
        invoiceYear: todayInIstanbul(now).slice(0, 4),
        lines: invoiceLinesOf(lines),
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
      await restoreAccountIfSettled(tx, subscription.accountId);
    });
    return 'renewed';
  }

  const code: TPaymentDeclineCode = result.ok ? 'invalid_card' : result.code;
  if (code === 'provider_unavailable') {
    // Nobody refused: same dunning state, another try soon.
    await app.db.transaction((tx) =>
      recordRefusedRenewal(tx, {
        subscriptionId: subscription.id,
        chargeId: charge.id,
        code,
        status: subscription.status,
        paymentDueSince: subscription.paymentDueSince,
        nextPaymentAt: new Date(now.getTime() + OUTAGE_RETRY_MS),
      }),
    );
    return 'skipped';
  }

  const dueSince = subscription.paymentDueSince ?? now;
  const retryAt = nextDunningRetry(dueSince, now);
  await app.db.transaction(async (tx) => {
    await recordRefusedRenewal(tx, {
      subscriptionId: subscription.id,
      chargeId: charge.id,
      code,
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
    for (const customer of customers) {
      const customerLanguage = languageOfId(customer.languageId);
      const mail = renewalFailedMail(customerLanguage, {
        ...(await mailBasics(app, tx, subscription, customer, customerLanguage, totals.total)),
        card: card ? cardLabel(card) : '—',
        reason: card
          ? translate(customerLanguage, `payments.declined.${code}`)
          : translate(customerLanguage, 'subscriptions.noCard'),
        retry: retryAt
          ? translate(customerLanguage, 'subscriptions.retryOn', {
              date: formatIstanbulDate(retryAt, customerLanguage),
            })
          : translate(customerLanguage, 'subscriptions.noMoreRetries'),
        suspendsOn: formatIstanbulDate(suspensionAt(dueSince), customerLanguage),
      });
      await app.mailer.send({ to: customer.email, template: 'renewal-failed', ...mail }, { within: tx });
    }
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

function invoiceLinesOf(lines: readonly TRenewalLine[]) {
  return lines.map((line) => ({
    productId: line.productId,
    description: line.description,
    quantity: 1,
    unitPrice: line.unitPrice,
    total: line.unitPrice,
    nextPaymentAt: null,
  }));
}

/**
 * Each line whose subscription owes nothing any more is active again (payment due or suspended
 * before); the company's status follows its lines, so it leaves 2 once no line owes.
 */
export async function restoreAccountIfSettled(tx: TDatabase, accountId: number): Promise<void> {
  const live = await findLiveSubscriptionsOf(tx, accountId);
  for (const subscription of live) {
    if (subscription.status === 'payment_due' || subscription.status === 'suspended') continue;
    const lineStatus = await lineStatusOf(tx, accountId, subscription.brandId);
    if (lineStatus !== null && lineOwes(lineStatus)) {
      await moveLineTo(tx, accountId, subscription.brandId, LINE_STATUSES.active);
    }
  }
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  troy: 'Troy',
};

function cardLabel(card: Pick<TStoredCardRow, 'brand' | 'last4'>): string {
  return `${BRAND_NAMES[card.brand] ?? ''} •••• ${card.last4}`.trim();
}

/** What every subscription mail says: who, which company and packet, how much, and the page. */
async function mailBasics(
  app: TRenewalApp,
  db: TDatabase,
  subscription: TSubscriptionRow,
  person: { name: string },
  language: TLanguage,
  amount: number,
) {
  const [line] = await findRenewalLines(db, subscription.accountId, [subscription.productId], language);
  const companyName = (await findAccountName(db, subscription.accountId)) ?? '';
  return {
    name: person.name,
    companyName,
    packet: line?.description ?? '',
    amount: formatKurus(amount, language),
    url: `${app.config.appUrl}/${language}/app/profile/subscriptions`,
  };
}

/** A suspended line: its customers, its staff and the admins are told, each in their language. */
async function mailSuspension(
  app: TRenewalApp,
  tx: TDatabase,
  subscription: TSubscriptionRow,
): Promise<void> {
  const members = await accountRecipients(tx, subscription.accountId);
  const admins = await findActiveUsersWithRoleOrPermission(tx, 'admin', PERMISSIONS.showAccountsAll);
  const language = languageOfId(members.find((member) => !isStaffRole(member.roleName))?.languageId ?? 1);
  const lines = await findRenewalLines(tx, subscription.accountId, [subscription.productId], language);
  const amount = invoiceTotals(lines.map((line) => ({ unit_price: line.unitPrice, quantity: 1 }))).total;
  const mails: TMail[] = [];
  const staffSeen = new Set<string>();
  for (const member of members) {
    const memberLanguage = languageOfId(member.languageId);
    const basics = await mailBasics(app, tx, subscription, member, memberLanguage, amount);
    if (isStaffRole(member.roleName)) {
      staffSeen.add(member.email);
      const url = `${app.config.appUrl}/${memberLanguage}/app/accounts-detail/${subscription.accountId}`;
      mails.push({
        to: member.email,
        template: 'subscription-suspended-staff',
        ...subscriptionSuspendedStaffMail(memberLanguage, { ...basics, url }),
      });
    } else {
      mails.push({
        to: member.email,
        template: 'subscription-suspended',
        ...subscriptionSuspendedMail(memberLanguage, basics),
      });
    }
  }
  for (const admin of admins) {
    if (staffSeen.has(admin.email)) continue;
    const adminLanguage = languageOfId(admin.languageId);
    const basics = await mailBasics(app, tx, subscription, admin, adminLanguage, amount);
    const url = `${app.config.appUrl}/${adminLanguage}/app/accounts-detail/${subscription.accountId}`;
    mails.push({
      to: admin.email,
      template: 'subscription-suspended-staff',
      ...subscriptionSuspendedStaffMail(adminLanguage, { ...basics, url }),
    });
  }
  // In the suspension's transaction: the mails go only if the suspension was recorded.
  for (const mail of mails) await app.mailer.send(mail, { within: tx });
}

/**
 * A due period paid in the card modal: the payment and its invoice, the card kept instead of the
 * refused one, the period moved on and the line active again; the company leaves status 2 once
 * nothing of it is unpaid. One transaction.
 */
export async function recordSettledPeriod(
  db: TDatabase,
  input: Pick<
    TSucceededPayment,
    'paymentId' | 'accountId' | 'providerRef' | 'at' | 'invoiceYear' | 'lines' | 'totals'
  > & {
    subscription: TSubscriptionRow;
    card: TCardToKeep | null;
    addedBy: number;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await markPaymentSucceeded(tx, input.paymentId, input.providerRef);
    await insertInvoice(tx, input);
    const cardId = input.card
      ? await insertStoredCard(tx, input.accountId, input.card, input.addedBy)
      : undefined;
    const periodStart = input.subscription.currentPeriodEnd;
    const charge = await findCharge(tx, input.subscription.id, periodStart);
    await recordPaidPeriod(tx, {
      subscription: input.subscription,
      chargeId: charge?.id ?? null,
      periodStart,
      periodEnd: oneMonthLater(periodStart),
      amount: input.totals.total,
      paymentId: input.paymentId,
      now: input.at,
      ...(cardId !== undefined ? { cardId } : {}),
      packetIds: [input.subscription.productId],
    });
    await restoreAccountIfSettled(tx, input.accountId);
  });
}
