import { formatKurus } from '@portal/contracts/common/money';
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../../../plugins/auth/user-repository.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';
import { languageOfId } from '../../../plugins/i18n/user-language.ts';
import { chargeRefundedMail } from '../../../plugins/mail/templates/charge-refunded.ts';
import { recordAudit } from '../../../plugins/record-audit.ts';
import { findAccountEvenDeleted } from '../../accounts/service.ts';
import { findCatalogueProducts as findProducts } from '../../products/service.ts';
import { markPaymentFailed, saveProviderRef, type TPaymentRow } from '../payment-repository.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import { logProviderFailure, type TPaymentProvider } from './payment-provider.ts';

/** The reconciliation also mails a payer whose charge it refunded. */
export type TReconcileApp = TPaymentsApp & Pick<FastifyInstance, 'mailer'>;

/**
 * Charged, but the company can no longer have what was paid for (it paid again under another
 * key, a price changed, the user left): the charge goes back, and the payment records nothing.
 */
export async function refundUnrecordable(
  app: TReconcileApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
  providerRef: string,
): Promise<'refunded' | 'left'> {
  await saveProviderRef(app.db, payment.id, providerRef);
  const refunded = await provider
    .refund({ providerRef, amountKurus: payment.amount, idempotencyKey: `reconcile-refund-${payment.id}` })
    .catch((error: unknown) => {
      logProviderFailure(app, provider, payment.id, error);
      return null;
    });
  if (!refunded?.ok) {
    app.log.error({ paymentId: payment.id, providerRef }, 'charged payment neither recordable nor refunded');
    return 'left';
  }
  // The refusal, its audit entry and the payer's mail are one transaction: all are kept, or none.
  await app.db.transaction(async (tx) => {
    await markPaymentFailed(tx, payment.id, 'provider_unavailable');
    await recordAudit(tx, {
      actorId: null,
      action: 'payment.refunded',
      subjectType: 'payment',
      subjectId: payment.id,
      accountId: payment.accountId,
      before: { status: payment.status, provider_ref: providerRef },
      after: { status: 'failed', refunded: payment.amount },
    });
    await tellPayerOfRefund(app, tx, payment);
  });
  app.log.warn(
    { paymentId: payment.id, providerRef },
    'charged payment refunded: its basket no longer holds',
  );
  return 'refunded';
}

/** The payer hears that the charge went back, in their language (the mail leaves with the transaction). */
async function tellPayerOfRefund(app: TReconcileApp, tx: TDatabase, payment: TPaymentRow): Promise<void> {
  const payer = payment.userId === null ? null : await findUserById(tx, payment.userId);
  const account = await findAccountEvenDeleted(tx, payment.accountId);
  if (!payer?.isActive || !account) return;
  const language = languageOfId(payer.languageId);
  const [product] = await findProducts(tx, { id: payment.productId }, language);
  const content = chargeRefundedMail(language, {
    name: payer.name,
    companyName: account.name,
    product: product?.name ?? '',
    amount: formatKurus(payment.amount, language),
    card: `${payment.cardBrand.toUpperCase()} •••• ${payment.cardLast4}`,
    url: `${app.config.appUrl}/${language}/app`,
  });
  await app.mailer.send({ to: payer.email, template: 'charge-refunded', ...content }, { within: tx });
}
