import { formatKurus } from '@portal/contracts/common/money';
import { invoiceTotals, VAT_RATE_PERCENT } from '@portal/contracts/payments/invoice-totals';
import type { TBillingPeriod } from '@portal/contracts/products/product-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';

/** One thing paid for: its price before KDV in kuruş, how it is charged, and how many. */
export type TPaymentLine = {
  name: string;
  unit_price: number;
  quantity?: number;
  billing?: TBillingPeriod;
};

/** The totals with the same rule the server's invoice uses (`invoiceTotals`), so the person pays what they saw. */
export function paymentTotals(lines: readonly TPaymentLine[]) {
  return invoiceTotals(lines.map((line) => ({ unit_price: line.unit_price, quantity: line.quantity ?? 1 })));
}

/** What the card will be charged: each line '+ KDV', then the sum, the KDV and the total with KDV. */
export function PaymentSummary({ lines }: { lines: readonly TPaymentLine[] }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const headingId = useId();
  const totals = paymentTotals(lines);
  const money = (kurus: number) => formatKurus(kurus, language);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4">
      <h3 id={headingId} className="text-small font-bold text-brand-950">
        {t('summary.title')}
      </h3>
      <ul className="mt-3 space-y-2">
        {lines.map((line, index) => {
          const quantity = line.quantity ?? 1;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list given by the caller, never reordered.
              key={index}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 text-small"
            >
              <span className="min-w-0 font-medium text-ink">
                {quantity > 1 ? t('summary.quantity', { name: line.name, quantity }) : line.name}
                {line.billing ? (
                  <span className="ms-2 text-muted">{t(`summary.billing.${line.billing}`)}</span>
                ) : null}
              </span>
              <span className="whitespace-nowrap text-ink">
                {t('summary.plusVat', { price: money(line.unit_price * quantity) })}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-line pt-3 text-small">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('summary.subtotal')}</dt>
          <dd className="text-ink">{money(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('summary.vat', { rate: VAT_RATE_PERCENT })}</dt>
          <dd className="text-ink">{money(totals.vat)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-body font-bold text-brand-950">
          <dt>{t('summary.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
