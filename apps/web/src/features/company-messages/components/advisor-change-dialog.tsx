import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADVISOR_CHANGE_REASON_MAX_LENGTH,
  type TCreateAdvisorChangeRequest,
  ZCreateAdvisorChangeRequest,
} from '@portal/contracts/company-messages/company-messages';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useRequestAdvisorChange } from '../api/request-advisor-change.ts';

type TReasonBody = z.output<typeof ZCreateAdvisorChangeRequest>;
const EMPTY: TCreateAdvisorChangeRequest = { reason: '' };

/**
 * "Change my advisor": the company's customer writes why, and the request goes to the admins and
 * to the thread (`POST accounts/{id}/advisor-change-requests`). The contracts' schema is the rule
 * (a reason of at most 1000 characters); one open request at a time, which the server says (409).
 */
export function AdvisorChangeButton({ accountId }: { accountId: number }) {
  const { t } = useTranslation('messages');
  const text = useMessageText();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const request = useRequestAdvisorChange(accountId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TCreateAdvisorChangeRequest, unknown, TReasonBody>({
    resolver: zodResolver(ZCreateAdvisorChangeRequest),
    defaultValues: EMPTY,
  });
  const length = (useWatch({ control: form.control, name: 'reason' }) ?? '').length;
  const tooLong = length > ADVISOR_CHANGE_REASON_MAX_LENGTH;

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    request.reset();
    setOpen(false);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await request.mutateAsync(body);
      close();
    } catch (error) {
      // The client has shown the server's message; it also stays in the dialog.
      if (!applyServerErrors(error, form.setError, ['reason'])) setFailure(errorMessage(error));
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else if (!request.isPending) close();
      }}
      trigger={
        <Button variant="secondary" size="sm">
          {t('advisorChange.open')}
        </Button>
      }
      title={t('advisorChange.title')}
      description={t('advisorChange.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={request.isPending}>
            {t('advisorChange.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={request.isPending}>
            {t('advisorChange.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Textarea
          label={t('advisorChange.reason')}
          required
          rows={5}
          hint={
            <span className={tooLong ? 'font-semibold text-danger' : undefined}>
              {t('advisorChange.counter', { length, max: ADVISOR_CHANGE_REASON_MAX_LENGTH })}
            </span>
          }
          error={text(form.formState.errors.reason?.message)}
          {...form.register('reason')}
        />
      </form>
    </Modal>
  );
}
