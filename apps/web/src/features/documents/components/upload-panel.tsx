import { DOCUMENT_MAX_BYTES } from '@portal/contracts/documents/document-kinds';
import {
  MONTHLY_DOCUMENT_ACCEPT,
  MONTHLY_DOCUMENT_KINDS,
  MONTHLY_DOCUMENT_MIME_TYPES,
  type TMonthlyDocumentKind,
} from '@portal/contracts/documents/monthly-documents';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { CameraIcon, DocumentIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/form-errors.ts';

/** What the panel does with one file; the page passes the month's upload. */
export type TUploadFile = (input: {
  kind: TMonthlyDocumentKind;
  file: File;
  onProgress: (fraction: number) => void;
}) => Promise<unknown>;

type TItem = {
  key: number;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  reason?: string;
};

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/**
 * The client's early check (the server decides by the bytes): a type it takes, or a name ending
 * in .xml (browsers report XML as text/xml, application/xml or nothing), and not too large.
 */
export function monthlyFileProblem(file: {
  type: string;
  size: number;
  name: string;
}): 'wrongType' | 'tooLarge' | null {
  const knownType =
    (MONTHLY_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type) || file.type === 'text/xml';
  if (!knownType && !file.name.toLowerCase().endsWith('.xml')) return 'wrongType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

let sequence = 0;

/**
 * Many files at once: dropped, chosen, or a photo from the phone's camera; each uploads with its
 * own progress bar, and a refused one says why (the server's message) without stopping the rest.
 */
export function UploadPanel({ onUpload }: { onUpload: TUploadFile }) {
  const { t } = useTranslation(['documents', 'validation']);
  const kindId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<TMonthlyDocumentKind>('expense_invoice');
  const [items, setItems] = useState<TItem[]>([]);
  const [dragging, setDragging] = useState(false);

  const update = (key: number, change: Partial<TItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (files: readonly File[]) => {
    const started = files.map((file) => ({ file, key: ++sequence }));
    setItems((current) => [
      ...started.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: 'uploading' as const })),
      ...current.filter((item) => item.state === 'uploading'),
    ]);
    // One after another: a phone on a slow line finishes each file instead of starving them all.
    for (const { file, key } of started) {
      const problem = monthlyFileProblem(file);
      if (problem) {
        update(key, {
          state: 'failed',
          reason: t(
            problem === 'wrongType' ? 'validation:monthlyDocumentWrongType' : 'validation:documentTooLarge',
          ),
        });
        continue;
      }
      try {
        await onUpload({ kind, file, onProgress: (progress) => update(key, { progress }) });
        update(key, { state: 'done', progress: 1 });
      } catch (error) {
        update(key, { state: 'failed', reason: errorMessage(error) ?? '' });
      }
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) void send(files);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) void send(files);
  };

  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('upload.title')}</h2>
      <Field label={t('upload.kind')} id={kindId} className="mt-4 max-w-sm">
        {(control) => (
          <select
            {...control}
            className={controlClasses}
            value={kind}
            onChange={(event) =>
              setKind(MONTHLY_DOCUMENT_KINDS.find((k) => k === event.target.value) ?? kind)
            }
          >
            {MONTHLY_DOCUMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* Dropping is a shortcut for a mouse; the buttons inside do the same from the keyboard. */}
      <section
        aria-label={t('upload.drop')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'mt-4 flex flex-col items-center gap-3 rounded-card border-2 border-dashed p-6 text-center',
          dragging ? 'border-brand-700 bg-brand-50' : 'border-line',
        )}
      >
        <DocumentIcon className="size-8 text-brand-700" />
        <p className="font-semibold text-ink">{t('upload.drop')}</p>
        <p className="text-small text-muted">{t('upload.or')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => fileInput.current?.click()} aria-describedby={hintId}>
            {t('upload.choose')}
          </Button>
          <Button
            variant="secondary"
            icon={<CameraIcon className="size-5" />}
            onClick={() => cameraInput.current?.click()}
          >
            {t('upload.camera')}
          </Button>
        </div>
        <p id={hintId} className="text-small text-muted">
          {t('upload.hint', { max: MAX_MB })}
        </p>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={MONTHLY_DOCUMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('upload.choose')}
          onChange={onFiles}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('upload.camera')}
          onChange={onFiles}
        />
      </section>
      {items.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-live="polite">
          {items.map((item) => (
            <li key={item.key} className="text-small">
              {item.state === 'uploading' ? (
                <>
                  <p className="truncate text-ink">{t('upload.progress', { name: item.name })}</p>
                  <progress
                    className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
                    max={1}
                    value={item.progress}
                    aria-label={t('upload.progress', { name: item.name })}
                  />
                </>
              ) : item.state === 'done' ? (
                <p className="text-success">{t('upload.done', { name: item.name })}</p>
              ) : (
                <p role="alert" className="font-medium text-danger">
                  {t('upload.failed', { name: item.name, reason: item.reason ?? '' })}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
