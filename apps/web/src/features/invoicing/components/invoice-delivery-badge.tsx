import type { TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const TONES = {
  sent: 'bg-brand-50 text-brand-900',
  sending: 'bg-amber-100 text-amber-950',
  refused: 'bg-red-100 text-red-900',
  cancelled: 'bg-gray-200 text-gray-900',
} as const;

/** A sent invoice's channel (e-Fatura, e-Arşiv), or how its delivery stands; nothing before it is sent. */
export function InvoiceDeliveryBadge({ delivery }: Pick<TSalesInvoice, 'delivery'>) {
  const { t } = useTranslation('invoicing');
  if (delivery === null) return null;
  return (
    <span
      className={cn(
        'mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[delivery.status],
      )}
    >
      {delivery.status === 'sent'
        ? t(`delivery.channels.${delivery.channel}`)
        : t(`delivery.badge.${delivery.status}`)}
    </span>
  );
}
