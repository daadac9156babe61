import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { CALL_OUTCOMES, type TOfficeCall } from '@portal/contracts/office/office-calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { actionsColumn } from '../../../components/data/row-actions.tsx';
import { pageParam, searchParam, useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { CALLS_PER_PAGE, useCalls } from '../api/get-calls.ts';
import { useUpdateCall } from '../api/update-call.ts';
import { CallNoteDialog } from './call-note-dialog.tsx';
import { OutcomeBadge } from './outcome-badge.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The log's filters in the URL (`?read=unread&outcome=urgent&from=2026-11-01&page=2`). */
const callFilterSchema = z.object({
  outcome: z.enum(['all', ...CALL_OUTCOMES]).catch('all'),
  read: z.enum(['all', 'unread', 'read']).catch('all'),
  from: z.string().regex(DAY).catch(''),
  to: z.string().regex(DAY).catch(''),
  q: searchParam,
  page: pageParam,
});

/**
 * The customer's call log of one company: filters, the calls (a table; cards on a phone) with
 * the unread ones marked, "read"/"unread" per call and the customer's own note.
 */
export function CustomerCalls({ accountId }: { accountId: number }) {
  const { t } = useTranslation('officeCalls');
  const language = useLanguage();
  const { filters, setFilters, setPage } = useUrlFilters(callFilterSchema);
  const calls = useCalls(accountId, filters);
  const update = useUpdateCall(accountId);
  const [noteFor, setNoteFor] = useState<TOfficeCall | null>(null);
  const timeOf = (call: TOfficeCall) => formatIstanbulDateTime(new Date(call.called_at), language);

  const columns: TColumn<TOfficeCall>[] = [
    {
      key: 'time',
      header: t('list.columns.time'),
      className: 'whitespace-nowrap tabular-nums',
      cell: timeOf,
    },
    {
      key: 'caller',
      header: t('list.columns.caller'),
      rowHeader: true,
      cell: (call) => (
        <>
          <span className={call.read_at === null ? 'font-bold text-brand-950' : 'font-medium'}>
            {call.read_at === null ? (
              <span className="me-2 inline-block rounded-full bg-accent-400 px-2 py-0.5 text-caption font-bold text-brand-950">
                {t('list.unread')}
              </span>
            ) : null}
            {call.caller_name}
          </span>
          <span className="block text-xs font-normal text-muted tabular-nums">{call.caller_phone}</span>
        </>
      ),
    },
    {
      key: 'subject',
      header: t('list.columns.subject'),
      cell: (call) => (
        <>
          <span className="font-semibold text-ink">{call.subject}</span>
          <span className="block whitespace-pre-line text-muted">{call.message || t('list.noMessage')}</span>
          {call.recorded_by ? (
            <span className="block text-xs text-muted">
              {t('list.recordedBy', { name: call.recorded_by })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'outcome',
      header: t('list.columns.outcome'),
      cell: (call) => <OutcomeBadge outcome={call.outcome} />,
    },
    {
      key: 'note',
      header: t('list.columns.note'),
      cell: (call) => <span className="whitespace-pre-line">{call.note ?? t('list.noNote')}</span>,
    },
    actionsColumn<TOfficeCall>(t('list.columns.actions'), (call) => {
      const names = { caller: call.caller_name, time: timeOf(call) };
      return [
        call.read_at === null
          ? {
              label: t('actions.markRead'),
              name: t('actions.markReadName', names),
              onClick: () => update.mutate({ callId: call.id, body: { read: true } }),
            }
          : {
              label: t('actions.markUnread'),
              name: t('actions.markUnreadName', names),
              onClick: () => update.mutate({ callId: call.id, body: { read: false } }),
            },
        { label: t('actions.note'), name: t('actions.noteName', names), onClick: () => setNoteFor(call) },
      ];
    }),
  ];

  return (
    <>
      <FilterBar title={t('filters.title')}>
        <SelectFilter
          label={t('filters.read')}
          allLabel={t('filters.allCalls')}
          value={filters.read}
          options={[
            { value: 'unread', label: t('filters.unreadOnly') },
            { value: 'read', label: t('filters.readOnly') },
          ]}
          onChange={(read) => setFilters({ read })}
        />
        <SelectFilter
          label={t('filters.outcome')}
          allLabel={t('filters.allOutcomes')}
          value={filters.outcome}
          options={CALL_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`outcomes.${outcome}`) }))}
          onChange={(outcome) => setFilters({ outcome })}
        />
        <DateFilter
          label={t('filters.from')}
          value={filters.from}
          onChange={(from) => setFilters({ from })}
        />
        <DateFilter label={t('filters.to')} value={filters.to} onChange={(to) => setFilters({ to })} />
        <SearchFilter
          region={t('filters.searchRegion')}
          label={t('filters.search')}
          maxLength={100}
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
      </FilterBar>

      <DataTable
        heading={t('list.heading')}
        caption={t('list.caption')}
        query={calls}
        columns={columns}
        rowKey={(call) => call.id}
        minWidth="lg"
        errorTitle={t('list.loadFailed')}
        summary={(count) => t('list.total', { count })}
        empty={t('list.empty')}
        paging={{ page: filters.page, perPage: CALLS_PER_PAGE, onPageChange: setPage }}
      />

      {noteFor ? (
        <CallNoteDialog
          key={noteFor.id}
          call={noteFor}
          time={timeOf(noteFor)}
          onSave={async (note) => {
            await update.mutateAsync({ callId: noteFor.id, body: { note } });
            setNoteFor(null);
          }}
          onClose={() => setNoteFor(null)}
        />
      ) : null}
    </>
  );
}
