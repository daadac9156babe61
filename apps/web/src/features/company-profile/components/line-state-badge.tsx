import type { TLineStateName } from '@portal/contracts/accounts/product-lines';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const tones: Record<TLineStateName, string> = {
  in_progress: 'bg-surface text-ink ring-line',
  payment_due: 'bg-amber-50 text-amber-950 ring-amber-300',
  waiting_for_approval: 'bg-brand-50 text-brand-900 ring-brand-200',
  active: 'bg-green-50 text-green-900 ring-green-200',
  suspended: 'bg-red-50 text-red-900 ring-red-200',
  rejected: 'bg-red-50 text-red-900 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** A product line's state as a pill; the colour only repeats what the text says. */
export function LineStateBadge({ state }: { state: TLineStateName }) {
  const { t } = useTranslation('companyProfile');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[state],
      )}
    >
      {t(`states.${state}`)}
    </span>
  );
}
