import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import { HttpError } from '../../../plugins/errors.ts';
import { findAccountEvenDeleted } from '../../accounts/service.ts';
import { findInvoiceIdOfPayment } from '../invoices/invoice-repository.ts';
import type { TPaymentRow } from '../payment-repository.ts';
import { declineAnswer, toCardBrand, toDeclineCode } from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import type { TPayInput } from './pay-request.ts';

/** A refusal's answer as an error (402, 409 or 503 with the code's message). */
export function declined(code: Parameters<typeof declineAnswer>[0]): HttpError {
  const { status, messageKey } = declineAnswer(code);
  return new HttpError(status, messageKey);
}

/** A decline, carried out of `charge` so that `pay` knows to keep the budget spent. */
export class CardDeclined extends Error {
  constructor(readonly answer: HttpError) {
    super('card declined');
  }
}

/** What a stored payment answers, the first time and on every repeat of its Idempotency-Key. */
export async function paymentOutcome(app: TPaymentsApp, payment: TPaymentRow): Promise<TPaymentResult> {
  if (payment.status === 'pending') throw new HttpError(409, 'payments.inProgress');
  if (payment.status === 'failed') throw declined(toDeclineCode(payment.failureCode));
  const [invoiceId, account] = await Promise.all([
    findInvoiceIdOfPayment(app.db, payment.id),
    findAccountEvenDeleted(app.db, payment.accountId),
  ]);
  return {
    payment_id: payment.id,
    status: payment.status,
    amount: payment.amount,
    card_last4: payment.cardLast4,
    card_brand: toCardBrand(payment.cardBrand),
    invoice_id: invoiceId,
    account_status: account?.status ?? ACCOUNT_STATUSES.closed,
    challenge_url: null,
  };
}

/** A repeated Idempotency-Key belongs to this very call (409 for another company, product or kind). */
export function requireSameCall(payment: TPaymentRow, input: TPayInput): void {
  const sameCall =
    payment.accountId === input.body.account_id &&
    payment.productId === input.productId &&
    payment.kind === input.kind;
  if (!sameCall) throw new HttpError(409, 'payments.idempotencyKeyReused');
}

/** A repeated Idempotency-Key: the first outcome, if the key was used for this very call. */
export function replay(app: TPaymentsApp, payment: TPaymentRow, input: TPayInput): Promise<TPaymentResult> {
  requireSameCall(payment, input);
  return paymentOutcome(app, payment);
}
