import { formatKurus } from '@portal/contracts/common/money';
import type { TInvoiceCurrency } from '@portal/contracts/sales-invoices/invoice-codes';
import {
  figuresByRate,
  invoiceFigures,
  parseExchangeRate,
  type TInvoiceFigures,
  type TInvoiceLineFigures,
  toLira,
} from '@portal/contracts/sales-invoices/invoice-totals';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatMoney } from './invoicing-format.ts';

type InvoiceTotalsPanelProps = {
  /** The lines' figures (the form's readable lines, or a saved invoice's). */
  lines: readonly TInvoiceLineFigures[];
  currency: TInvoiceCurrency;
  /** The exchange rate as written, for a foreign currency's lira value. */
  exchangeRate: string | null;
  /** Some line cannot be read yet: the totals leave it out and say so. */
  incomplete?: boolean;
  /** What is still open (kuruş) of an issued invoice. */
  openAmount?: number;
};

/**
 * The invoice's totals with the contracts' `invoiceFigures` and `figuresByRate`, the functions the
 * server stores them with: net, KDV per rate, the withheld KDV, gross and what the buyer pays, and
 * for a foreign currency the payable amount in lira at the stated rate.
 */
export function InvoiceTotalsPanel({
  lines,
  currency,
  exchangeRate,
  incomplete = false,
  openAmount,
}: InvoiceTotalsPanelProps) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const totals: TInvoiceFigures = invoiceFigures(lines);
  const byRate = figuresByRate(lines);
  const money = (amount: number) => formatMoney(amount, currency, language);
  const rate = currency === 'TRY' || exchangeRate === null ? null : parseExchangeRate(exchangeRate);

  return (
    <section
      aria-labelledby="invoice-totals-heading"
      className="rounded-xl border border-line bg-surface p-4"
      aria-live="polite"
    >
      <h2 id="invoice-totals-heading" className="text-small font-semibold text-ink">
        {t('totals.title')}
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-small">
        <dt className="text-muted">{t('totals.net')}</dt>
        <dd className="text-end tabular-nums" data-testid="total-net">
          {money(totals.net_amount)}
        </dd>
        {byRate.map((group) => (
          <KdvRow
            key={group.kdv_rate}
            label={t('totals.kdvAt', { rate: group.kdv_rate })}
            value={money(group.kdv_amount)}
          />
        ))}
        {totals.withheld_kdv > 0 ? (
          <>
            <dt className="text-muted">{t('totals.withheld')}</dt>
            <dd className="text-end tabular-nums" data-testid="total-withheld">
              −{money(totals.withheld_kdv)}
            </dd>
          </>
        ) : null}
        <dt className="text-muted">{t('totals.gross')}</dt>
        <dd className="text-end tabular-nums" data-testid="total-gross">
          {money(totals.gross_amount)}
        </dd>
        <dt className="font-semibold text-ink">{t('totals.payable')}</dt>
        <dd className="text-end font-semibold tabular-nums" data-testid="total-payable">
          {money(totals.payable_amount)}
        </dd>
        {currency !== 'TRY' ? (
          <>
            <dt className="text-muted">{t('totals.payableTry')}</dt>
            <dd className="text-end tabular-nums" data-testid="total-payable-try">
              {rate === null ? '—' : formatKurus(toLira(totals.payable_amount, rate), language)}
            </dd>
          </>
        ) : null}
        {openAmount !== undefined ? (
          <>
            <dt className="text-muted">{t('totals.open')}</dt>
            <dd className="text-end tabular-nums" data-testid="total-open">
              {formatKurus(openAmount, language)}
            </dd>
          </>
        ) : null}
      </dl>
      {incomplete ? <p className="mt-2 text-xs text-muted">{t('totals.incomplete')}</p> : null}
    </section>
  );
}

function KdvRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="text-end tabular-nums">{value}</dd>
    </>
  );
}
