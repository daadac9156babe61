import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { formatPeriod } from '@portal/contracts/documents/document-periods';
import {
  customerMayChangeReviewedDocument,
  MONTHLY_DOCUMENT_ACCEPT,
  type TMonthlyDocument,
} from '@portal/contracts/documents/monthly-documents';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { downloadAccountDocument } from '../../../domains/accounts/documents.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDeleteMonthlyDocument } from '../api/delete-monthly-document.ts';
import { useMonthDocuments } from '../api/get-month-documents.ts';
import { useUploadMonthlyDocument } from '../api/upload-monthly-document.ts';
import { formatSize } from '../formatting.ts';
import { ReviewBadge } from './review-badge.tsx';
import { monthlyFileProblem } from './upload-panel.tsx';

/** The month's documents: kind, file, size, upload time, the advisor's review and note, actions. */
export function MonthDocuments({
  accountId,
  period,
  editable,
}: {
  accountId: number;
  period: string;
  editable: boolean;
}) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const documents = useMonthDocuments(accountId, period);
  const month = formatPeriod(period, language);
  const columns: TColumn<TMonthlyDocument>[] = [
    { key: 'kind', header: t('list.kind'), rowHeader: true, cell: (document) => t(`kinds.${document.kind}`) },
    {
      key: 'name',
      header: t('list.name'),
      className: 'break-words',
      cell: (document) => (
        <>
          <span>{document.file_name}</span>
          {document.review_note ? (
            <span className="mt-1 block text-small text-amber-950">
              {t('list.note', { note: document.review_note })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'size',
      header: t('list.size'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (document) => formatSize(document.size, language),
    },
    {
      key: 'date',
      header: t('list.date'),
      className: 'whitespace-nowrap',
      cell: (document) => formatIstanbulDateTime(new Date(document.created_at), language),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (document) => <ReviewBadge status={document.review_status} />,
    },
    {
      key: 'actions',
      header: t('list.actions'),
      hiddenHeader: true,
      cell: (document) => (
        <DocumentActions accountId={accountId} period={period} document={document} editable={editable} />
      ),
    },
  ];
  return (
    <section className="space-y-3">
      <h2 className="text-h3 font-bold text-brand-950">{t('list.title', { month })}</h2>
      <DataTable
        caption={t('list.caption', { month })}
        query={documents}
        columns={columns}
        rowKey={(document) => document.id}
        minWidth="lg"
        errorTitle={t('list.loadFailed')}
        empty={<EmptyState icon={<DocumentIcon className="size-7" />}>{t('list.empty')}</EmptyState>}
      />
    </section>
  );
}

function DocumentActions({
  accountId,
  period,
  document,
  editable,
}: {
  accountId: number;
  period: string;
  document: TMonthlyDocument;
  editable: boolean;
}) {
  const { t } = useTranslation(['documents', 'validation']);
  const input = useRef<HTMLInputElement>(null);
  const { replace } = useUploadMonthlyDocument(accountId, period);
  const remove = useDeleteMonthlyDocument(accountId, period);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const changeable = editable && customerMayChangeReviewedDocument(document.review_status);

  const download = async () => {
    if (!(await downloadAccountDocument(accountId, document))) setProblem(t('list.downloadFailed'));
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const early = monthlyFileProblem(file);
    if (early) {
      setProblem(
        t(early === 'wrongType' ? 'validation:monthlyDocumentWrongType' : 'validation:documentTooLarge'),
      );
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      await replace.mutateAsync({ documentId: document.id, file, onProgress: setProgress });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void download()}
          aria-label={t('list.downloadLabel', { name: document.file_name })}
        >
          {t('list.download')}
        </Button>
        {changeable && document.review_status === 'needs_fix' ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              loading={progress !== null}
              onClick={() => input.current?.click()}
              aria-label={t('list.replaceLabel', { name: document.file_name })}
            >
              {t('list.replace')}
            </Button>
            <input
              ref={input}
              type="file"
              accept={MONTHLY_DOCUMENT_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              // The button above is what people (and screen readers) use; this only opens the picker.
              aria-hidden="true"
              onChange={onFile}
            />
          </>
        ) : null}
        {changeable ? (
          <Button
            size="sm"
            variant="danger"
            onClick={() => setConfirming(true)}
            aria-label={t('list.deleteLabel', { name: document.file_name })}
          >
            {t('list.delete')}
          </Button>
        ) : null}
      </div>
      {progress !== null ? (
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
          max={1}
          value={progress}
          aria-label={t('upload.progress', { name: document.file_name })}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="text-small font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('list.deleteTitle')}
        description={t('list.deleteConfirm', { name: document.file_name })}
        confirmLabel={t('list.delete')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await remove.mutateAsync(document.id);
          // The server's "deleted" message is the notification.
          setConfirming(false);
        }}
      />
    </div>
  );
}
