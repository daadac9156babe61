import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { formatPeriod } from '@portal/contracts/documents/document-periods';
import {
  REVIEW_NOTE_MAX_LENGTH,
  type TReviewQueueItem,
  ZReviewDocumentRequest,
} from '@portal/contracts/documents/monthly-documents';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { pageOnlySchema, useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { DocumentPreviewButton } from '../../../domains/accounts/components/document-preview.tsx';
import { downloadAccountDocument } from '../../../domains/accounts/documents.ts';
import { errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { REVIEW_QUEUE_PER_PAGE, useReviewQueue } from '../api/get-review-queue.ts';
import { useReviewDocument } from '../api/review-document.ts';

/**
 * The staff's view: documents of their companies waiting for review, oldest first; with
 * `accountId`, one company's (its own page needs no company column).
 */
export function ReviewQueue({ accountId }: { accountId?: number } = {}) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const { filters, setPage } = useUrlFilters(pageOnlySchema);
  const queue = useReviewQueue(filters.page, accountId);
  const company: TColumn<TReviewQueueItem> = {
    key: 'company',
    header: t('queue.company'),
    className: 'break-words',
    cell: (item) => item.account.name,
  };
  const columns: TColumn<TReviewQueueItem>[] = [
    {
      key: 'name',
      header: t('queue.name'),
      rowHeader: true,
      className: 'break-words',
      cell: (item) => item.file_name,
    },
    ...(accountId === undefined ? [company] : []),
    {
      key: 'month',
      header: t('queue.month'),
      className: 'whitespace-nowrap',
      cell: (item) => formatPeriod(item.period, language),
    },
    { key: 'kind', header: t('queue.kind'), cell: (item) => t(`kinds.${item.kind}`) },
    {
      key: 'date',
      header: t('queue.date'),
      className: 'whitespace-nowrap',
      cell: (item) => formatIstanbulDateTime(new Date(item.created_at), language),
    },
    {
      key: 'actions',
      header: t('queue.actions'),
      hiddenHeader: true,
      cell: (item) => <ReviewActions item={item} />,
    },
  ];
  return (
    <div className="space-y-4">
      <p className="text-body text-muted">{t('queue.lead')}</p>
      <DataTable
        caption={t('queue.caption')}
        query={queue}
        columns={columns}
        rowKey={(item) => item.id}
        minWidth="lg"
        errorTitle={t('queue.loadFailed')}
        empty={<EmptyState icon={<CheckIcon className="size-7" />}>{t('queue.empty')}</EmptyState>}
        paging={{ page: filters.page, perPage: REVIEW_QUEUE_PER_PAGE, onPageChange: setPage }}
      />
    </div>
  );
}

function ReviewActions({ item }: { item: TReviewQueueItem }) {
  const { t } = useTranslation('documents');
  const review = useReviewDocument();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const accept = async () => {
    setProblem(null);
    try {
      await review.mutateAsync({
        accountId: item.account.id,
        documentId: item.id,
        body: { decision: 'accepted' },
      });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const download = async () => {
    if (!(await downloadAccountDocument(item.account.id, item, true))) setProblem(t('list.downloadFailed'));
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {/* In the page first: most documents are read, not kept (a PDF or a photo; XML downloads). */}
        <DocumentPreviewButton accountId={item.account.id} document={item} all />
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void download()}
          aria-label={t('list.downloadLabel', { name: item.file_name })}
        >
          {t('list.download')}
        </Button>
        <Button
          size="sm"
          loading={review.isPending && !asking}
          onClick={() => void accept()}
          aria-label={t('queue.acceptLabel', { name: item.file_name })}
        >
          {t('queue.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAsking(true)}
          aria-label={t('queue.needsFixLabel', { name: item.file_name })}
        >
          {t('queue.needsFix')}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-small font-medium text-danger">
          {problem}
        </p>
      ) : null}
      {asking ? <FixDialog item={item} onClose={() => setAsking(false)} /> : null}
    </div>
  );
}

/** "Needs a fix" with the note the customer reads: required, checked by the shared schema first. */
function FixDialog({ item, onClose }: { item: TReviewQueueItem; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const review = useReviewDocument();
  const messageText = useMessageText();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { decision: 'needs_fix' as const, note };
    const checked = ZReviewDocumentRequest.safeParse(body);
    if (!checked.success) {
      setNoteError(messageText(checked.error.issues[0]?.message) ?? null);
      return;
    }
    try {
      await review.mutateAsync({ accountId: item.account.id, documentId: item.id, body });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('queue.fixTitle')}
      description={t('queue.fixDescription', { company: item.account.name, name: item.file_name })}
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Textarea
          label={t('queue.note')}
          required
          maxLength={REVIEW_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteError ?? undefined}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('queue.cancel')}
          </Button>
          <Button type="submit" loading={review.isPending}>
            {t('queue.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
