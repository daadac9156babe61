import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { CURRENCY } from '@portal/contracts/common/limits';
import { VAT_RATE_PERCENT } from '@portal/contracts/payments/invoice-totals';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../plugins/db/database.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { findLineCard, findPaymentOfAccount, insertCardOnFilePayment } from './card-on-file-repository.ts';
import { insertCreditNote } from './invoices/credit-note-repository.ts';
import { findInvoiceIdOfPayment } from './invoices/invoice-repository.ts';
import { issueInvoice } from './invoices/invoice-service.ts';
import { mailPaymentReceipt } from './payment-receipts.ts';
import { declineAnswer } from './payment-rules.ts';
import { logProviderFailure, paymentProviderFor } from './providers/payment-provider.ts';

/*
 * What other modules ask of the card on file: a one-off charge a customer's own action causes
 * (a meeting room's hours beyond the packet's free ones), with its invoice, and its refund with a
 * credit note. The card is the one the line's subscription renews with; it never leaves here.
 */

type TCardApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'config' | 'mailer'>;

/** The card a line's renewals charge, as the customer recognises it; null without one. */
export async function cardOnFileOf(
  db: TDatabase,
  accountId: number,
  brandId: number,
): Promise<{ brand: string; last4: string } | null> {
  const card = await findLineCard(db, accountId, brandId);
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

export type TCardOnFileCharge = {
  accountId: number;
  /** The line whose card is charged (its live subscription's). */
  brandId: number;
  /** The customer whose action it is. */
  userId: number;
  /** What the payment is for (`payments.kind`). */
  kind: string;
  /** Unique per thing paid: the provider charges once under it, however often it is asked. */
  idempotencyKey: string;
  /** One invoice line; its unit price is kuruş before KDV. */
  line: { description: string; quantity: number; unitPrice: number };
  totals: { subtotal: number; vat: number; total: number };
};

export type TCardOnFileOutcome =
  | { ok: true; paymentId: number; invoiceId: number }
  | { ok: false; status: 402 | 409 | 503; messageKey: TMessageKey };

/**
 * Charges the line's card on file, then records the payment and its invoice in one transaction
 * with what the caller writes for it (`whenPaid`) and the payer's receipt mail. Refused, or no card: the answer to give.
 * A provider that throws is an outage (only its kind is logged).
 */
export async function chargeCardOnFile(
  app: TCardApp,
  input: TCardOnFileCharge,
  whenPaid: (tx: TDatabase, paid: { paymentId: number; invoiceId: number }) => Promise<void>,
): Promise<TCardOnFileOutcome> {
  const card = await findLineCard(app.db, input.accountId, input.brandId);
  if (!card) return { ok: false, ...declineAnswer('invalid_card') };
  const provider = paymentProviderFor(app.config);
  const result = await provider
    .chargeStoredCard({
      cardToken: card.token,
      amountKurus: input.totals.total,
      currency: CURRENCY,
      idempotencyKey: input.idempotencyKey,
      description: input.line.description,
    })
    .catch((error: unknown) => {
      logProviderFailure(app, provider, null, error);
      return { ok: false as const, code: 'provider_unavailable' as const };
    });
  if (!result.ok) return { ok: false, ...declineAnswer(result.code) };

  const now = app.now();
  const paid = await app.db.transaction(async (tx) => {
    const paymentId = await insertCardOnFilePayment(tx, {
      accountId: input.accountId,
      userId: input.userId,
      productId: card.productId,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      amount: input.totals.total,
      provider: card.provider,
      providerRef: result.providerRef,
      cardLast4: card.last4,
      cardBrand: card.brand,
      at: now,
    });
    const invoiceId = await issueInvoice(tx, {
      paymentId,
      accountId: input.accountId,
      at: now,
      invoiceYear: todayInIstanbul(now).slice(0, 4),
      lines: [
        {
          productId: null,
          description: input.line.description,
          quantity: input.line.quantity,
          unitPrice: input.line.unitPrice,
          total: input.totals.subtotal,
          nextPaymentAt: null,
        },
      ],
      totals: { ...input.totals, vatRate: VAT_RATE_PERCENT },
    });
    await whenPaid(tx, { paymentId, invoiceId });
    await mailPaymentReceipt(app, tx, paymentId);
    return { paymentId, invoiceId };
  });
  return { ok: true, ...paid };
}

/**
 * Gives a card-on-file payment back in full: the provider first (keyed by the invoice, so a retry
 * refunds once), then, in one transaction, the credit note (one per invoice) and what the caller
 * writes for it (`whenRefunded`). False when the provider could not refund it now.
 */
export async function refundCardOnFilePayment(
  app: TCardApp,
  input: { paymentId: number; accountId: number; userId: number },
  whenRefunded: (tx: TDatabase) => Promise<void>,
): Promise<boolean> {
  const payment = await findPaymentOfAccount(app.db, input.paymentId, input.accountId);
  const invoiceId = await findInvoiceIdOfPayment(app.db, input.paymentId);
  if (!payment?.providerRef || payment.status !== 'succeeded' || invoiceId === null) {
    throw new Error(`Payment ${input.paymentId} cannot be refunded`);
  }
  const provider = paymentProviderFor(app.config);
  const refunded = await provider
    .refund({
      providerRef: payment.providerRef,
      amountKurus: payment.amount,
      idempotencyKey: `refund-${invoiceId}`,
    })
    .catch((error: unknown) => {
      logProviderFailure(app, provider, input.paymentId, error);
      return { ok: false as const, code: 'provider_unavailable' as const };
    });
  if (!refunded.ok) return false;
  const now = app.now();
  await app.db.transaction(async (tx) => {
    await insertCreditNote(tx, {
      invoiceId,
      accountId: input.accountId,
      amount: payment.amount,
      providerRef: refunded.providerRef,
      createdBy: input.userId,
      at: now,
      year: todayInIstanbul(now).slice(0, 4),
    });
    await whenRefunded(tx);
  });
  return true;
}
