import { formatKurus } from '@portal/contracts/common/money';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
} from '@portal/contracts/documents/document-kinds';
import type { TTaxReturn } from '@portal/contracts/tax-returns/tax-returns';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField, fileProblem, inMegabytes } from '../../../components/form/file-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useReportTaxPayment } from '../report-tax-payment.ts';

const MAX_MB = inMegabytes(DOCUMENT_MAX_BYTES);

/**
 * The customer reports an accrual paid (`POST .../paid`): the bank receipt picked, checked as the
 * server checks it (PDF, JPEG or PNG, its size), then sent; the server's message is the notification.
 */
export function MarkPaidDialog({
  accountId,
  taxReturn,
  title,
  onClose,
}: {
  accountId: number;
  taxReturn: TTaxReturn;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('taxReturns');
  const language = useLanguage();
  const report = useReportTaxPayment(accountId);
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('markPaid.fileRequired'));
    const problem = fileProblem(file, DOCUMENT_MIME_TYPES, DOCUMENT_MAX_BYTES);
    if (problem === 'type') return setError(t('markPaid.fileType'));
    if (problem === 'size') return setError(t('markPaid.fileTooLarge', { mb: MAX_MB }));
    setError(null);
    try {
      await report.mutateAsync({ returnId: taxReturn.id, file });
      onClose();
    } catch {
      // The client has shown the server's message; the dialog stays open to try again.
    }
  };
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('markPaid.title', { title })}
      description={t('markPaid.intro', {
        amount: taxReturn.amount_due === null ? t('table.none') : formatKurus(taxReturn.amount_due, language),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('markPaid.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={report.isPending}>
            {t('markPaid.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FileField
          accept={DOCUMENT_ACCEPT}
          label={t('markPaid.file')}
          hint={t('markPaid.fileHint', { mb: MAX_MB })}
          error={error ?? undefined}
          onPick={(picked) => {
            setFile(picked);
            setError(null);
          }}
        />
      </form>
    </Modal>
  );
}
