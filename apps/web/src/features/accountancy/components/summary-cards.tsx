import { formatKurus } from '@portal/contracts/common/money';
import type { TLedgerTotals } from '@portal/contracts/ledger/ledger-schemas';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The chosen month's figures: income, expense, KDV collected and paid, and the KDV payable (or
 * carried), with beside the estimate the figure of the month's filed KDV return when there is one.
 */
export function SummaryCards({
  totals,
  filedKdv = null,
}: {
  totals: TLedgerTotals;
  filedKdv?: number | null;
}) {
  const { t } = useTranslation('accountancy');
  const language = useLanguage();
  const carried = totals.kdv_payable < 0;
  const cards = [
    { key: 'income', label: t('summary.income'), value: totals.income_net },
    { key: 'expense', label: t('summary.expense'), value: totals.expense_net },
    { key: 'kdvCollected', label: t('summary.kdvCollected'), value: totals.kdv_collected },
    { key: 'kdvPaid', label: t('summary.kdvPaid'), value: totals.kdv_paid },
    {
      key: 'kdvPayable',
      label: carried ? t('summary.kdvCarried') : t('summary.kdvPayable'),
      value: Math.abs(totals.kdv_payable),
      note: filedKdv === null ? null : t('summary.kdvFiled', { amount: formatKurus(filedKdv, language) }),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {cards.map((card) => (
        <Card key={card.key} className="p-4">
          <dt className="text-xs font-semibold text-muted">{card.label}</dt>
          <dd className="mt-1 text-h3 font-bold text-brand-950 tabular-nums">
            {formatKurus(card.value, language)}
          </dd>
          {'note' in card && card.note ? (
            <dd className="mt-1 text-small font-semibold text-brand-800">{card.note}</dd>
          ) : null}
        </Card>
      ))}
    </dl>
  );
}
