import { addCalendarDays, formatCalendarDate, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { TAX_CALENDAR_COVERAGE } from '@portal/contracts/tax-calendar/public-holidays';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/data/query-state.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { CalendarIcon } from '../../../../components/ui/icons.tsx';
import { useTaxReturns } from '../../../../domains/tax-returns/get-tax-returns.ts';
import type { TTaxReturnTarget } from '../../../../domains/tax-returns/tax-return-keys.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useTaxCalendar } from '../api/get-tax-calendar.ts';
import { CalendarFeedSection, type TCopyText } from './calendar-feed-section.tsx';
import { DeadlineList } from './deadline-list.tsx';

/** How far ahead the panel looks. */
const PANEL_DAYS = 60;
/**
 * How long after its founding a company is told why earlier periods are missing: a year's return
 * is the furthest a deadline lies after its period's end.
 */
const FOUNDED_NOTE_DAYS = 365;

type TaxCalendarPanelProps = {
  accountId: number;
  /** Today in Istanbul (`YYYY-MM-DD`); tests fix it. */
  today?: string;
  /** The clipboard; tests pass their own. */
  copyText?: TCopyText;
};

/**
 * The company's tax calendar on the customer's home: the next PANEL_DAYS days' deadlines by month
 * (the documents deadline highlighted, a moved one with its original date), and the private
 * calendar feed link; a deadline the company has a return for shows its status and amount. Needs
 * the `taxCalendar` and `taxReturns` namespaces loaded by the page that mounts it.
 */
export function TaxCalendarPanel({ accountId, today = todayInIstanbul(), copyText }: TaxCalendarPanelProps) {
  const { t } = useTranslation('taxCalendar');
  const language = useLanguage();
  const headingId = useId();
  const end = addCalendarDays(today, PANEL_DAYS);
  const to = end > TAX_CALENDAR_COVERAGE.last ? TAX_CALENDAR_COVERAGE.last : end;
  // Past the covered years there is nothing the server can answer: say so instead of asking.
  const range = today <= to && today >= TAX_CALENDAR_COVERAGE.first ? { from: today, to } : null;
  const calendar = useTaxCalendar(accountId, range);
  // The company's returns put their status and amount on their deadlines; without them (a failed
  // read) the deadlines stand alone.
  const target = useMemo<TTaxReturnTarget>(() => ({ accountId, scope: {} }), [accountId]);
  const returns = useTaxReturns(target);

  return (
    <Card className="space-y-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex items-start gap-3">
          <CalendarIcon className="mt-1 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h2 id={headingId} className="text-h3 font-bold text-ink">
              {t('title')}
            </h2>
            <p className="mt-1 text-small text-muted">{t('intro', { days: PANEL_DAYS })}</p>
          </div>
        </div>
        {range === null ? (
          <p className="text-ink">
            {t('notCovered', { last: formatCalendarDate(TAX_CALENDAR_COVERAGE.last, language) })}
          </p>
        ) : (
          <QueryState query={calendar} size="section" errorTitle={t('loadFailed')}>
            {(result) => (
              <>
                <p className="text-small text-muted">{t(`kindNote.${result.company_kind}`)}</p>
                {result.founded_on !== null &&
                result.founded_on >= addCalendarDays(today, -FOUNDED_NOTE_DAYS) ? (
                  <p className="text-small text-muted">
                    {t('foundedNote', { date: formatCalendarDate(result.founded_on, language) })}
                  </p>
                ) : null}
                {result.events.length === 0 ? (
                  <p className="text-ink">{t('empty', { days: PANEL_DAYS })}</p>
                ) : (
                  <DeadlineList events={result.events} today={today} returns={returns.data ?? []} />
                )}
              </>
            )}
          </QueryState>
        )}
      </section>
      <CalendarFeedSection accountId={accountId} {...(copyText ? { copyText } : {})} />
    </Card>
  );
}
