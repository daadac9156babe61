import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { accountStatusName, type TAccountStatusName } from './account-status.ts';

const tones: Record<TAccountStatusName, string> = {
  applicationInProgress: 'bg-surface text-ink ring-line',
  paymentDue: 'bg-amber-50 text-amber-950 ring-amber-300',
  waitingForApproval: 'bg-brand-50 text-brand-900 ring-brand-200',
  active: 'bg-green-50 text-green-900 ring-green-200',
  rejected: 'bg-red-50 text-red-900 ring-red-200',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** The translated label of a status; the number itself when the contracts do not know it. */
export function useAccountStatusLabel(): (status: number) => string {
  const { t } = useTranslation('staff');
  return (status) => {
    const name = accountStatusName(status);
    return name ? t(`statuses.${name}`) : t('statuses.unknown', { status });
  };
}

/** A company's status as a coloured pill; the colour only repeats what the text says. */
export function AccountStatusBadge({ status, className }: { status: number; className?: string }) {
  const label = useAccountStatusLabel();
  const name = accountStatusName(status);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        name ? tones[name] : tones.applicationInProgress,
        className,
      )}
    >
      {label(status)}
    </span>
  );
}
