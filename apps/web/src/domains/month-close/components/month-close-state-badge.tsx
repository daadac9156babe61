import type { TMonthCloseState } from '@portal/contracts/month-close/month-close';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const TONES: Record<TMonthCloseState, string> = {
  documents_pending: 'bg-amber-100 text-amber-950',
  documents_complete: 'bg-sky-100 text-sky-950',
  booked: 'bg-brand-50 text-brand-900',
  returns_filed: 'bg-violet-100 text-violet-950',
  closed: 'bg-green-100 text-green-900',
};

/** Where a month's close stands, as a badge (its colour only repeats the words). Needs `monthClose`. */
export function MonthCloseStateBadge({ state }: { state: TMonthCloseState }) {
  const { t } = useTranslation('monthClose');
  return (
    <span
      className={cn(
        'inline-block max-w-full rounded-full px-2.5 py-0.5 text-small font-semibold break-words md:whitespace-nowrap',
        TONES[state],
      )}
    >
      {t(`states.${state}`)}
    </span>
  );
}
