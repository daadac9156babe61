import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import {
  awaitsPayment,
  TAX_RETURN_STATUSES,
  type TTaxReturn,
} from '@portal/contracts/tax-returns/tax-returns';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { FilterBar, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { actionsColumn, type TRowAction } from '../../../components/data/row-actions.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { DocumentDownload } from '../../../domains/tax-returns/components/document-links.tsx';
import { MarkPaidDialog } from '../../../domains/tax-returns/components/mark-paid-dialog.tsx';
import { TaxReturnStatusBadge } from '../../../domains/tax-returns/components/tax-return-status-badge.tsx';
import { useTaxReturns } from '../../../domains/tax-returns/get-tax-returns.ts';
import {
  formatDay,
  paymentReported,
  useReturnTitle,
} from '../../../domains/tax-returns/tax-return-format.ts';
import type { TTaxReturnTarget } from '../../../domains/tax-returns/tax-return-keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { taxReturnsFilterSchema } from '../pages/tax-returns-filter-params.ts';
import { ConfirmPaymentDialog } from './confirm-payment-dialog.tsx';
import { CreateReturnDialog } from './create-return-dialog.tsx';
import { EditReturnDialog } from './edit-return-dialog.tsx';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';

type TDialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'upload' | 'confirm' | 'paid'; taxReturn: TTaxReturn }
  | null;

/** The year a return's period lies in (`2026-10`, `2026-Q3`, `2026`). */
const yearOf = (taxReturn: Pick<TTaxReturn, 'period'>) => taxReturn.period.slice(0, 4);

/**
 * The company's returns, newest period first, filtered by year and status in the URL; one dialog
 * at a time over them. The whole list is read once (a company files a few dozen a year) and shared
 * with the dashboard's card.
 */
