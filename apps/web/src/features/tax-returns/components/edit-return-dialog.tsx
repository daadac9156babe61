import { zodResolver } from '@hookform/resolvers/zod';
import { kurusToLiraInput, parseLiraAmount } from '@portal/contracts/ledger/ledger-amounts';
import {
  TAX_RETURN_MOVES,
  TAX_RETURN_NOTE_MAX_LENGTH,
  TAX_RETURN_STATUSES,
  type TTaxReturn,
  type TTaxReturnStatus,
  ZUpdateTaxReturnRequest,
} from '@portal/contracts/tax-returns/tax-returns';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useReturnTitle } from '../../../domains/tax-returns/tax-return-format.ts';
import type { TTaxReturnTarget } from '../../../domains/tax-returns/tax-return-keys.ts';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useUpdateTaxReturn } from '../api/update-tax-return.ts';

/** The form-only message of an accrual without its figures (the server's `taxReturns.accrualIncomplete`). */
const ACCRUAL_INCOMPLETE = 'accrualIncomplete';

/**
 * The form's shape: the amount as typed in lira ("12.345,67" or "12345.67"), read into kuruş by the
 * one shared parser (unreadable → -1, which the contracts' schema refuses with its amount message);
 * an empty amount, date or note clears it. Accruing needs an amount above zero and a due date, as
 * the server says.
 */
const ZEditForm = z
  .object({
    status: z.enum(TAX_RETURN_STATUSES),
    amount_due: z.string(),
    due_date: z.string(),
    note: z.string(),
  })
  .transform(
    (form): z.input<typeof ZUpdateTaxReturnRequest> => ({
      status: form.status,
      amount_due: form.amount_due.trim() === '' ? null : (parseLiraAmount(form.amount_due) ?? -1),
      due_date: form.due_date === '' ? null : form.due_date,
      note: form.note.trim() === '' ? null : form.note,
    }),
  )
  .pipe(ZUpdateTaxReturnRequest)
  .superRefine((body, context) => {
    if (body.status !== 'accrued') return;
    if (!body.amount_due)
      context.addIssue({ code: 'custom', path: ['amount_due'], message: ACCRUAL_INCOMPLETE });
    if (!body.due_date) context.addIssue({ code: 'custom', path: ['due_date'], message: ACCRUAL_INCOMPLETE });
  });
type TEditForm = z.input<typeof ZEditForm>;
type TEditBody = z.output<typeof ZEditForm>;

/** The statuses the advisor may choose: where the return stands, and its moves (`TAX_RETURN_MOVES`). */
function statusChoices(status: TTaxReturnStatus): TTaxReturnStatus[] {
  return [status, ...TAX_RETURN_MOVES[status]];
}

/**
 * The advisor's change of a return: its status (one of its moves), the accrual's amount (lira,
 * sent in kuruş) and due date, a note. Only what changed is sent. Refusals show in the dialog; the
 * server's confirmation is the notification.
 */
export function EditReturnDialog({
  target,
  taxReturn,
  onClose,
}: {
  target: TTaxReturnTarget;
  taxReturn: TTaxReturn;
  onClose: () => void;
}) {
  const { t } = useTranslation('taxReturns');
  const language = useLanguage();
  const text = useMessageText();
  const title = useReturnTitle()(taxReturn);
  const formId = useId();
  const update = useUpdateTaxReturn(target);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TEditForm, unknown, TEditBody>({
    resolver: zodResolver(ZEditForm),
    defaultValues: {
      status: taxReturn.status,
      amount_due: taxReturn.amount_due === null ? '' : kurusToLiraInput(taxReturn.amount_due, language),
      due_date: taxReturn.due_date ?? '',
      note: taxReturn.note ?? '',
    },
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const errors = form.formState.errors;
  const message = (value: string | undefined) =>
    value === ACCRUAL_INCOMPLETE ? t('edit.accrualIncomplete') : text(value);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    const changes = {
      ...(body.status === undefined || body.status === taxReturn.status ? {} : { status: body.status }),
      ...(body.amount_due === undefined || body.amount_due === taxReturn.amount_due
        ? {}
        : { amount_due: body.amount_due }),
      ...(body.due_date === undefined || body.due_date === taxReturn.due_date
        ? {}
        : { due_date: body.due_date }),
      ...(body.note === undefined || body.note === taxReturn.note ? {} : { note: body.note }),
    };
    if (Object.keys(changes).length === 0) return onClose();
    try {
      // The client announces the server's message (every successful change).
      await update.mutateAsync({ returnId: taxReturn.id, body: changes });
      onClose();
    } catch (error) {
      const applied = applyServerErrors(error, form.setError, ['status', 'amount_due', 'due_date', 'note']);
      if (!applied) setFailure(errorMessage(error));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('edit.title', { title })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {t('edit.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Field
          label={t('edit.status')}
          required
          hint={status === 'accrued' ? t('edit.statusHint') : undefined}
          error={text(errors.status?.message)}
        >
          {(control) => (
            <select className={controlClasses} {...form.register('status')} {...control}>
              {statusChoices(taxReturn.status).map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyInput
            label={t('edit.amount')}
            hint={t('edit.amountHint')}
            unit="₺"
            required={status === 'accrued'}
            error={message(errors.amount_due?.message)}
            {...form.register('amount_due')}
          />
          <Input
            label={t('edit.dueDate')}
            type="date"
            required={status === 'accrued'}
            error={message(errors.due_date?.message)}
            {...form.register('due_date')}
          />
        </div>
        <Textarea
          label={t('edit.note')}
          rows={2}
          maxLength={TAX_RETURN_NOTE_MAX_LENGTH}
          error={text(errors.note?.message)}
          {...form.register('note')}
        />
      </form>
    </Modal>
  );
}
