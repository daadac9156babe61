import { zodResolver } from '@hookform/resolvers/zod';
import { currentPeriod, shiftPeriod } from '@portal/contracts/documents/document-periods';
import {
  isPeriodOfKind,
  periodShapeOf,
  TAX_RETURN_KINDS,
  TAX_RETURN_NOTE_MAX_LENGTH,
  type TTaxReturnKind,
  ZCreateTaxReturnRequest,
} from '@portal/contracts/tax-returns/tax-returns';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField } from '../../../components/form/select-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { TTaxReturnTarget } from '../../../domains/tax-returns/tax-return-keys.ts';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useCreateTaxReturn } from '../api/create-tax-return.ts';

type TCreateForm = z.input<typeof ZCreateTaxReturnRequest>;
type TCreateBody = z.output<typeof ZCreateTaxReturnRequest>;

/** The last period of a kind that has ended (Istanbul): last month, the last quarter, last year. */
export function lastEndedPeriod(kind: TTaxReturnKind, now: Date = new Date()): string {
  const lastMonth = shiftPeriod(currentPeriod(now), -1);
  const [year = '', month = ''] = lastMonth.split('-');
  switch (periodShapeOf(kind)) {
    case 'yearly':
      return String(Number(currentPeriod(now).slice(0, 4)) - 1);
    case 'quarterly': {
      // Geçici vergi has three quarters a year (the fourth is the annual return).
      const quarter = Math.floor(Number(month) / 3);
      return quarter === 0 ? `${Number(year) - 1}-Q3` : `${year}-Q${Math.min(quarter, 3)}`;
    }
    default:
      return lastMonth;
  }
}

/**
 * Staff add a return for a kind and a period written as the kind needs it. The contracts' request
 * schema checks the period here as the server does (`isPeriodOfKind`, the same message); the
 * server's refusals (a duplicate, a period not begun) show in the dialog.
 */
export function CreateReturnDialog({ target, onClose }: { target: TTaxReturnTarget; onClose: () => void }) {
  const { t } = useTranslation('taxReturns');
  const text = useMessageText();
  const formId = useId();
  const create = useCreateTaxReturn(target);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TCreateForm, unknown, TCreateBody>({
    resolver: zodResolver(ZCreateTaxReturnRequest),
    defaultValues: { kind: 'kdv', period: lastEndedPeriod('kdv'), note: '' },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ note, ...body }) => {
    setFailure(null);
    try {
      // The client announces the server's message (every successful change).
      await create.mutateAsync(note ? { ...body, note } : body);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['kind', 'period', 'note']))
        setFailure(errorMessage(error));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('create.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <SelectField
          control={form.control}
          name="kind"
          label={t('create.kind')}
          options={TAX_RETURN_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          onValueChange={(value) => {
            // A period written for the old kind is replaced with the new kind's last one.
            const next = TAX_RETURN_KINDS.find((candidate) => candidate === value);
            if (next && !isPeriodOfKind(next, form.getValues('period'))) {
              form.setValue('period', lastEndedPeriod(next));
            }
          }}
        />
        <Input
          label={t('create.period')}
          hint={kind ? t(`create.periodHint.${periodShapeOf(kind)}`) : undefined}
          required
          autoComplete="off"
          spellCheck={false}
          error={text(errors.period?.message)}
          {...form.register('period')}
        />
        <Textarea
          label={t('create.note')}
          rows={2}
          maxLength={TAX_RETURN_NOTE_MAX_LENGTH}
          error={text(errors.note?.message)}
          {...form.register('note')}
        />
      </form>
    </Modal>
  );
}
