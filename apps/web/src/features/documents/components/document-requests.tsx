import { formatIstanbulDate, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TDocumentRequest } from '@portal/contracts/company-documents/company-documents';
import { formatPeriod } from '@portal/contracts/documents/document-periods';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { actionsColumn, type TRowAction } from '../../../components/data/row-actions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DocumentIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { DOCUMENT_REQUESTS_SECTION } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { scrollToSection } from '../../../lib/section-scroll.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDocumentRequests } from '../api/get-document-requests.ts';
import type { TCompanyTarget } from '../api/query-keys.ts';
import { formatDay } from '../formatting.ts';
import { FulfilRequestDialog } from './fulfil-request-dialog.tsx';
import { RequestDocumentDialog } from './request-document-dialog.tsx';

type TDialog = { kind: 'create' } | { kind: 'fulfil'; request: TDocumentRequest } | null;

/**
 * The documents the advisor asked of the company (issue 33), open first as the server sends
 * them: what, for which month, by when (overdue flagged), and the upload that answered each.
 * A customer who may upload answers an open one here (the section stays away while there is none);
 * staff ask for a new one.
 */
export function DocumentRequests({
  target,
  isStaff,
  mayFulfil,
}: {
  target: TCompanyTarget;
  isStaff: boolean;
  /** The customer may upload for the company (its status and their "upload documents" switch). */
  mayFulfil: boolean;
}) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const headingId = useId();
  const requests = useDocumentRequests(target);
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  const today = todayInIstanbul();
  useRevealWhenLinked(requests.data !== undefined, headingId);

  const columns: TColumn<TDocumentRequest>[] = [
    {
      key: 'request',
      header: t('requests.request'),
      rowHeader: true,
      cell: (request) => (
        <span className="block min-w-40 break-words">
          {request.title}
          {request.note ? (
            <span className="block text-small font-normal text-muted">
              {t('requests.note', { note: request.note })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'month',
      header: t('requests.month'),
      cell: (request) => (
        <span className="whitespace-nowrap">
          {formatPeriod(request.period, language)}
          <span className="block text-small text-muted">{t(`kinds.${request.kind}`)}</span>
        </span>
      ),
    },
    {
      key: 'dueDate',
      header: t('requests.dueDate'),
      cell: (request) => {
        const overdue = request.status === 'open' && request.due_date < today;
        return (
          <span className={cn('flex flex-wrap gap-x-1.5', overdue && 'font-semibold text-danger')}>
            <time dateTime={request.due_date} className="whitespace-nowrap">
              {formatDay(request.due_date, language)}
            </time>
            {overdue ? <span>({t('requests.overdue')})</span> : null}
          </span>
        );
      },
    },
    {
      key: 'state',
      header: t('requests.state'),
      cell: (request) => <RequestState request={request} />,
    },
  ];
  const actions = (request: TDocumentRequest): TRowAction[] =>
    !isStaff && mayFulfil && request.status === 'open'
      ? [
          {
            label: t('requests.upload'),
            name: t('requests.uploadLabel', { title: request.title }),
            onClick: () => setDialog({ kind: 'fulfil', request }),
          },
        ]
      : [];
  const withActions = requests.data?.some((request) => actions(request).length > 0) ?? false;

  // A customer sees the section only when the advisor has asked for something (or it failed to load).
  if (!isStaff && (requests.data?.length === 0 || (requests.data === undefined && !requests.error))) {
    return null;
  }
  return (
    <section id={DOCUMENT_REQUESTS_SECTION} aria-labelledby={headingId} className="scroll-mt-24 space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} tabIndex={-1} className="text-h3 font-bold text-brand-950 focus:outline-none">
            {isStaff ? t('requests.staffTitle') : t('requests.title')}
          </h2>
          <p className="mt-1 text-body text-muted">
            {isStaff ? t('requests.staffLead') : t('requests.lead')}
          </p>
        </div>
        {isStaff ? (
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setDialog({ kind: 'create' })}>
            {t('requests.create.open')}
          </Button>
        ) : null}
      </div>
      <DataTable
        caption={t('requests.caption')}
        query={requests}
        columns={withActions ? [...columns, actionsColumn(t('requests.actions'), actions)] : columns}
        rowKey={(request) => request.id}
        minWidth="lg"
        errorTitle={t('requests.loadFailed')}
        empty={<EmptyState icon={<DocumentIcon className="size-7" />}>{t('requests.staffEmpty')}</EmptyState>}
      />
      {dialog?.kind === 'create' ? <RequestDocumentDialog target={target} onClose={close} /> : null}
      {dialog?.kind === 'fulfil' ? (
        <FulfilRequestDialog accountId={target.accountId} request={dialog.request} onClose={close} />
      ) : null}
    </section>
  );
}

/** Waiting, or uploaded: the file that answered it and when. */
function RequestState({ request }: { request: TDocumentRequest }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  if (request.status === 'open') {
    return (
      <span className="inline-block rounded-full bg-sky-100 px-2.5 py-0.5 text-caption font-semibold text-sky-950">
        {t('requests.open')}
      </span>
    );
  }
  return (
    <span className="block space-y-1">
      <span className="inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-caption font-semibold text-green-900">
        {t('requests.fulfilled')}
      </span>
      {request.document ? (
        <span className="block break-all text-ink">{request.document.file_name}</span>
      ) : null}
      {request.fulfilled_at ? (
        <span className="block text-small text-muted">
          {t('requests.fulfilledWith', {
            date: formatIstanbulDate(new Date(request.fulfilled_at), language),
          })}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Reached through "needs your action" (`#document-requests`): once the list has loaded, the
 * section comes into view and its heading takes focus, once per visit. (The router's own scroll
 * runs before the lazy page has the section.)
 */
function useRevealWhenLinked(loaded: boolean, headingId: string) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!loaded || done.current || hash !== `#${DOCUMENT_REQUESTS_SECTION}`) return;
    done.current = true;
    const section = document.getElementById(DOCUMENT_REQUESTS_SECTION);
    if (section) scrollToSection(section);
    document.getElementById(headingId)?.focus({ preventScroll: true });
  }, [loaded, hash, headingId]);
}
