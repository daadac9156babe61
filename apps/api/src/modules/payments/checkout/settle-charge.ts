import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { VAT_RATE_PERCENT } from '@portal/contracts/payments/invoice-totals';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import { productLineOf } from '@portal/contracts/product-lines/registry';
import { recordSecurityEvent } from '../../../plugins/record-security-event.ts';
import { lineStatusOrNew, type TLineMove } from '../../accounts/account-lines-service.ts';
import { attachOfficeSecretary } from '../../accounts/office-secretary-service.ts';
import { mailPaymentReceipt } from '../payment-receipts.ts';
import { saveProviderRef, type TPaymentRow } from '../payment-repository.ts';
import {
  istanbulDayOfMonth,
  oneMonthLater,
  statusAfterDecline,
  statusAfterPayment,
  type TPaymentKind,
  toCardBrand,
  wizardProgressAfterPayment,
} from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import type { TChargeResult, TPaymentProvider } from '../providers/payment-provider.ts';
import { queueSalesDocuments } from '../sales-terms/sales-terms-service.ts';
import type { TCardToKeep } from '../subscriptions/card-repository.ts';
import { settleDuePeriod } from '../subscriptions/subscription-lifecycle.ts';
import type { TCharge } from './basket.ts';
import { CardDeclined, declined, paymentOutcome } from './payment-outcome.ts';
import { recordPaidCharge, recordRefusedCharge } from './record-charge.ts';

/** Who paid, for what, from where: what recording an outcome needs besides the payment itself. */
export type TPayer = { userId: number; kind: TPaymentKind; ip: string | null };

/**
 * Records the provider's outcome of a pending payment: a refusal (with the status change it
 * brings, and a security event), or the payment, its invoice, the products and the subscription.
 * A refusal throws its answer (`CardDeclined` when it spends the decline budget). The request,
 * the bank's 3-D Secure answer and the reconciliation all record an outcome here.
 */
export async function settleCharge(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  payer: TPayer,
  payment: TPaymentRow,
  { account, product, held, lines, totals, now, settles, session }: TCharge,
  result: TChargeResult,
): Promise<TPaymentResult> {
  const { kind } = payer;
  const brandId = product.brandId;
  const lineStatus = await lineStatusOrNew(app.db, account.id, brandId);
  if (!result.ok) {
    await recordRefusedCharge(app.db, {
      paymentId: payment.id,
      accountId: account.id,
      code: result.code,
      statusChange: changeTo(
        brandId,
        statusAfterDecline(kind, lineStatus, result.code),
        lineStatus,
        payer.userId,
      ),
    });
    await recordSecurityEvent(app, {
      type: 'payment_declined',
      userId: payer.userId,
      accountId: account.id,
      ip: payer.ip,
      detail: { payment_id: payment.id, code: result.code },
    });
    // The provider being down is no sign of card testing: it does not spend the budget.
    if (result.code === 'provider_unavailable') throw declined(result.code);
    throw new CardDeclined(declined(result.code));
  }

  const keptCard = cardToKeep(provider, payment, result.cardToken);
  try {
    const record = {
      paymentId: payment.id,
      accountId: account.id,
      providerRef: result.providerRef,
      at: now,
      invoiceYear: todayInIstanbul(now).slice(0, 4),
      lines,
      totals: { ...totals, vatRate: VAT_RATE_PERCENT },
    };
    if (settles) {
      await settleDuePeriod(app.db, {
        ...record,
        subscription: settles,
        card: keptCard,
        addedBy: payer.userId,
      });
    } else {
      await recordPaidCharge(app.db, {
        ...record,
        statusChange: changeTo(
          brandId,
          statusAfterPayment(
            kind,
            brandId,
            lineStatus,
            held.some((p) => p.brandId === brandId),
          ),
          lineStatus,
          payer.userId,
        ),
        information: wizardProgressAfterPayment(kind, product.brandId),
        ...(session ? { session: { id: session.id } } : {}),
        ...(kind === 'subscription'
          ? {
              subscription: {
                productId: product.id,
                brandId: product.brandId,
                periodStart: now,
                periodEnd: oneMonthLater(now),
                // The day of the month it renews on from now: the first payment's, in Istanbul.
                renewalDay: istanbulDayOfMonth(now),
                amount: totals.total,
                card: keptCard,
                // Paid with the card the company keeps: the packet renews from that same card.
                storedCardId: keptCard ? null : payment.storedCardId,
                addedBy: payer.userId,
              },
            }
          : {}),
      });
    }
  } catch (error) {
    // Charged but not recorded: keep the reference on the pending payment for a refund or a fix.
    await saveProviderRef(app.db, payment.id, result.providerRef).catch(() => undefined);
    app.log.error({ paymentId: payment.id, providerRef: result.providerRef }, 'charged payment not recorded');
    throw error;
  }
  // The payer's receipt, once the payment is recorded (once per payment, however it was settled).
  await mailPaymentReceipt(app, app.db, payment.id);
  // A line whose assigned staff serve the chosen place (the office's secretary: its calls and
  // mail) attaches them once its packet is paid.
  if (kind === 'subscription' && productLineOf(brandId)?.afterPayment.attachesAssignedStaff) {
    await attachOfficeSecretary(app.db, account.id);
  }
  // A new sale's pre-information form and contract, as accepted, go to the buyer by mail.
  if (!settles) {
    await queueSalesDocuments(app, payment).catch((error: unknown) => {
      app.log.error({ paymentId: payment.id, err: error }, 'sales documents not queued');
    });
  }
  return paymentOutcome(app, { ...payment, status: 'succeeded', providerRef: result.providerRef });
}

/** A subscription's kept card, as the pending payment holds it (its expiry came with the card). */
function cardToKeep(
  provider: TPaymentProvider,
  payment: TPaymentRow,
  token: string | undefined,
): TCardToKeep | null {
  if (!token || payment.cardExpireMonth === null || payment.cardExpireYear === null) return null;
  return {
    provider: provider.name,
    token,
    brand: toCardBrand(payment.cardBrand),
    last4: payment.cardLast4,
    expireMonth: payment.cardExpireMonth,
    expireYear: payment.cardExpireYear,
  };
}

function changeTo(
  brandId: number,
  to: ReturnType<typeof statusAfterPayment>,
  from: number,
  userId: number,
): TLineMove | null {
  return to === null ? null : { brandId, from, to, changedBy: userId };
}
