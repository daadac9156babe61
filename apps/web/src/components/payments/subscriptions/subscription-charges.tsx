import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TSubscription, TSubscriptionCharge } from '@portal/contracts/payments/subscriptions';
import { useTranslation } from 'react-i18next';
import { useSubscriptionCharges } from '../../../lib/payments/subscriptions.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { DataTable, type TColumn } from '../../data/data-table.tsx';
import { InvoiceDownloadButton } from '../invoice-download-button.tsx';

/** One subscription's charges, newest period first: the period, the amount, the outcome and its invoice. */
export function SubscriptionCharges({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation('payments');
  const charges = useSubscriptionCharges(subscription.account_id, subscription.id);
  const columns = useChargeColumns();
  return (
    <DataTable
      caption={t('subscriptions.charges.list', { product: subscription.product.name })}
      query={charges}
      columns={columns}
      rowKey={(charge) => charge.id}
      minWidth="md"
      compact
      empty={t('subscriptions.charges.empty')}
    />
  );
}

function useChargeColumns(): TColumn<TSubscriptionCharge>[] {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const date = (iso: string) => formatIstanbulDate(new Date(iso), language);
  return [
    {
      key: 'period',
      header: t('subscriptions.charges.period'),
      rowHeader: true,
      cell: (charge) =>
        t('subscriptions.range', { start: date(charge.period_start), end: date(charge.period_end) }),
    },
    {
      key: 'amount',
      header: t('subscriptions.charges.amount'),
      className: 'whitespace-nowrap font-bold text-brand-950',
      cell: (charge) => formatKurus(charge.amount, language),
    },
    {
      key: 'status',
      header: t('subscriptions.charges.status'),
      cell: (charge) =>
        charge.status === 'failed' && charge.failure_code
          ? t('subscriptions.charges.failedBecause', {
              reason: t(`declineReasons.${charge.failure_code}`),
              count: charge.attempts,
            })
          : t(`subscriptions.charges.statuses.${charge.status}`),
    },
    {
      key: 'invoice',
      header: t('invoices.download'),
      hiddenHeader: true,
      cell: (charge) =>
        charge.invoice_id !== null && charge.invoice_number !== null ? (
          <InvoiceDownloadButton invoice={{ id: charge.invoice_id, number: charge.invoice_number }} />
        ) : null,
    },
  ];
}
