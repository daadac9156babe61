import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import {
  canChangeLineStatus,
  LINE_STATUSES,
  lineNeedsApproval,
  type TLineStatus,
} from '@portal/contracts/accounts/product-lines';
import { istanbulWallClockOf, istanbulWallTimeToMoment } from '@portal/contracts/common/istanbul-wall-clock';
import { CARD_BRANDS, type TCardBrand } from '@portal/contracts/payments/card';
import { PAYMENT_DECLINE_CODES, type TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import { productLineOf } from '@portal/contracts/product-lines/registry';
import { paidWizardProgress } from '@portal/contracts/wizard/application-rules';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';

/*
 * The pure rules of a card payment: which products a call may buy, what happens to the account's
 * status, where the wizard stands afterwards, and how a refusal is answered.
 */

export type TPaymentKind = 'subscription' | 'buy';

const S = ACCOUNT_STATUSES;

const L = LINE_STATUSES;

/**
 * A subscription is a line's packet: allowed while that line's application is open or unpaid (a
 * line not started yet is in progress), whatever the company's other lines are doing.
 */
export const SUBSCRIBABLE_STATUSES: readonly number[] = [L.inProgress, L.paymentDue];
/** One-off purchases: any account still in business. */
export const BUYABLE_STATUSES: readonly number[] = [
  S.applicationInProgress,
  S.paymentDue,
  S.waitingForApproval,
  S.active,
];

/**
 * A repeated Idempotency-Key charges again only when its payment never reached a charge: the
 * provider was down, or never saw it (the reconciliation's answer). A payment with a provider
 * reference went further (a bank's page, a refunded charge); it and every other outcome replay.
 */
export const mayChargeAgain = (payment: {
  status: string;
  failureCode: string | null;
  providerRef: string | null;
}) =>
  payment.status === 'failed' &&
  payment.failureCode === 'provider_unavailable' &&
  payment.providerRef === null;

/** The provider's idempotency key of a payment: unique per payment (the client's is per payer only). */
export const providerKeyOf = (payment: { id: number; idempotencyKey: string }) =>
  `${payment.id}-${payment.idempotencyKey}`;

type TProductShape = { parentId: number | null; billing: string };

/** A packet: stands on its own (no parent) and is charged monthly. */
export const isPacket = (product: TProductShape) =>
  product.parentId === null && product.billing === 'monthly';
export const isOneOff = (product: TProductShape) => product.billing === 'one_off';

/**
 * The packet's line after a paid subscription: a new application waits for approval; a line whose
 * payment was due and that already holds products is active again. A line that needs no approval
 * (the network's membership, `lineNeedsApproval`) is active at once, its own state only. A one-off
 * purchase leaves the line alone.
 */
export function statusAfterPayment(
  kind: TPaymentKind,
  brandId: number,
  lineStatus: number,
  lineHoldsProducts: boolean,
): TLineStatus | null {
  if (kind !== 'subscription') return null;
  let next: TLineStatus | null = null;
  const needsApproval = lineNeedsApproval(brandId);
  if (lineStatus === L.inProgress) next = needsApproval ? L.waitingForApproval : L.active;
  if (lineStatus === L.paymentDue)
    next = lineHoldsProducts || !needsApproval ? L.active : L.waitingForApproval;
  return next !== null && canChangeLineStatus(lineStatus, next, brandId) ? next : null;
}

/**
 * A refused subscription makes the line's application "payment due" (and so the company's status
 * 2, which opens the payment modal on every page, spec section 4). A provider outage is nobody's
 * refusal and a refused one-off purchase owes nothing, so neither changes anything.
 */
export function statusAfterDecline(
  kind: TPaymentKind,
  lineStatus: number,
  code: TPaymentDeclineCode,
): TLineStatus | null {
  if (kind !== 'subscription' || code === 'provider_unavailable') return null;
  if (lineStatus !== L.inProgress) return null;
  return canChangeLineStatus(lineStatus, L.paymentDue) ? L.paymentDue : null;
}

/** The wizard's progress once the packet of a line is paid: its payment step is done (null: no wizard). */
export function wizardProgressAfterPayment(
  kind: TPaymentKind,
  brandId: number,
): { key: string; value: string } | null {
  const line = productLineOf(brandId);
  return kind === 'subscription' && line ? paidWizardProgress(line) : null;
}

/**
 * The add-on ids of `additional_services` ("12,15"): blanks between commas are skipped, repeats
 * count once. Answers the first entry that is not an id, so the caller can name it.
 */
export function parseAdditionalServices(value: string | null): { ids: number[] } | { invalid: string } {
  const ids: number[] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (!/^[1-9]\d{0,9}$/.test(entry) || Number(entry) > 2_147_483_647) return { invalid: entry };
    if (!ids.includes(Number(entry))) ids.push(Number(entry));
  }
  return { ids };
}

/** The day of the month of a moment in Istanbul (1-31): the day a packet paid then renews on. */
export function istanbulDayOfMonth(moment: Date): number {
  return istanbulWallClockOf(moment).day;
}

/**
 * The next monthly charge, on Istanbul's calendar: the renewal day (by default the day of
 * `from`) of the next month at the same time of day, or that month's last day when it is shorter
 * (31 January → 28 February; with the renewal day 31, 28 February → 31 March). The renewals,
 * the first payment and the payment step's words all use this one rule.
 */
export function oneMonthLater(from: Date, renewalDay?: number | null): Date {
  const clock = istanbulWallClockOf(from);
  // `clock.month` is 1-based: as a 0-based index it is already the next month.
  const year = clock.year + Math.floor(clock.month / 12);
  const month = clock.month % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(renewalDay ?? clock.day, lastDay);
  return istanbulWallTimeToMoment(
    Date.UTC(year, month, day, clock.hour, clock.minute, clock.second, from.getUTCMilliseconds()),
  );
}

/** A refusal's answer: 503 when the provider is down (nothing was charged), 409 when the stage hold lapsed, 402 otherwise. */
export function declineAnswer(code: TPaymentDeclineCode): {
  status: 402 | 409 | 503;
  messageKey: TMessageKey;
} {
  const messageKeys: Record<TPaymentDeclineCode, TMessageKey> = {
    insufficient_funds: 'payments.declined.insufficient_funds',
    do_not_honour: 'payments.declined.do_not_honour',
    invalid_card: 'payments.declined.invalid_card',
    expired_card: 'payments.declined.expired_card',
    provider_unavailable: 'payments.declined.provider_unavailable',
    hold_expired: 'payments.declined.hold_expired',
    hour_taken: 'payments.declined.hour_taken',
  };
  const status =
    code === 'provider_unavailable' ? 503 : code === 'hold_expired' || code === 'hour_taken' ? 409 : 402;
  return { status, messageKey: messageKeys[code] };
}

/** The stored failure code (always one of the contracts' codes). */
export function toDeclineCode(value: string | null): TPaymentDeclineCode {
  return PAYMENT_DECLINE_CODES.find((code) => code === value) ?? 'invalid_card';
}

export function toCardBrand(value: string): TCardBrand {
  return CARD_BRANDS.find((brand) => brand === value) ?? 'other';
}
