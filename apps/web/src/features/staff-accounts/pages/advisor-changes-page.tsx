import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import {
  ADVISOR_CHANGE_STATUSES,
  type TAdvisorChangeRequest,
} from '@portal/contracts/company-messages/company-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { FilterBar } from '../../../components/data/filter-bar.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TAdvisorChangeStatus, useAdvisorChangeRequests } from '../api/advisor-change-requests.ts';
import { AnswerAdvisorChangeDialog } from '../components/answer-advisor-change-dialog.tsx';

const filterSchema = z.object({ status: z.enum(ADVISOR_CHANGE_STATUSES).catch('open') });

/**
 * `/app/staff/advisor-changes` (admins): the customers' requests for another advisor, oldest
 * first, the open ones by default (`?status=approved|declined` for the answered). Each open one is
 * answered in a dialog; the server enforces every rule (admins only, once, an active advisor).
 */
export default function AdvisorChangesPage() {
  const { t } = useTranslation(['messages', 'pages']);
  const { filters, setFilters } = useUrlFilters(filterSchema);
  const requests = useAdvisorChangeRequests(filters.status);
  const [answering, setAnswering] = useState<TAdvisorChangeRequest | null>(null);
  const columns = useColumns(setAnswering);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:advisorChanges.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('admin.lead')}</p>
      </div>
      <FilterBar title={t('admin.filters')}>
        <Field label={t('admin.statusFilter')} className="md:w-56">
          {(control) => (
            <select
              className={controlClasses}
              value={filters.status}
              onChange={(event) => setFilters({ status: event.target.value as TAdvisorChangeStatus })}
              {...control}
            >
              {ADVISOR_CHANGE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FilterBar>
      <DataTable
        heading={t('admin.results')}
        caption={t('admin.caption')}
        query={requests}
        columns={columns}
        rowKey={(request) => request.id}
        errorTitle={t('admin.loadFailed')}
        summary={(count) => t('admin.total', { count })}
        empty={filters.status === 'open' ? t('admin.emptyOpen') : t('admin.empty')}
        minWidth="lg"
      />
      {answering ? (
        <AnswerAdvisorChangeDialog
          key={answering.id}
          request={answering}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </div>
  );
}

function useColumns(answer: (request: TAdvisorChangeRequest) => void): TColumn<TAdvisorChangeRequest>[] {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const moment = (value: string) => formatIstanbulDateTime(new Date(value), language);
  return [
    {
      key: 'company',
      header: t('admin.columns.company'),
      rowHeader: true,
      cell: (request) => (
        <Link
          to={pathTo(language, 'accountDetail', { id: request.account_id })}
          className="text-brand-900 underline-offset-2 hover:underline"
        >
          {request.account_name}
        </Link>
      ),
    },
    {
      key: 'requested',
      header: t('admin.columns.requested'),
      cell: (request) => (
        <>
          <span className="block">{request.requested_by_name ?? t('admin.deletedUser')}</span>
          <span className="block text-xs text-muted">{moment(request.created_at)}</span>
        </>
      ),
    },
    {
      key: 'reason',
      header: t('admin.columns.reason'),
      className: 'max-w-xs',
      cell: (request) => <span className="break-words whitespace-pre-line">{request.reason}</span>,
    },
    {
      key: 'advisor',
      header: t('admin.columns.advisor'),
      cell: (request) => (
        <>
          <span className="block">{request.current_advisor_name ?? t('admin.noAdvisor')}</span>
          {request.new_advisor_name ? (
            <span className="block text-xs font-semibold text-success">
              {t('admin.newAdvisor', { name: request.new_advisor_name })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'answer',
      header: t('admin.columns.answer'),
      cell: (request) =>
        request.status === 'open' ? (
          <Button
            size="sm"
            onClick={() => answer(request)}
            aria-label={t('admin.answerFor', { company: request.account_name })}
          >
            {t('admin.answer')}
          </Button>
        ) : (
          <>
            <span className="block font-semibold">{t(`admin.status.${request.status}`)}</span>
            {request.answered_at ? (
              <span className="block text-xs text-muted">
                {t('admin.answeredAt', { date: moment(request.answered_at) })}
              </span>
            ) : null}
            {request.answer_note ? (
              <span className="block text-xs break-words text-muted">
                {t('admin.note', { note: request.answer_note })}
              </span>
            ) : null}
          </>
        ),
    },
  ];
}