export function TaxReturnsList({
  target,
  isStaff,
  canDownload,
}: {
  target: TTaxReturnTarget;
  isStaff: boolean;
  canDownload: boolean;
}) {
  const { t } = useTranslation('taxReturns');
  const language = useLanguage();
  const { filters, setFilters } = useUrlFilters(taxReturnsFilterSchema);
  const returns = useTaxReturns(target);
  const returnTitle = useReturnTitle();
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  const years = [
    ...new Set([...(returns.data ?? []).map(yearOf), ...(filters.year === 'all' ? [] : [filters.year])]),
  ]
    .sort()
    .reverse();
  const shown = returns.data?.filter(
    (taxReturn) =>
      (filters.year === 'all' || yearOf(taxReturn) === filters.year) &&
      (filters.status === 'all' || taxReturn.status === filters.status),
  );
  const none = t('table.none');
  const date = (day: string | null) => (day ? <time dateTime={day}>{formatDay(day, language)}</time> : none);

  const actions = (taxReturn: TTaxReturn): TRowAction[] => {
    const title = returnTitle(taxReturn);
    const named = (label: string) => ({ label, name: `${label}: ${title}` });
    if (!isStaff) {
      return awaitsPayment(taxReturn) && !paymentReported(taxReturn)
        ? [{ ...named(t('toPay.markPaid')), onClick: () => setDialog({ kind: 'paid', taxReturn }) }]
        : [];
    }
    const list: TRowAction[] = [];
    // A paid return, or one whose payment the customer reported, is locked until confirmed.
    if (taxReturn.status !== 'paid' && !paymentReported(taxReturn)) {
      list.push({ ...named(t('actions.edit')), onClick: () => setDialog({ kind: 'edit', taxReturn }) });
    }
    if (taxReturn.status !== 'paid') {
      list.push({ ...named(t('actions.upload')), onClick: () => setDialog({ kind: 'upload', taxReturn }) });
    }
    if (awaitsPayment(taxReturn)) {
      list.push({ ...named(t('actions.confirm')), onClick: () => setDialog({ kind: 'confirm', taxReturn }) });
    }
    return list;
  };

  const columns: TColumn<TTaxReturn>[] = [
    {
      key: 'return',
      header: t('table.return'),
      rowHeader: true,
      cell: (taxReturn) => (
        <span className="block min-w-40 break-words">
          {returnTitle(taxReturn)}
          {taxReturn.note ? (
            <span className="block text-small font-normal text-muted">{taxReturn.note}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('table.status'),
      cell: (taxReturn) => <TaxReturnStatusBadge taxReturn={taxReturn} />,
    },
    {
      key: 'filing',
      header: t('table.filing'),
      cell: (r) => (
        <dl className="space-y-0.5">
          <Figure label={t('table.deadline')} value={date(r.deadline)} />
          <Figure
            label={t('table.filedAt')}
            value={r.filed_at ? formatIstanbulDate(new Date(r.filed_at), language) : none}
          />
        </dl>
      ),
    },
    {
      key: 'payment',
      header: t('table.payment'),
      cell: (r) => (
        <dl className="space-y-0.5">
          <Figure
            label={t('table.amount')}
            value={
              <span className="font-semibold tabular-nums">
                {r.amount_due === null ? none : formatKurus(r.amount_due, language)}
              </span>
            }
          />
          <Figure label={t('table.dueDate')} value={date(r.due_date)} />
        </dl>
      ),
    },
    {
      key: 'documents',
      header: t('table.documents'),
      cell: (taxReturn) => <Documents target={target} taxReturn={taxReturn} canDownload={canDownload} />,
    },
  ];
  const withActions = isStaff || returns.data?.some((taxReturn) => actions(taxReturn).length > 0);

  return (
    <>
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <div className="min-w-0 flex-1">
          <FilterBar title={t('filters.title')}>
            <SelectFilter
              label={t('filters.year')}
              value={filters.year}
              onChange={(year) => setFilters({ year })}
              allLabel={t('filters.allYears')}
              options={years.map((year) => ({ value: year, label: year }))}
            />
            <SelectFilter
              label={t('filters.status')}
              value={filters.status}
              onChange={(status) => setFilters({ status })}
              allLabel={t('filters.allStatuses')}
              options={TAX_RETURN_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
          </FilterBar>
        </div>
        {isStaff ? (
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setDialog({ kind: 'create' })}>
            {t('actions.create')}
          </Button>
        ) : null}
      </div>

      <DataTable
        caption={t('table.caption')}
        query={{ ...returns, data: shown }}
        errorTitle={t('loadFailed')}
        summary={(count) => t('table.summary', { count })}
        empty={filters.year === 'all' && filters.status === 'all' ? t('emptyAll') : t('empty')}
        columns={withActions ? [...columns, stackedActions(t('table.actions'), actions)] : columns}
        rowKey={(taxReturn) => taxReturn.id}
        minWidth="lg"
      />

      {dialog?.kind === 'create' ? <CreateReturnDialog target={target} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? (
        <EditReturnDialog target={target} taxReturn={dialog.taxReturn} onClose={close} />
      ) : null}
      {dialog?.kind === 'upload' ? (
        <UploadDocumentDialog target={target} taxReturn={dialog.taxReturn} onClose={close} />
      ) : null}
      <ConfirmPaymentDialog
        target={target}
        taxReturn={dialog?.kind === 'confirm' ? dialog.taxReturn : null}
        onClose={close}
      />
      {dialog?.kind === 'paid' ? (
        <MarkPaidDialog
          accountId={target.accountId}
          taxReturn={dialog.taxReturn}
          title={returnTitle(dialog.taxReturn)}
          onClose={close}
        />
      ) : null}
    </>
  );
}

/** A labelled figure of a cell ("Son gün 26 Kasım 2026"). */
function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="text-muted">{label}</dt>
      <dd className="whitespace-nowrap text-ink">{value}</dd>
    </div>
  );
}

/**
 * The row's buttons, one under the other (up to three for staff): the shared actions column laid
 * out in a stack so the table keeps its width.
 */
function stackedActions<Row>(header: string, actions: (row: Row) => TRowAction[]): TColumn<Row> {
  const column = actionsColumn(header, actions);
  return {
    ...column,
    cell: (row) => {
      const buttons = actions(row);
      if (buttons.length === 0) return null;
      return (
        <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
          {buttons.map((action) => (
            <Button
              key={action.label}
              variant="secondary"
              size="sm"
              aria-label={action.name}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </div>
      );
    },
  };
}

/** The return's documents: download buttons for those who may download, their names otherwise. */
function Documents({
  target,
  taxReturn,
  canDownload,
}: {
  target: TTaxReturnTarget;
  taxReturn: TTaxReturn;
  canDownload: boolean;
}) {
  const { t } = useTranslation('taxReturns');
  if (taxReturn.documents.length === 0) return <span className="text-muted">{t('table.noDocuments')}</span>;
  return (
    <ul className="space-y-1">
      {taxReturn.documents.map((document) => (
        <li key={document.id}>
          {canDownload ? (
            <DocumentDownload target={target} taxReturn={taxReturn} document={document} />
          ) : (
            <span className="text-small">{t(`documents.${document.role}`)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
