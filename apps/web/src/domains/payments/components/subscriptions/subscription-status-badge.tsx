import type { TSubscriptionStatus } from '@portal/contracts/payments/subscriptions';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';

const TONES: Record<TSubscriptionStatus, string> = {
  active: 'bg-green-50 text-green-900 ring-green-200',
  payment_due: 'bg-amber-50 text-amber-950 ring-amber-300',
  suspended: 'bg-red-50 text-red-900 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** The subscription's state as a pill; the colour only repeats what the text says. */
export function SubscriptionStatusBadge({ status }: { status: TSubscriptionStatus }) {
  const { t } = useTranslation('payments');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status],
      )}
    >
      {t(`subscriptions.status.${status}`)}
    </span>
  );
}
