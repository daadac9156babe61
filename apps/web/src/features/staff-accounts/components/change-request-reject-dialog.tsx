import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_STATUS_REASON_MAX_LENGTH } from '@portal/contracts/accounts/account-schemas';
import {
  type TChangeRequestDecision,
  ZChangeRequestDecision,
} from '@portal/contracts/company-profile/company-profile';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useDecideChangeRequest } from '../api/company-change-requests.ts';

type TDecision = z.output<typeof ZChangeRequestDecision>;
const EMPTY: TChangeRequestDecision = { decision: 'rejected', reason: '' };

/** Rejects a change of the company's details with the reason its customers will read (required). */
export function ChangeRequestRejectDialog({
  accountId,
  requestId,
  onClose,
}: {
  accountId: number;
  /** The request being rejected; the dialog is open while it is set. */
  requestId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const text = useMessageText();
  const formId = useId();
  const decide = useDecideChangeRequest(accountId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TChangeRequestDecision, unknown, TDecision>({
    resolver: zodResolver(ZChangeRequestDecision),
    defaultValues: EMPTY,
  });
  const length = (form.watch('reason') ?? '').length;

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    decide.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    if (requestId === null) return;
    setFailure(null);
    try {
      await decide.mutateAsync({ requestId, decision: 'rejected', reason: body.reason });
      close();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['reason'])) setFailure(errorMessage(error));
    }
  });

  return (
    <Modal
      open={requestId !== null}
      onOpenChange={(next) => {
        if (!next && !decide.isPending) close();
      }}
      title={t('changeRequests.rejectTitle')}
      description={t('changeRequests.rejectDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={decide.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={decide.isPending}>
            {t('changeRequests.reject')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Textarea
          label={t('changeRequests.reason')}
          required
          rows={4}
          hint={t('reject.counter', { length, max: ACCOUNT_STATUS_REASON_MAX_LENGTH })}
          error={text(form.formState.errors.reason?.message)}
          {...form.register('reason')}
        />
      </form>
    </Modal>
  );
}
