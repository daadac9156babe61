import { zodResolver } from '@hookform/resolvers/zod';
import { NATIONAL_ID_LENGTH } from '@portal/contracts/common/limits';
import {
  OFFICE_RULE_LIMITS,
  type TAuthorisedRecipient,
  type TAuthorisedRecipientRequest,
  ZAuthorisedRecipientRequest,
} from '@portal/contracts/office/office-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/field.tsx';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { useAddAuthorisedRecipient } from '../api/add-authorised-recipient.ts';
import { useDeleteAuthorisedRecipient } from '../api/delete-authorised-recipient.ts';
import { RemovableList } from './removable-list.tsx';

const FIELDS = ['full_name', 'national_id'] as const satisfies readonly (keyof TAuthorisedRecipientRequest)[];
const EMPTY: TAuthorisedRecipientRequest = { full_name: '', national_id: '' };

/**
 * The people who may collect the company's mail at the desk in person: the desk compares their
 * ID card with the last digits shown here. The T.C. kimlik no is checked by the shared rule first.
 */
export function AuthorisedRecipients({
  accountId,
  recipients,
}: {
  accountId: number;
  recipients: readonly TAuthorisedRecipient[];
}) {
  const { t } = useTranslation('officeMail');
  const remove = useDeleteAuthorisedRecipient(accountId);
  return (
    <RemovableList
      title={t('instructions.recipients.title')}
      lead={t('instructions.recipients.lead')}
      empty={t('instructions.recipients.empty')}
      listLabel={t('instructions.recipients.listLabel')}
      listClassName="space-y-2"
      items={recipients}
      renderItem={(recipient, removeButton) => (
        <Card padded={false} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <div className="min-w-0">
            <p className="break-words font-semibold text-brand-950">{recipient.full_name}</p>
            <p className="text-small text-muted">
              {t('instructions.recipients.maskedId', { id: recipient.national_id_masked })}
            </p>
          </div>
          {removeButton}
        </Card>
      )}
      remove={{
        text: t('instructions.recipients.remove'),
        label: (recipient) => t('instructions.recipients.removeLabel', { name: recipient.full_name }),
      }}
      confirm={{
        title: t('instructions.recipients.removeTitle'),
        description: (recipient) =>
          t('instructions.recipients.removeDescription', { name: recipient.full_name }),
        confirmLabel: t('instructions.recipients.removeConfirm'),
      }}
      onRemove={(recipient) => remove.mutateAsync(recipient.id)}
    >
      {recipients.length >= OFFICE_RULE_LIMITS.recipients ? (
        <p className="text-small text-muted">{t('instructions.recipients.full')}</p>
      ) : (
        <RecipientForm accountId={accountId} />
      )}
    </RemovableList>
  );
}

function RecipientForm({ accountId }: { accountId: number }) {
  const { t } = useTranslation('officeMail');
  const text = useMessageText();
  const add = useAddAuthorisedRecipient(accountId);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<TAuthorisedRecipientRequest>({
    resolver: zodResolver(ZAuthorisedRecipientRequest),
    shouldFocusError: false,
    defaultValues: EMPTY,
  });
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setAdded(null);
    try {
      const envelope = await add.mutateAsync(values);
      form.reset(EMPTY);
      setAdded(envelope.message ?? t('instructions.recipients.added'));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) {
        setFailure(errorMessage(error) ?? t('instructions.recipients.addFailed'));
      }
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset disabled={add.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-body font-semibold text-brand-950">
          {t('instructions.recipients.addTitle')}
        </legend>
        <Input
          label={t('instructions.recipients.fullName')}
          required
          maxLength={OFFICE_RULE_LIMITS.fullName}
          autoComplete="off"
          error={text(errors.full_name?.message)}
          {...form.register('full_name')}
        />
        <Input
          label={t('instructions.recipients.nationalId')}
          required
          inputMode="numeric"
          maxLength={NATIONAL_ID_LENGTH}
          autoComplete="off"
          error={text(errors.national_id?.message)}
          {...form.register('national_id')}
        />
      </fieldset>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={add.isPending}>
          {t('instructions.recipients.submit')}
        </Button>
        <p role="status" className="text-small font-medium text-success">
          {added}
        </p>
      </div>
    </form>
  );
}
