import { formatKurus } from '@portal/contracts/common/money';
import type { TLedgerSummary } from '@portal/contracts/ledger/ledger-schemas';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatShortPeriod } from './ledger-format.ts';

/** Colours with enough contrast on white for bars (WCAG 1.4.11: 3:1). */
const INCOME_COLOUR = '#15803d';
const EXPENSE_COLOUR = '#b91c1c';
const CATEGORY_COLOUR = '#1e40af';

/**
 * The charts of the program, drawn with recharts. This module is loaded lazily by the page, so
 * the chart library lands in a chunk of its own that only this page asks for. Each chart has a
 * text title and the figures stay readable in the summary cards and the list.
 */
export default function LedgerCharts({ summary }: { summary: TLedgerSummary }) {
  const { t } = useTranslation('accountancy');
  const language = useLanguage();
  const lira = (kurus: number) => formatKurus(kurus, language);
  const months = summary.months.map((month) => ({
    label: formatShortPeriod(month.period, language),
    income: month.income_net,
    expense: month.expense_net,
  }));
  const categories = summary.expense_by_category.map((row) => ({
    label: t(`categories.${row.category}`),
    amount: row.net_amount,
  }));
  const compact = (kurus: number) =>
    new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-GB', { notation: 'compact' }).format(kurus / 100);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h3 className="text-body font-bold text-brand-950">{t('charts.monthly')}</h3>
        {months.every((month) => month.income === 0 && month.expense === 0) ? (
          <p className="mt-4 text-small text-muted">{t('charts.monthlyEmpty')}</p>
        ) : (
          <figure className="mt-4 h-64" aria-label={t('charts.monthlyDescription')}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={months} margin={{ left: 0, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" fontSize={12} />
                <YAxis tickFormatter={compact} fontSize={12} width={48} />
                <Tooltip formatter={(value) => lira(Number(value))} />
                <Legend />
                <Bar dataKey="income" name={t('charts.income')} fill={INCOME_COLOUR} />
                <Bar dataKey="expense" name={t('charts.expense')} fill={EXPENSE_COLOUR} />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        )}
      </Card>
      <Card>
        <h3 className="text-body font-bold text-brand-950">{t('charts.byCategory')}</h3>
        {categories.length === 0 ? (
          <p className="mt-4 text-small text-muted">{t('charts.byCategoryEmpty')}</p>
        ) : (
          <figure className="mt-4 h-64" aria-label={t('charts.byCategory')}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={categories} layout="vertical" margin={{ left: 8, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" tickFormatter={compact} fontSize={12} />
                <YAxis type="category" dataKey="label" width={140} fontSize={12} />
                <Tooltip formatter={(value) => lira(Number(value))} />
                <Bar dataKey="amount" name={t('charts.expense')} fill={CATEGORY_COLOUR} />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        )}
      </Card>
    </div>
  );
}
