import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import {
  documentsDeadline,
  documentsDueDate,
  formatPeriod,
} from '@portal/contracts/documents/document-periods';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const HOUR_MS = 3_600_000;

/** The current time, moving on every minute (the countdown shows hours, not seconds). */
function useMinuteClock(now: () => Date): Date {
  const [moment, setMoment] = useState(now);
  useEffect(() => {
    const timer = window.setInterval(() => setMoment(now()), 60_000);
    return () => window.clearInterval(timer);
  }, [now]);
  return moment;
}

const systemNow = () => new Date();

/**
 * The month's deadline (the FAQ's rule, shared with the server: document-periods.ts), with the
 * days and hours left, or "late" once it has passed.
 */
export function DeadlineCountdown({ period, now = systemNow }: { period: string; now?: () => Date }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const moment = useMinuteClock(now);
  const left = documentsDeadline(period).getTime() - moment.getTime();
  const late = left <= 0;
  const hours = Math.floor(left / HOUR_MS);
  return (
    <Card className={cn('flex items-start gap-3', late && 'border-red-300')}>
      <CalendarIcon className="mt-1 size-6 shrink-0 text-brand-700" />
      <div>
        <h2 className="font-semibold text-brand-950">
          {t('deadline.title', { month: formatPeriod(period, language) })}
        </h2>
        <p className="text-small text-muted">
          {t('deadline.due', { date: formatCalendarDate(documentsDueDate(period), language) })}
        </p>
        <p className={cn('mt-1 font-semibold', late ? 'text-danger' : 'text-brand-900')}>
          {late
            ? t('deadline.late')
            : hours >= 24
              ? t('deadline.left', { days: Math.floor(hours / 24), hours: hours % 24 })
              : t('deadline.hoursLeft', { hours: Math.max(hours, 1) })}
        </p>
      </div>
    </Card>
  );
}
