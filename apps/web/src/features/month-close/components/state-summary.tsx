import { MONTH_CLOSE_STATES, type TMonthCloseState } from '@portal/contracts/month-close/month-close';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

type StateSummaryProps = {
  /** How many of the filter's companies (state aside) are in each state. */
  counts: Partial<Record<TMonthCloseState, number>>;
  /** The state the list is filtered by, or 'all'. */
  selected: TMonthCloseState | 'all';
  onSelect: (state: TMonthCloseState | 'all') => void;
};

/**
 * The count of companies in each state, and all of them, as toggle buttons: pressing one filters
 * the list by that state (`aria-pressed` says which is on).
 */
export function StateSummary({ counts, selected, onSelect }: StateSummaryProps) {
  const { t } = useTranslation('monthClose');
  const headingId = useId();
  const total = MONTH_CLOSE_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
  const items: { value: TMonthCloseState | 'all'; label: string; count: number }[] = [
    { value: 'all', label: t('board.summaryAll'), count: total },
    ...MONTH_CLOSE_STATES.map((state) => ({
      value: state,
      label: t(`states.${state}`),
      count: counts[state] ?? 0,
    })),
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('board.summary')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => {
          const pressed = selected === item.value;
          return (
            <li key={item.value} className="min-w-0">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(item.value)}
                className={cn(
                  'flex h-full w-full flex-col items-start gap-1 rounded-card border p-3 text-left',
                  'focus-visible:outline-3 focus-visible:outline-accent-400',
                  pressed
                    ? 'border-brand-800 bg-brand-50 ring-2 ring-brand-800'
                    : 'border-line bg-white hover:bg-surface',
                )}
              >
                <span className="w-full text-xs font-semibold break-words hyphens-auto text-ink sm:text-small">
                  {item.label}
                </span>
                <span className="text-h3 font-bold text-brand-950 tabular-nums">{item.count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
