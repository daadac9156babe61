import { kdvOf, kdvRateInForce, type TKdvRate } from '@portal/contracts/ledger/ledger-amounts';
import { DEFAULT_CATEGORY } from '@portal/contracts/ledger/ledger-categories';
import type { TReceiptDraft } from '@portal/contracts/receipt-scans/receipt-scans';
import { kdvInside, type TReceiptFields } from './receipt-text.ts';

/**
 * The gross of each rate: the total for a receipt of one rate; otherwise what the rate's items add
 * up to when their KDV is the receipt's, else worked back from the rate's KDV, and the rate whose
 * gross is least known takes what is left of the total.
 */
function grossByRate(fields: TReceiptFields, total: number): Map<TKdvRate, number> {
  const rates = fields.kdvByRate;
  const [only] = rates;
  if (rates.length === 1 && only) return new Map([[only.kdv_rate, total]]);
  const items = new Map(fields.itemsByRate.map((row) => [row.kdv_rate, row.gross_amount]));
  const checked = new Map<TKdvRate, number>();
  const estimated = new Map<TKdvRate, number>();
  for (const { kdv_rate: rate, kdv_amount: kdv } of rates) {
    const fromItems = items.get(rate);
    if (fromItems !== undefined && kdvInside(fromItems, rate) === kdv) checked.set(rate, fromItems);
    else if (rate > 0) estimated.set(rate, Math.round((kdv * (100 + rate)) / rate));
  }
  const gross = new Map([...checked, ...estimated]);
  const largestEstimate = [...estimated].sort(([, a], [, b]) => b - a)[0]?.[0];
  if (largestEstimate !== undefined) {
    const others = [...gross].filter(([rate]) => rate !== largestEstimate).reduce((sum, [, g]) => sum + g, 0);
    gross.set(largestEstimate, total - others);
  }
  return gross;
}

/**
 * The draft the customer confirms: what was read, and one expense entry per KDV rate in force on
 * the receipt's date, net = gross − KDV. The entry carries the ledger rule's KDV of that net (the
 * server's own figure, which the till's differs from by a kuruş at most), so it posts as it stands.
 * No date or no total: nothing to propose, the customer types the entry.
 */
export function receiptDraft(fields: TReceiptFields): TReceiptDraft {
  const { date, total } = fields;
  const read = {
    date,
    seller_name: fields.sellerName,
    seller_tax_number: fields.sellerTaxNumber,
    total,
    kdv_by_rate: fields.kdvByRate,
  };
  if (date === null || total === null) return { ...read, entries: [] };
  const gross = grossByRate(fields, total);
  const entries = fields.kdvByRate.flatMap(({ kdv_rate: rate, kdv_amount: kdv }) => {
    const net = (gross.get(rate) ?? 0) - kdv;
    if (net <= 0 || !kdvRateInForce(rate, date)) return [];
    const ruleKdv = kdvOf(net, rate);
    return [
      {
        date,
        kind: 'expense' as const,
        counterparty_name: fields.sellerName ?? '',
        counterparty_tax_number: fields.sellerTaxNumber,
        description: '',
        category: DEFAULT_CATEGORY.expense,
        net_amount: net,
        kdv_rate: rate,
        kdv_amount: ruleKdv,
        withheld_kdv: 0,
        gross_amount: net + ruleKdv,
        // Paid at the till: a receipt is the proof of a payment made.
        paid: true,
        document_id: null,
        source: 'manual' as const,
      },
    ];
  });
  return { ...read, entries };
}
