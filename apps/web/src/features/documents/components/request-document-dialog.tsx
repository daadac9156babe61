import { zodResolver } from '@hookform/resolvers/zod';
import { addCalendarDays, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import {
  DOCUMENT_REQUEST_NOTE_MAX_LENGTH,
  DOCUMENT_REQUEST_TITLE_MAX_LENGTH,
  ZCreateDocumentRequest,
} from '@portal/contracts/company-documents/company-documents';
import { currentPeriod, shiftPeriod } from '@portal/contracts/documents/document-periods';
import { MONTHLY_DOCUMENT_KINDS } from '@portal/contracts/documents/monthly-documents';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField } from '../../../components/form/select-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useCreateDocumentRequest } from '../api/create-document-request.ts';
import type { TCompanyTarget } from '../api/query-keys.ts';

type TRequestForm = z.input<typeof ZCreateDocumentRequest>;
type TRequestBody = z.output<typeof ZCreateDocumentRequest>;

/** A week to answer, unless the advisor says otherwise. */
const DEFAULT_DAYS_TO_ANSWER = 7;

/** The form's first values: last month's bank statement, due in a week (Istanbul days). */
function requestDefaults(now: Date = new Date()): TRequestForm {
  return {
    title: '',
    kind: 'bank_statement',
    period: shiftPeriod(currentPeriod(now), -1),
    due_date: addCalendarDays(todayInIstanbul(now), DEFAULT_DAYS_TO_ANSWER),
    note: '',
  };
}

/**
 * Staff ask the company for a document: what ("Ekim banka ekstresi"), the monthly document it
 * becomes (kind and month), by when, and a note. The contracts' request schema checks it here as
 * the server does, with the same messages; the server's refusals show in the dialog.
 */
export function RequestDocumentDialog({ target, onClose }: { target: TCompanyTarget; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const text = useMessageText();
  const formId = useId();
  const create = useCreateDocumentRequest(target);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TRequestForm, unknown, TRequestBody>({
    resolver: zodResolver(ZCreateDocumentRequest),
    defaultValues: requestDefaults(),
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ note, ...body }) => {
    setFailure(null);
    try {
      // The client announces the server's message (every successful change).
      await create.mutateAsync(note ? { ...body, note } : body);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['title', 'kind', 'period', 'due_date', 'note']))
        setFailure(errorMessage(error));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('requests.create.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('requests.create.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {t('requests.create.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Input
          label={t('requests.create.requestTitle')}
          hint={t('requests.create.requestTitleHint')}
          required
          autoComplete="off"
          maxLength={DOCUMENT_REQUEST_TITLE_MAX_LENGTH}
          error={text(errors.title?.message)}
          {...form.register('title')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="kind"
            label={t('requests.create.kind')}
            options={MONTHLY_DOCUMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
          <Input
            label={t('requests.create.month')}
            hint={t('requests.create.monthHint')}
            required
            autoComplete="off"
            spellCheck={false}
            inputMode="numeric"
            error={text(errors.period?.message)}
            {...form.register('period')}
          />
        </div>
        <Input
          type="date"
          label={t('requests.create.dueDate')}
          required
          error={text(errors.due_date?.message)}
          {...form.register('due_date')}
        />
        <Textarea
          label={t('requests.create.note')}
          hint={t('requests.create.noteHint')}
          rows={2}
          maxLength={DOCUMENT_REQUEST_NOTE_MAX_LENGTH}
          error={text(errors.note?.message)}
          {...form.register('note')}
        />
      </form>
    </Modal>
  );
}
