/** KDV (Turkish VAT) on every sale, in percent. Prices are kept before KDV, in kuruş. */
export const VAT_RATE_PERCENT = 20;

export type TInvoiceLineInput = { unit_price: number; quantity: number };
export type TInvoiceTotals = { subtotal: number; vat: number; total: number };

/**
 * The totals of an invoice or a basket, in integer kuruş: the sum of the lines before KDV, the
 * KDV rounded once on that sum (half up), and their total. The wizard's running total and the
 * server's invoice use this one function, so the customer is charged exactly what they saw.
 */
export function invoiceTotals(lines: readonly TInvoiceLineInput[]): TInvoiceTotals {
  let subtotal = 0;
  for (const line of lines) {
    if (!Number.isInteger(line.unit_price) || line.unit_price < 0) throw new RangeError('unit_price');
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new RangeError('quantity');
    subtotal += line.unit_price * line.quantity;
  }
  const vat = Math.round((subtotal * VAT_RATE_PERCENT) / 100);
  return { subtotal, vat, total: subtotal + vat };
}
