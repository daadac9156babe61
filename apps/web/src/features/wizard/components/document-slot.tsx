import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  type TAccountDocument,
  type TDocumentKind,
} from '@portal/contracts/documents/document-kinds';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  downloadAccountDocument,
  useDeleteDocument,
  useUploadDocument,
} from '../../../domains/accounts/documents.ts';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** The client's early check, the same rule the server applies to the file's bytes. */
function documentFileProblem(file: { type: string; size: number }): 'wrongType' | 'tooLarge' | null {
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** One document of the files step: what is uploaded, a progress bar while uploading, replace and delete. */
export function DocumentSlot({
  accountId,
  kind,
  document,
  required,
  mayUpload = true,
}: {
  accountId: number;
  kind: TDocumentKind;
  document: TAccountDocument | undefined;
  required: boolean;
  /** A team member without the 'upload documents' switch reads and downloads only (issue 16). */
  mayUpload?: boolean;
}) {
  const { t } = useTranslation(['wizard', 'validation']);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(accountId);
  const remove = useDeleteDocument(accountId);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const early = documentFileProblem(file);
    if (early === 'wrongType') return setProblem(t('validation:documentWrongType'));
    if (early === 'tooLarge') return setProblem(t('validation:documentTooLarge'));
    setProblem(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ kind, file, onProgress: setProgress });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : null);
    } finally {
      setProgress(null);
    }
  };

  const title = t(`files.kinds.${kind}.title`);
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-card border border-line bg-white p-4 sm:flex sm:items-start sm:justify-between sm:gap-4"
    >
      <div className="min-w-0">
        <h2 id={`${inputId}-title`} className="font-semibold text-brand-950">
          {title}{' '}
          <span className="text-small font-normal text-muted">
            {required ? t('files.required') : t('files.optional')}
          </span>
        </h2>
        <p className="mt-1 text-small text-muted">{t(`files.kinds.${kind}.description`)}</p>
        {document ? (
          <p className="mt-2 text-small text-ink">
            <span className="text-success" aria-hidden="true">
              ✓{' '}
            </span>
            {t('files.uploaded', { name: document.file_name, size: megabytes(document.size) })}
          </p>
        ) : null}
        {progress !== null ? (
          <div className="mt-3">
            <progress
              className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
              max={1}
              value={progress}
              aria-label={t('files.progress', { name: title })}
            />
            <p className="text-caption text-muted" aria-live="polite">
              {Math.round(progress * 100)}%
            </p>
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="mt-2 text-small font-medium text-danger">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="mt-3 flex shrink-0 flex-wrap gap-2 sm:mt-0">
        {mayUpload ? (
          <>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={DOCUMENT_ACCEPT}
              className="sr-only"
              onChange={onFile}
              tabIndex={-1}
              aria-label={title}
              data-kind={kind}
            />
            <Button
              size="sm"
              variant={document ? 'secondary' : 'primary'}
              loading={upload.isPending}
              onClick={() => inputRef.current?.click()}
              aria-label={
                document ? t('files.replaceLabel', { name: title }) : t('files.uploadLabel', { name: title })
              }
            >
              {document ? t('files.replace') : t('files.upload')}
            </Button>
          </>
        ) : null}
        {document ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void downloadAccountDocument(accountId, document)}
              aria-label={t('files.downloadLabel', { name: title })}
            >
              {t('files.download')}
            </Button>
            {mayUpload ? (
              <Button
                size="sm"
                variant="danger"
                loading={remove.isPending}
                onClick={() => remove.mutate(document.id)}
                aria-label={t('files.deleteLabel', { name: title })}
              >
                {t('files.delete')}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      <p className="sr-only">{t('files.limits', { max: megabytes(DOCUMENT_MAX_BYTES) })}</p>
    </section>
  );
}
