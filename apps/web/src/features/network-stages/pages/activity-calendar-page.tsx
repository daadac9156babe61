import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import {
  NETWORK_CALENDAR_MAX_DAYS,
  NETWORK_SECTORS,
  type TNetworkSector,
} from '@portal/contracts/network/network-constants';
import { type TNetworkCalendarQuery, ZNetworkSector } from '@portal/contracts/network/network-schemas';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FilterBar, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDownloadNetworkCalendar } from '../api/download-network-calendar.ts';
import { useNetworkCalendar } from '../api/get-network-calendar.ts';
import { useStages } from '../api/get-stages.ts';
import { CalendarList } from '../components/calendar-list.tsx';
import { CalendarMonth } from '../components/calendar-month.tsx';
import { CalendarWeek } from '../components/calendar-week.tsx';
import { StageList } from '../components/stage-list.tsx';
import { isNetworkMember } from '../network-line.ts';
import {
  CALENDAR_VIEWS,
  formatMonth,
  formatShortDate,
  periodRange,
  shiftPeriod,
  type TCalendarView,
} from '../stage-time.ts';
import { useNow } from '../use-now.ts';
import { useWideScreen } from '../use-wide-screen.ts';

/**
 * The view, the day it shows and the filters live in the URL; a missing view is the month on a
 * wide screen and the list on a phone, a missing day is today (Istanbul).
 */
const ZCalendarFilters = z.object({
  view: z.enum(CALENDAR_VIEWS).optional().catch(undefined),
  date: z.iso.date().optional().catch(undefined),
  sector: z.union([z.literal('all'), ZNetworkSector]).catch('all'),
  stage: z.union([z.literal('all'), z.coerce.number().int().min(1)]).catch('all'),
});

function isView(value: string): value is TCalendarView {
  return (CALENDAR_VIEWS as readonly string[]).includes(value);
}

/**
 * `endless-network/activity-calendar` (the network menu's "seminars stage"): every confirmed
 * session on every stage by month, week or list, in Istanbul time, filtered by sector and stage,
 * with its .ics file; then the stages themselves, and for a member company the way to book one.
 */
