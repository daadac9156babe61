import { formatCalendarDate, formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import type { TTimelineStepView } from '@portal/contracts/company-desk/company-desk';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { CheckIcon, ClockIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAccountTimeline } from '../api/company-desk.ts';

/**
 * The application from start to approval: each reached step with its date; the approval not
 * reached yet with the day the 3-working-day promise gives.
 */
export function ApplicationTimeline({ accountId }: { accountId: number }) {
  const { t } = useTranslation('dashboard');
  const timeline = useAccountTimeline(accountId);
  const headingId = useId();
  if (!timeline.data) return null;
  return (
    <Card className="p-5 sm:p-6" padded={false}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('timeline.title')}
        </h2>
        <ol className="mt-4 space-y-4">
          {timeline.data.steps.map((step) => (
            <TimelineStep key={step.step} step={step} rejected={timeline.data.rejected} />
          ))}
        </ol>
      </section>
    </Card>
  );
}

function TimelineStep({ step, rejected }: { step: TTimelineStepView; rejected: boolean }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const reached = step.at !== null;
  return (
    <li className="flex items-start gap-3">
      <span
        className={cn(
          'mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full',
          reached ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-muted',
        )}
        aria-hidden="true"
      >
        {reached ? <CheckIcon className="size-4" /> : <ClockIcon className="size-4" />}
      </span>
      <div>
        <p className="font-semibold text-ink">{t(`timeline.steps.${step.step}`)}</p>
        <p className="text-small text-muted">
          {step.at
            ? t('timeline.on', { date: formatIstanbulDate(new Date(step.at), language) })
            : step.expected_on
              ? t('timeline.expected', { date: formatCalendarDate(step.expected_on, language) })
              : rejected && step.step === 'approved'
                ? t('timeline.rejected')
                : t('timeline.notYet')}
        </p>
      </div>
    </li>
  );
}
