import { currentPeriod, formatPeriod, shiftPeriod } from '@portal/contracts/documents/document-periods';
import { MONTH_CLOSE_STATES, type TMonthCloseState } from '@portal/contracts/month-close/month-close';
import { useTranslation } from 'react-i18next';
import { FilterBar, SelectFilter } from '../../../components/data/filter-bar.tsx';
import type { TFilterInput } from '../../../components/data/use-url-filters.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdvisors } from '../api/get-advisors.ts';

/** How many months back the picker offers, as the documents page's (a year before the month being closed). */
const MONTHS_BACK = 12;

type TBoardFilters = { period: string; state: TMonthCloseState | 'all'; advisor: number | 'all' };

type MonthCloseFiltersProps = {
  filters: TBoardFilters;
  onChange: (next: TFilterInput<TBoardFilters>) => void;
  /** Staff who see every company pick an advisor ("show accounts all" and "show advisors"). */
  advisorFilter: boolean;
  now: Date;
};

/**
 * The month (this month and the year before it, newest first, as the documents page offers them),
 * the state and, for those who see every company, the advisor.
 */
export function MonthCloseFilters({ filters, onChange, advisorFilter, now }: MonthCloseFiltersProps) {
  const { t } = useTranslation('monthClose');
  const language = useLanguage();
  const advisors = useAdvisors(advisorFilter);
  const latest = currentPeriod(now);
  const months = Array.from({ length: MONTHS_BACK + 1 }, (_, back) => shiftPeriod(latest, -back));
  // A month from an older link stays choosable (and shown) rather than silently replaced.
  if (!months.includes(filters.period)) months.push(filters.period);

  return (
    <FilterBar title={t('board.filters')}>
      <Field label={t('board.period')} className="md:w-56">
        {(control) => (
          <select
            className={controlClasses}
            value={filters.period}
            onChange={(event) => onChange({ period: event.target.value })}
            {...control}
          >
            {months.map((month) => (
              <option key={month} value={month}>
                {formatPeriod(month, language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SelectFilter
        label={t('board.state')}
        value={filters.state}
        onChange={(state) => onChange({ state })}
        allLabel={t('board.allStates')}
        options={MONTH_CLOSE_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
      />
      {advisorFilter ? (
        <div className="space-y-2 md:w-56">
          <SelectFilter
            label={t('board.advisor')}
            value={filters.advisor}
            onChange={(advisor) => onChange({ advisor })}
            allLabel={t('board.allAdvisors')}
            options={(advisors.data?.data ?? []).map((advisor) => ({
              value: advisor.id,
              label: advisor.name,
            }))}
          />
          {advisors.isError ? <Alert tone="warning">{t('board.advisorsLoadFailed')}</Alert> : null}
        </div>
      ) : null}
    </FilterBar>
  );
}