export default function ActivityCalendarPage() {
  const { t } = useTranslation(['networkStages', 'networkBooths']);
  const language = useLanguage();
  const wide = useWideScreen();
  const now = useNow(60_000);
  const today = todayInIstanbul(now);
  const { filters, setFilters } = useUrlFilters(ZCalendarFilters);
  const view: TCalendarView = filters.view ?? (wide ? 'month' : 'list');
  const anchor = filters.date ?? today;
  const range = periodRange(view, anchor);
  const query: TNetworkCalendarQuery = {
    ...range,
    sector: filters.sector === 'all' ? undefined : filters.sector,
    stage_id: filters.stage === 'all' ? undefined : filters.stage,
  };
  const calendar = useNetworkCalendar(query);
  const stages = useStages();
  const { data: account } = useSelectedAccount();
  const period =
    view === 'week'
      ? t('calendar.weekTitle', {
          from: formatShortDate(range.from, language),
          to: formatShortDate(range.to, language),
        })
      : formatMonth(anchor, language);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="space-y-2">
          <h1 className="text-h2 font-bold text-brand-950">{t('calendar.title')}</h1>
          <p className="text-body text-muted">{t('calendar.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <IcsDownload
            sector={filters.sector === 'all' ? undefined : filters.sector}
            stageId={filters.stage === 'all' ? undefined : filters.stage}
          />
          {isNetworkMember(account) ? (
            <LinkButton to={pathTo(language, 'networkMyCompanyStage')}>{t('calendar.bookStage')}</LinkButton>
          ) : null}
        </div>
      </header>

      <FilterBar title={t('calendar.filters')}>
        <SelectFilter
          label={t('calendar.sector')}
          value={filters.sector}
          allLabel={t('calendar.allSectors')}
          options={NETWORK_SECTORS.map((sector) => ({
            value: sector,
            label: t(`networkBooths:sectors.${sector}`),
          }))}
          onChange={(value) => setFilters({ sector: value })}
        />
        <SelectFilter
          label={t('calendar.stage')}
          value={filters.stage}
          allLabel={t('calendar.allStages')}
          options={(stages.data ?? []).map((stage) => ({ value: stage.id, label: stage.name }))}
          onChange={(value) => setFilters({ stage: value })}
        />
      </FilterBar>

      <Tabs.Root value={view} onValueChange={(next) => isView(next) && setFilters({ view: next })}>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <Tabs.List
            aria-label={t('calendar.views')}
            className="grid grid-cols-3 gap-1 rounded-xl bg-white p-1.5 ring-1 ring-line sm:inline-flex"
          >
            {CALENDAR_VIEWS.map((item) => (
              <Tabs.Trigger
                key={item}
                value={item}
                className="min-h-11 rounded-lg px-4 text-small font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-400 data-[state=active]:bg-brand-800 data-[state=active]:text-white"
              >
                {t(`calendar.view.${item}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <nav aria-label={t('calendar.periodNav')} className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setFilters({ date: shiftPeriod(view, anchor, -1) })}
            >
              {t(view === 'week' ? 'calendar.previousWeek' : 'calendar.previousMonth')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setFilters({ date: undefined })}>
              {t('calendar.today')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setFilters({ date: shiftPeriod(view, anchor, 1) })}
            >
              {t(view === 'week' ? 'calendar.nextWeek' : 'calendar.nextMonth')}
            </Button>
          </nav>
        </div>
        <h2 aria-live="polite" className="mt-4 text-h3 font-bold text-brand-950">
          {period}
        </h2>
        {CALENDAR_VIEWS.map((item) => (
          <Tabs.Content
            key={item}
            value={item}
            className="mt-4 focus-visible:outline-3 focus-visible:outline-accent-400"
          >
            {item === view ? (
              <QueryState query={calendar} errorTitle={t('calendar.loadFailed')}>
                {(data) =>
                  view === 'month' ? (
                    <CalendarMonth anchor={anchor} today={today} sessions={data.sessions} />
                  ) : view === 'week' ? (
                    <CalendarWeek from={range.from} to={range.to} today={today} sessions={data.sessions} />
                  ) : (
                    <CalendarList today={today} sessions={data.sessions} />
                  )
                }
              </QueryState>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <section aria-labelledby="stages-title" className="space-y-4">
        <h2 id="stages-title" className="text-h3 font-bold text-brand-950">
          {t('stages.title')}
        </h2>
        <QueryState query={stages} size="section" errorTitle={t('stages.loadFailed')}>
          {(list) => <StageList stages={list} />}
        </QueryState>
      </section>
    </div>
  );
}

/** The calendar's .ics file: the sessions to come (today and the days after), with the filters chosen. */
function IcsDownload({
  sector,
  stageId,
}: {
  sector: TNetworkSector | undefined;
  stageId: number | undefined;
}) {
  const { t } = useTranslation(['networkStages', 'networkBooths']);
  const download = useDownloadNetworkCalendar();
  const [failed, setFailed] = useState(false);
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        icon={<CalendarIcon className="size-4" />}
        loading={download.isPending}
        onClick={() => {
          setFailed(false);
          download.mutate(
            { query: { sector, stage_id: stageId }, fileName: t('calendar.icsFileName') },
            { onSuccess: (saved) => setFailed(!saved), onError: () => setFailed(true) },
          );
        }}
      >
        {t('calendar.downloadIcs')}
      </Button>
      <p className="text-small text-muted">{t('calendar.icsHint', { days: NETWORK_CALENDAR_MAX_DAYS })}</p>
      {failed ? <Alert tone="error">{t('calendar.icsFailed')}</Alert> : null}
    </div>
  );
}
