import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import { refundArea } from '@portal/contracts/staff/staff-areas';
import type { TAuth } from '../../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { recordAudit } from '../../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../../plugins/route-account.ts';
import { insertCreditNote } from '../invoices/credit-note-repository.ts';
import { findPaymentRef } from '../payment-repository.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import type { TPaymentProvider } from '../providers/payment-provider.ts';
import { findCharges } from './charge-repository.ts';
import { presentSubscription } from './subscription-presenter.ts';
import { changeableSubscription } from './subscription-service.ts';

/**
 * `POST …/charges/{chargeId}/refund`: staff give a paid charge back in full (the route lets only
 * staff reach the company). The provider refunds first (its key is the invoice, so a retry
 * refunds once); the credit note then takes the next number of its own series, one per invoice
 * (a unique key: a second refund is refused). Audited.
 */
export async function refundCharge(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  auth: TAuth,
  account: TReachedAccount,
  input: { subscriptionId: number; chargeId: number; language: TLanguage },
): Promise<{ subscription: TSubscription; creditNoteNumber: string }> {
  const { subscription } = await changeableSubscription(app, auth, account, input.subscriptionId, refundArea);
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
      accountId: account.id,
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
      accountId: account.id,
      before: { charge_id: charge.id, invoice: charge.invoiceNumber },
      after: { credit_note: issued.number, amount: paid.amount },
    });
    return issued.number;
  });
  return {
    subscription: await presentSubscription(app, account.id, subscription.id, input.language),
    creditNoteNumber: number,
  };
}
