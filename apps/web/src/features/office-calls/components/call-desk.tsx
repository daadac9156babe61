import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { currentPeriod, formatPeriod, shiftPeriod } from '@portal/contracts/documents/document-periods';
import type { TCallDesk } from '@portal/contracts/office/office-calls';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCallDesk } from '../api/get-call-desk.ts';
import { OutcomeBadge } from './outcome-badge.tsx';

/** The months the desk counts: this one and the five before it, newest first (as the server). */
const DESK_MONTHS = 6;

type TTodayCall = TCallDesk['today'][number];
type TCompanyMonths = { accountId: number; name: string; calls: Map<string, number> };

/** The server's rows (company, month, count) as one row per company with a count per month. */
function byCompany(monthly: TCallDesk['monthly']): TCompanyMonths[] {
  const rows = new Map<number, TCompanyMonths>();
  for (const row of monthly) {
    const company = rows.get(row.account_id) ?? {
      accountId: row.account_id,
      name: row.account_name,
      calls: new Map(),
    };
    company.calls.set(row.month, row.calls);
    rows.set(row.account_id, company);
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The secretary's desk under the record form: today's calls over the companies they serve
 * (newest first) and the calls per company in each of the last six months. Asked again every
 * minute, and at once after a call is recorded.
 */
export function CallDesk({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('officeCalls');
  const language = useLanguage();
  const desk = useCallDesk();
  const todayId = useId();
  const monthlyId = useId();
  const latest = currentPeriod(now);
  const months = Array.from({ length: DESK_MONTHS }, (_, back) => shiftPeriod(latest, -back));

  const todayColumns: TColumn<TTodayCall>[] = [
    {
      key: 'time',
      header: t('desk.columns.time'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (call) => formatIstanbulDateTime(new Date(call.called_at), language),
    },
    { key: 'company', header: t('desk.columns.company'), rowHeader: true, cell: (call) => call.account_name },
    {
      key: 'caller',
      header: t('desk.columns.caller'),
      cell: (call) => (
        <>
          {call.caller_name}
          <span className="block text-xs text-muted tabular-nums">{call.caller_phone}</span>
        </>
      ),
    },
    { key: 'subject', header: t('desk.columns.subject'), cell: (call) => call.subject },
    {
      key: 'outcome',
      header: t('desk.columns.outcome'),
      cell: (call) => <OutcomeBadge outcome={call.outcome} />,
    },
    { key: 'recordedBy', header: t('desk.columns.recordedBy'), cell: (call) => call.recorded_by ?? '—' },
  ];

  const monthColumns: TColumn<TCompanyMonths>[] = [
    { key: 'company', header: t('desk.columns.company'), rowHeader: true, cell: (row) => row.name },
    ...months.map((month) => ({
      key: month,
      header: formatPeriod(month, language),
      className: 'tabular-nums md:text-end',
      cell: (row: TCompanyMonths) => row.calls.get(month) ?? 0,
    })),
  ];

  return (
    <>
      <section aria-labelledby={todayId} className="space-y-3">
        <h2 id={todayId} className="text-h3 font-bold text-brand-950">
          {t('desk.todayTitle')}
        </h2>
        <DataTable
          caption={t('desk.todayCaption')}
          query={{ ...desk, data: desk.data?.today }}
          columns={todayColumns}
          rowKey={(call) => call.id}
          minWidth="lg"
          errorTitle={t('desk.loadFailed')}
          summary={(count) => t('desk.todayTotal', { count })}
          empty={t('desk.todayEmpty')}
        />
      </section>
      <section aria-labelledby={monthlyId} className="space-y-3">
        <h2 id={monthlyId} className="text-h3 font-bold text-brand-950">
          {t('desk.monthlyTitle')}
        </h2>
        <DataTable
          caption={t('desk.monthlyCaption')}
          query={{ ...desk, data: desk.data ? byCompany(desk.data.monthly) : undefined }}
          columns={monthColumns}
          rowKey={(row) => row.accountId}
          minWidth="lg"
          errorTitle={t('desk.loadFailed')}
          summary={(count) => t('desk.monthlyTotal', { count })}
          empty={t('desk.monthlyEmpty')}
        />
      </section>
    </>
  );
}
