import type { TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const TONES = {
  draft: 'bg-brand-50 text-brand-900',
  issued: 'bg-green-100 text-green-900',
  cancelled: 'bg-gray-200 text-gray-900',
  overdue: 'bg-red-100 text-red-900',
} as const;

/** An invoice's status as a badge; an issued invoice past its due date with something open says so. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<TSalesInvoice, 'status' | 'overdue'> }) {
  const { t } = useTranslation('invoicing');
  const state = invoice.status === 'issued' && invoice.overdue ? 'overdue' : invoice.status;
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-small font-semibold whitespace-nowrap',
        TONES[state],
      )}
    >
      {t(`invoiceStatus.${state}`)}
    </span>
  );
}
