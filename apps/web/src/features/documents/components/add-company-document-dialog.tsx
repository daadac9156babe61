import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_DOCUMENT_FIELDS,
  COMPANY_DOCUMENT_KINDS,
  COMPANY_DOCUMENT_TITLE_MAX_LENGTH,
  isCompanyDocumentKind,
} from '@portal/contracts/company-documents/company-documents';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
} from '@portal/contracts/documents/document-kinds';
import { isLedgerDate } from '@portal/contracts/ledger/ledger-schemas';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileField, fileProblem, inMegabytes } from '../../../components/form/file-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useAddCompanyDocument } from '../api/add-company-document.ts';
import type { TCompanyTarget } from '../api/query-keys.ts';

const MAX_MB = inMegabytes(DOCUMENT_MAX_BYTES);

/**
 * The vault's form, checked as the server checks its multipart fields (the contracts hold no
 * schema for a multipart body): a kind of the list, a title for "other" and none longer than the
 * limit, an end of validity that is a real day when given.
 */
function vaultFormSchema(t: TFunction<'documents'>) {
  return z
    .object({
      kind: z.string().refine(isCompanyDocumentKind, t('vault.add.kindRequired')),
      title: z
        .string()
        .trim()
        .max(
          COMPANY_DOCUMENT_TITLE_MAX_LENGTH,
          t('vault.add.titleTooLong', { max: COMPANY_DOCUMENT_TITLE_MAX_LENGTH }),
        ),
      validUntil: z
        .string()
        .refine((day) => day === '' || isLedgerDate(day), t('vault.add.validUntilInvalid')),
    })
    .refine(({ kind, title }) => kind !== 'other' || title !== '', {
      path: ['title'],
      message: t('vault.add.titleRequired'),
    });
}
type TVaultForm = z.input<ReturnType<typeof vaultFormSchema>>;

/** The server's field names of a refusal, and the form's. */
const SERVER_FIELDS = [
  [COMPANY_DOCUMENT_FIELDS.kind, 'kind'],
  [COMPANY_DOCUMENT_FIELDS.title, 'title'],
  [COMPANY_DOCUMENT_FIELDS.validUntil, 'validUntil'],
] as const;

/**
 * Staff add a document to the company's vault: its kind, a title (required for "other"), an
 * optional last valid day and the file. The client shows the server's message, success or refusal;
 * a refusal per field also stands under its field.
 */
export function AddCompanyDocumentDialog({
  target,
  onClose,
}: {
  target: TCompanyTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const formId = useId();
  const add = useAddCompanyDocument(target);
  const schema = useMemo(() => vaultFormSchema(t), [t]);
  const form = useForm<TVaultForm>({
    resolver: zodResolver(schema),
    defaultValues: { kind: '', title: '', validUntil: '' },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** The file's problem in words, shown under the picker; null when it may go. */
  const checkFile = (): string | null => {
    const problem = file ? fileProblem(file, DOCUMENT_MIME_TYPES, DOCUMENT_MAX_BYTES) : 'missing';
    const message =
      problem === 'missing'
        ? t('vault.add.fileRequired')
        : problem === 'type'
          ? t('vault.add.fileType')
          : problem === 'size'
            ? t('vault.add.fileTooLarge', { mb: MAX_MB })
            : null;
    setFileError(message);
    return message;
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (checkFile() !== null || !file || !isCompanyDocumentKind(values.kind)) return;
      setFailure(null);
      try {
        await add.mutateAsync({
          kind: values.kind,
          title: values.title.trim(),
          validUntil: values.validUntil,
          file,
        });
        onClose();
      } catch (error) {
        // The client has shown the server's message; a field's refusal also stands under it.
        if (!(error instanceof ApiError)) return setFailure(errorMessage(error));
        for (const [server, field] of SERVER_FIELDS) {
          const message = error.errors[server]?.[0];
          if (message) form.setError(field, { type: 'server', message });
        }
        const fileMessage = error.errors[COMPANY_DOCUMENT_FIELDS.file]?.[0];
        if (fileMessage) setFileError(fileMessage);
      }
    },
    () => {
      checkFile();
    },
  );

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('vault.add.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('vault.add.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={add.isPending}>
            {t('vault.add.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <SelectField
          control={form.control}
          name="kind"
          label={t('vault.add.kind')}
          options={COMPANY_DOCUMENT_KINDS.map((value) => ({ value, label: t(`vault.kinds.${value}`) }))}
        />
        <Input
          label={t('vault.add.documentTitle')}
          hint={t('vault.add.documentTitleHint')}
          required={kind === 'other'}
          autoComplete="off"
          maxLength={COMPANY_DOCUMENT_TITLE_MAX_LENGTH}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Input
          type="date"
          label={t('vault.add.validUntil')}
          hint={t('vault.add.validUntilHint')}
          error={errors.validUntil?.message}
          {...form.register('validUntil')}
        />
        <FileField
          label={t('vault.add.file')}
          hint={t('vault.add.fileHint', { mb: MAX_MB })}
          accept={DOCUMENT_ACCEPT}
          error={fileError ?? undefined}
          onPick={(picked) => {
            setFile(picked);
            setFileError(null);
          }}
        />
      </form>
    </Modal>
  );
}
