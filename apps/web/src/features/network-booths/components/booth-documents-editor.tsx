import {
  BOOTH_DOCUMENT_ACCEPT,
  BOOTH_DOCUMENT_MAX_BYTES,
  BOOTH_DOCUMENT_MAX_COUNT,
  BOOTH_DOCUMENT_MIME_TYPES,
  BOOTH_DOCUMENT_TITLE_MAX_LENGTH,
} from '@portal/contracts/network/network-constants';
import type { TBooth, TBoothDocument } from '@portal/contracts/network/network-schemas';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useAddBoothDocument, useDeleteBoothDocument } from '../api/booth-documents.ts';
import { DocumentDownloadButton } from './document-download-button.tsx';

const MAX_MEGABYTES = BOOTH_DOCUMENT_MAX_BYTES / (1024 * 1024);

function isPdf(file: File): boolean {
  return (BOOTH_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type);
}

/**
 * The booth's brochures: each downloadable and removable (confirmed first), and a new one added
 * with its title while the booth holds fewer than the contract's count. The file is checked here
 * (PDF, size) with the contracts' limits; the API checks its bytes again.
 */
export function BoothDocumentsEditor({ booth, readOnly }: { booth: TBooth; readOnly: boolean }) {
  const { t } = useTranslation('networkBooths');
  const remove = useDeleteBoothDocument(booth.id);
  const [removing, setRemoving] = useState<TBoothDocument | null>(null);
  const full = booth.documents.length >= BOOTH_DOCUMENT_MAX_COUNT;

  return (
    <div className="space-y-4">
      <p className="text-small text-muted">
        {t('documents.count', { count: booth.documents.length, max: BOOTH_DOCUMENT_MAX_COUNT })}
      </p>
      {booth.documents.length > 0 ? (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {booth.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span className="min-w-0 font-semibold break-words text-ink">{document.title}</span>
              <span className="flex flex-wrap gap-2">
                <DocumentDownloadButton boothId={booth.id} document={document} />
                {readOnly ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRemoving(document)}
                    aria-label={t('documents.removeName', { title: document.title })}
                  >
                    {t('documents.remove')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {readOnly ? null : full ? (
        <p className="text-small text-muted">{t('documents.full', { max: BOOTH_DOCUMENT_MAX_COUNT })}</p>
      ) : (
        <AddDocumentForm boothId={booth.id} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('documents.removeTitle')}
        description={t('documents.removeText', { title: removing?.title ?? '' })}
        confirmLabel={t('documents.removeConfirm')}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing);
          setRemoving(null);
        }}
      />
    </div>
  );
}

function AddDocumentForm({ boothId }: { boothId: number }) {
  const { t } = useTranslation('networkBooths');
  const add = useAddBoothDocument(boothId);
  const fileRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const file = fileRef.current?.files?.[0];
    const trimmed = title.trim();
    const nextTitleError = trimmed ? null : t('documents.titleRequired');
    const nextFileError = !file
      ? t('documents.fileRequired')
      : !isPdf(file)
        ? t('documents.wrongType')
        : file.size > BOOTH_DOCUMENT_MAX_BYTES
          ? t('documents.tooLarge', { size: MAX_MEGABYTES })
          : null;
    setTitleError(nextTitleError);
    setFileError(nextFileError);
    if (nextTitleError || nextFileError || !file) {
      (nextTitleError ? titleRef.current : fileRef.current)?.focus();
      return;
    }
    try {
      await add.mutateAsync({ title: trimmed, file });
      setTitle('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-dashed border-line p-4">
      <p className="font-semibold text-ink">{t('documents.addTitle')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          ref={titleRef}
          label={t('documents.title')}
          required
          maxLength={BOOTH_DOCUMENT_TITLE_MAX_LENGTH}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={titleError}
        />
        <Field
          label={t('documents.file')}
          required
          hint={t('documents.fileHint', { size: MAX_MEGABYTES })}
          error={fileError}
        >
          {(control) => (
            <input
              ref={fileRef}
              type="file"
              accept={BOOTH_DOCUMENT_ACCEPT}
              className={`${controlClasses} py-2`}
              onChange={() => setFileError(null)}
              {...control}
            />
          )}
        </Field>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" variant="secondary" loading={add.isPending}>
        {t('documents.add')}
      </Button>
    </form>
  );
}
