import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
} from '@portal/contracts/documents/document-kinds';
import { STAFF_DOCUMENT_ROLES, type TTaxReturn } from '@portal/contracts/tax-returns/tax-returns';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField, fileProblem, inMegabytes } from '../../../components/form/file-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useReturnTitle } from '../../../domains/tax-returns/tax-return-format.ts';
import type { TTaxReturnTarget } from '../../../domains/tax-returns/tax-return-keys.ts';
import { type TStaffDocumentRole, useUploadTaxReturnDocument } from '../api/upload-tax-return-document.ts';

const MAX_MB = inMegabytes(DOCUMENT_MAX_BYTES);

/**
 * Staff upload the return's PDF or its tahakkuk fişi; the role's earlier document is replaced and
 * the company is told. The client shows the server's message, success or refusal.
 */
export function UploadDocumentDialog({
  target,
  taxReturn,
  onClose,
}: {
  target: TTaxReturnTarget;
  taxReturn: TTaxReturn;
  onClose: () => void;
}) {
  const { t } = useTranslation('taxReturns');
  const title = useReturnTitle()(taxReturn);
  const upload = useUploadTaxReturnDocument(target);
  const formId = useId();
  const legendId = useId();
  // A filed return waits for its tahakkuk fişi; before that, its PDF comes first.
  const [role, setRole] = useState<TStaffDocumentRole>(
    taxReturn.status === 'filed' || taxReturn.status === 'accrued' ? 'accrual' : 'return',
  );
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('upload.fileRequired'));
    const problem = fileProblem(file, DOCUMENT_MIME_TYPES, DOCUMENT_MAX_BYTES);
    if (problem === 'type') return setError(t('markPaid.fileType'));
    if (problem === 'size') return setError(t('markPaid.fileTooLarge', { mb: MAX_MB }));
    setError(null);
    try {
      await upload.mutateAsync({ returnId: taxReturn.id, role, file });
      onClose();
    } catch {
      // The client has shown the server's message; the dialog stays open to try again.
    }
  };
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('upload.title', { title })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('upload.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={upload.isPending}>
            {t('upload.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="text-small font-semibold text-ink">
            {t('upload.role')}
          </legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
            {STAFF_DOCUMENT_ROLES.map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2 text-body sm:min-h-0">
                <input
                  type="radio"
                  name="role"
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                  className="size-4 accent-brand-700"
                />
                {t(`documents.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <FileField
          accept={DOCUMENT_ACCEPT}
          label={t('upload.file')}
          hint={t('upload.fileHint', { mb: MAX_MB })}
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
