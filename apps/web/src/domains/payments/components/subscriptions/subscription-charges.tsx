import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TSubscription, TSubscriptionCharge } from '@portal/contracts/payments/subscriptions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../../components/data/data-table.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useRefundCharge, useSubscriptionCharges } from '../../subscriptions.ts';
import { InvoiceDownloadButton } from '../invoice-download-button.tsx';

/**
 * One subscription's charges, newest period first: the period, the amount, the outcome, its
 * invoice and, once refunded, its credit note. Staff (`canRefund`) may refund a paid charge.
 */
export function SubscriptionCharges({
  subscription,
  canRefund = false,
}: {
  subscription: TSubscription;
  canRefund?: boolean;
}) {
  const { t } = useTranslation('payments');
  const charges = useSubscriptionCharges(subscription.account_id, subscription.id);
  const [refunding, setRefunding] = useState<TSubscriptionCharge | null>(null);
  const refund = useRefundCharge();
  const columns = useChargeColumns(canRefund ? setRefunding : null);
  const language = useLanguage();
  return (
    <>
      <DataTable
        caption={t('subscriptions.charges.list', { product: subscription.product.name })}
        query={charges}
        columns={columns}
        rowKey={(charge) => charge.id}
        minWidth="md"
        compact
        empty={t('subscriptions.charges.empty')}
      />
      <ConfirmDialog
        open={refunding !== null}
        title={t('subscriptions.charges.refundConfirm.title')}
        description={t('subscriptions.charges.refundConfirm.text', {
          amount: refunding ? formatKurus(refunding.amount, language) : '',
          invoice: refunding?.invoice_number ?? '',
        })}
        confirmLabel={t('subscriptions.charges.refund')}
        tone="danger"
        onCancel={() => setRefunding(null)}
        onConfirm={async () => {
          if (!refunding) return;
          await refund.mutateAsync({
            accountId: subscription.account_id,
            subscriptionId: subscription.id,
            chargeId: refunding.id,
          });
          setRefunding(null);
        }}
      />
    </>
  );
}

function useChargeColumns(
  onRefund: ((charge: TSubscriptionCharge) => void) | null,
): TColumn<TSubscriptionCharge>[] {
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
        charge.credit_note
          ? t('subscriptions.charges.refunded', { number: charge.credit_note.number })
          : charge.status === 'failed' && charge.failure_code
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
      cell: (charge) => (
        <div className="flex flex-col gap-2 md:flex-row md:justify-end">
          {charge.invoice_id !== null && charge.invoice_number !== null ? (
            <InvoiceDownloadButton invoice={{ id: charge.invoice_id, number: charge.invoice_number }} />
          ) : null}
          {charge.credit_note ? (
            <InvoiceDownloadButton invoice={{ ...charge.credit_note, creditNote: true }} />
          ) : null}
          {onRefund && charge.status === 'succeeded' && charge.invoice_id !== null && !charge.credit_note ? (
            <Button
              variant="secondary"
              size="sm"
              className="w-full md:w-auto"
              onClick={() => onRefund(charge)}
            >
              {t('subscriptions.charges.refund')}{' '}
              <span className="sr-only">{t('invoices.downloadFor', { number: charge.invoice_number })}</span>
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}
