import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
} from '@portal/contracts/documents/document-kinds';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';

/** The largest file, in MB, as the hints say it. */
export const TAX_FILE_MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** Why a picked file cannot go (the server checks the same): its type, or its size. */
export function taxFileProblem(file: File): 'type' | 'size' | null {
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  return null;
}

/**
 * A PDF, JPEG or PNG picker inside a Field (the phone offers its camera and files). The native
 * input stays hidden (its button would speak the browser's language); ours names the chosen file.
 */
export function TaxFileField({
  label,
  hint,
  error,
  onPick,
}: {
  label: string;
  hint: ReactNode;
  error?: ReactNode;
  onPick: (file: File | null) => void;
}) {
  const { t } = useTranslation('taxReturns');
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <Field label={label} hint={hint} error={error} required>
      {(control) => (
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            type="file"
            accept={DOCUMENT_ACCEPT}
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
            aria-label={`${t('file.choose')}: ${label}`}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            onClick={() => input.current?.click()}
          >
            {t('file.choose')}
          </Button>
          <span className="min-w-0 text-small break-all text-muted" aria-live="polite">
            {name ?? t('file.none')}
          </span>
        </div>
      )}
    </Field>
  );
}
