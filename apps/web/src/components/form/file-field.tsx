import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';

/** A size limit in whole megabytes, as hints say it ("at most 10 MB"). */
export function inMegabytes(bytes: number): number {
  return bytes / (1024 * 1024);
}

/**
 * Why a picked file cannot go (the server checks the same): its type is not among `types`, or it
 * is larger than `maxBytes`.
 */
export function fileProblem(file: File, types: readonly string[], maxBytes: number): 'type' | 'size' | null {
  if (!types.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/**
 * One file's picker inside a Field (the phone offers its camera and files), for the types of
 * `accept`. The native input stays hidden (its button would speak the browser's language); ours
 * names the chosen file.
 */
export function FileField({
  label,
  hint,
  error,
  accept,
  required = true,
  onPick,
}: {
  label: string;
  hint: ReactNode;
  error?: ReactNode;
  /** The input's accept attribute (`.pdf,application/pdf,…`). */
  accept: string;
  /** False for an optional file (a message's attachment): no required mark. */
  required?: boolean;
  onPick: (file: File | null) => void;
}) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            type="file"
            accept={accept}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              setName(file?.name ?? null);
              onPick(file);
            }}
            {...control}
          />
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${t('fileField.choose')}: ${label}`}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            onClick={() => input.current?.click()}
          >
            {t('fileField.choose')}
          </Button>
          <span className="min-w-0 text-small break-all text-muted" aria-live="polite">
            {name ?? t('fileField.none')}
          </span>
        </div>
      )}
    </Field>
  );
}
