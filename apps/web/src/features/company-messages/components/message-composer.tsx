import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_MESSAGE_BODY_MAX_LENGTH,
  COMPANY_MESSAGE_FIELDS,
} from '@portal/contracts/company-messages/company-messages';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
} from '@portal/contracts/documents/document-kinds';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileField, fileProblem, inMegabytes } from '../../../components/form/file-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import type { TCompanyTarget } from '../../../domains/session/company-target.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useSendMessage } from '../api/thread.ts';

const MAX_MB = inMegabytes(DOCUMENT_MAX_BYTES);

/**
 * The message's text, checked as the server checks the multipart field (the contracts hold no
 * schema for a multipart body): required once trimmed, at most 4000 characters.
 */
function composerSchema(t: TFunction<'messages'>) {
  return z.object({
    body: z
      .string()
      .trim()
      .min(1, t('composer.bodyRequired'))
      .max(
        COMPANY_MESSAGE_BODY_MAX_LENGTH,
        t('composer.bodyTooLong', { max: COMPANY_MESSAGE_BODY_MAX_LENGTH }),
      ),
  });
}
type TComposerForm = z.input<ReturnType<typeof composerSchema>>;

/**
 * Writes to the thread: the text (with a counter) and an optional PDF, JPEG or PNG of at most the
 * documents' size, checked before it goes. The client announces the server's message, success or
 * refusal; a refusal of a field also stands under it.
 */
export function MessageComposer({ target }: { target: TCompanyTarget }) {
  const { t } = useTranslation('messages');
  const headingId = useId();
  const send = useSendMessage(target);
  const schema = useMemo(() => composerSchema(t), [t]);
  const form = useForm<TComposerForm>({ resolver: zodResolver(schema), defaultValues: { body: '' } });
  const length = useWatch({ control: form.control, name: 'body' }).length;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // A new picker after sending or removing, so it forgets the file it named.
  const [pickerKey, setPickerKey] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  /** The picked file's problem in words, shown under the picker; null when it may go (or none). */
  const checkFile = (): string | null => {
    const problem = file ? fileProblem(file, DOCUMENT_MIME_TYPES, DOCUMENT_MAX_BYTES) : null;
    const message =
      problem === 'type'
        ? t('composer.fileType')
        : problem === 'size'
          ? t('composer.fileTooLarge', { mb: MAX_MB })
          : null;
    setFileError(message);
    return message;
  };

  const clearFile = () => {
    setFile(null);
    setFileError(null);
    setPickerKey((key) => key + 1);
  };

  const onSubmit = form.handleSubmit(
    async ({ body }) => {
      if (checkFile() !== null) return;
      setFailure(null);
      try {
        await send.mutateAsync({ body: body.trim(), file });
        form.reset({ body: '' });
        clearFile();
      } catch (error) {
        // The client has shown the server's message; a field's refusal also stands under it.
        if (!(error instanceof ApiError)) return setFailure(errorMessage(error));
        const bodyMessage = error.errors[COMPANY_MESSAGE_FIELDS.body]?.[0];
        if (bodyMessage)
          form.setError('body', { type: 'server', message: bodyMessage }, { shouldFocus: true });
        const fileMessage = error.errors[COMPANY_MESSAGE_FIELDS.file]?.[0];
        if (fileMessage) setFileError(fileMessage);
      }
    },
    () => {
      checkFile();
    },
  );

  const tooLong = length > COMPANY_MESSAGE_BODY_MAX_LENGTH;
  return (
    <Card className="p-4 sm:p-6" padded={false}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('composer.title')}
        </h2>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Textarea
          label={t('composer.body')}
          required
          rows={4}
          hint={
            <span className={tooLong ? 'font-semibold text-danger' : undefined}>
              {t('composer.counter', { length, max: COMPANY_MESSAGE_BODY_MAX_LENGTH })}
            </span>
          }
          error={form.formState.errors.body?.message}
          {...form.register('body')}
        />
        <div className="space-y-2">
          <FileField
            key={pickerKey}
            label={t('composer.file')}
            hint={t('composer.fileHint', { mb: MAX_MB })}
            accept={DOCUMENT_ACCEPT}
            required={false}
            error={fileError ?? undefined}
            onPick={(picked) => {
              setFile(picked);
              setFileError(null);
            }}
          />
          {file ? (
            <Button variant="ghost" size="sm" onClick={clearFile}>
              {t('composer.removeFile')}
            </Button>
          ) : null}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={send.isPending} className="w-full sm:w-auto">
            {t('composer.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
