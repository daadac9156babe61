import type { TLanguage } from '@portal/contracts/common/languages';
import { invoiceTotals } from '@portal/contracts/payments/invoice-totals';
import { PAYMENT_DECLINE_CODES } from '@portal/contracts/payments/payment-schemas';
import { suspensionAt, type TSubscription } from '@portal/contracts/payments/subscriptions';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../plugins/errors.ts';
import { findHeldMonthlyProducts } from '../../accounts/held-products-service.ts';
import { findCatalogueProducts } from '../../products/service.ts';
import { toCardBrand } from '../payment-rules.ts';
import { findCharges } from './charge-repository.ts';
import { findSubscriptions } from './subscription-repository.ts';

type TReadApp = Pick<FastifyInstance, 'db'>;

/** A company's subscriptions as the API shows them: price, card, dunning dates and charges. */
export async function presentSubscriptions(
  app: TReadApp,
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
    findHeldMonthlyProducts(
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

/** One of the company's subscriptions as the API shows it (404 when it is not the company's). */
export async function presentSubscription(
  app: TReadApp,
  accountId: number,
  id: number,
  language: TLanguage,
): Promise<TSubscription> {
  const found = (await presentSubscriptions(app, accountId, language)).find(
    (subscription) => subscription.id === id,
  );
  if (!found) throw new HttpError(404, 'errors.notFound');
  return found;
}
