import type { TDocumentRequest } from '@portal/contracts/company-documents/company-documents';
import { DOCUMENT_MAX_BYTES } from '@portal/contracts/documents/document-kinds';
import { formatPeriod } from '@portal/contracts/documents/document-periods';
import { MONTHLY_DOCUMENT_ACCEPT } from '@portal/contracts/documents/monthly-documents';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField, inMegabytes } from '../../../components/form/file-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useFulfilDocumentRequest } from '../api/fulfil-document-request.ts';
import { formatDay } from '../formatting.ts';
import { monthlyFileProblem } from './upload-panel.tsx';

/**
 * The customer answers a request with one file, checked as the monthly upload checks it (a PDF,
 * JPEG, PNG or e-invoice XML, its size); it joins the request's month as a document of its kind.
 * The client shows the server's message, success or refusal; a refusal leaves the dialog open.
 */
export function FulfilRequestDialog({
  accountId,
  request,
  onClose,
}: {
  accountId: number;
  request: TDocumentRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation(['documents', 'validation']);
  const language = useLanguage();
  const fulfil = useFulfilDocumentRequest(accountId);
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('requests.fulfil.fileRequired'));
    const problem = monthlyFileProblem(file);
    if (problem === 'wrongType') return setError(t('validation:monthlyDocumentWrongType'));
    if (problem === 'tooLarge') return setError(t('validation:documentTooLarge'));
    setError(null);
    try {
      await fulfil.mutateAsync({ requestId: request.id, file });
      onClose();
    } catch {
      // The client has shown the server's message; the dialog stays open to try again.
    }
  };
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('requests.fulfil.title', { title: request.title })}
      description={t('requests.fulfil.intro', {
        month: formatPeriod(request.period, language),
        kind: t(`kinds.${request.kind}`),
        date: formatDay(request.due_date, language),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('requests.fulfil.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={fulfil.isPending}>
            {t('requests.fulfil.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FileField
          label={t('requests.fulfil.file')}
          hint={t('requests.fulfil.fileHint', { mb: inMegabytes(DOCUMENT_MAX_BYTES) })}
          accept={MONTHLY_DOCUMENT_ACCEPT}
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
