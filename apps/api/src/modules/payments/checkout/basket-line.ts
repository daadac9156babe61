import type { findHeldProducts } from '../../accounts/held-products-service.ts';
import type { findAccountEvenDeleted } from '../../accounts/service.ts';
import type { TPayableSession } from '../../network-stages/session-payment-service.ts';
import type { findCatalogueProducts } from '../../products/service.ts';
import type { TInvoiceLineInput } from '../invoices/invoice-repository.ts';
import type { TSubscriptionRow } from '../subscriptions/subscription-repository.ts';

/** The company a payment charges, as the accounts service finds it (deleted or not). */
export type TAccountRow = NonNullable<Awaited<ReturnType<typeof findAccountEvenDeleted>>>;

/** A product of the catalogue, as the products service finds it for a payment to price. */
export type TProductRow = Awaited<ReturnType<typeof findCatalogueProducts>>[number];

/** What the company holds when it pays: each product's line, parent and billing. */
export type THeldProducts = Awaited<ReturnType<typeof findHeldProducts>>;

/** What one kind of payment charges: its invoice lines, and what else the payment settles or confirms. */
export type TBasket = {
  lines: TInvoiceLineInput[];
  /** A line whose renewal is unpaid: this payment settles its due period instead of starting one. */
  settles?: TSubscriptionRow;
  /** The held stage session the payment confirms (the conference hour). */
  session?: TPayableSession;
};

/** A product bought once at its catalogue price; a monthly one with its next charge. */
export function invoiceLineOf(
  product: { id: number; name: string; price: number },
  nextPaymentAt: Date | null,
): TInvoiceLineInput {
  return {
    productId: product.id,
    description: product.name,
    quantity: 1,
    unitPrice: product.price,
    total: product.price,
    nextPaymentAt,
  };
}
