import { shiftPeriod } from '@portal/contracts/documents/document-periods';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** The month shown (`YYYY-MM`): the previous and next month's buttons around a month input. */
export function PeriodPicker({ period, onChange }: { period: string; onChange: (period: string) => void }) {
  const { t } = useTranslation('accountancy');
  return (
    <div className="flex items-end gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('period.previous')}
        onClick={() => onChange(shiftPeriod(period, -1))}
      >
        ‹
      </Button>
      <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
        {t('period.label')}
        <input
          type="month"
          className="rounded-xl border border-line bg-white px-3 py-2 text-body"
          value={period}
          // A cleared input keeps the month shown.
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
      </label>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('period.next')}
        onClick={() => onChange(shiftPeriod(period, 1))}
      >
        ›
      </Button>
    </div>
  );
}
