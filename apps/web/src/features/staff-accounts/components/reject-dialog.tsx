import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_STATUS_REASON_MAX_LENGTH,
  type TAccountChangeStatusRequest,
  ZAccountChangeStatusRequest,
} from '@portal/contracts/accounts/account-schemas';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TProductLine } from '@portal/contracts/product-lines/registry';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useChangeAccountStatus } from '../api/change-account-status.ts';

type TRejectBody = z.output<typeof ZAccountChangeStatusRequest>;

type RejectDialogProps = {
  account: { id: number; name: string };
  /** The product line decided on (1 accountant, 2 office, 7 network); the server's default when left out. */
  line?: TProductLine | undefined;
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
};

const EMPTY: TAccountChangeStatusRequest = { status: ACCOUNT_STATUSES.rejected, reason: '' };

/**
 * Rejects an application with the reason the customer will read to correct it. The contracts'
 * change-status schema is the rule: a rejection needs a reason of at most 500 characters.
 */
export function RejectDialog({ account, line, open, onClose, onChanged }: RejectDialogProps) {
  const { t } = useTranslation('staff');
  const text = useMessageText();
  const formId = useId();
  const change = useChangeAccountStatus(account.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TAccountChangeStatusRequest, unknown, TRejectBody>({
    resolver: zodResolver(ZAccountChangeStatusRequest),
    defaultValues: EMPTY,
  });
  const length = (form.watch('reason') ?? '').length;
  const tooLong = length > ACCOUNT_STATUS_REASON_MAX_LENGTH;

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    change.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await change.mutateAsync({
        status: ACCOUNT_STATUSES.rejected,
        reason: body.reason,
        ...(line !== undefined ? { type: line } : {}),
      });
      close();
      onChanged();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['reason'])) setFailure(errorMessage(error));
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !change.isPending) close();
      }}
      title={t('reject.title')}
      description={t('reject.description', { name: account.name })}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={change.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={change.isPending}>
            {t('reject.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Textarea
          label={t('reject.reason')}
          required
          rows={5}
          hint={
            <span className={tooLong ? 'font-semibold text-danger' : undefined}>
              {t('reject.counter', { length, max: ACCOUNT_STATUS_REASON_MAX_LENGTH })}
            </span>
          }
          error={text(form.formState.errors.reason?.message)}
          {...form.register('reason')}
        />
      </form>
    </Modal>
  );
}
