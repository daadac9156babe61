import { zodResolver } from '@hookform/resolvers/zod';
import {
  OFFICE_RULE_LIMITS,
  type TForwardingAddress,
  type TForwardingAddressRequest,
  ZForwardingAddressRequest,
} from '@portal/contracts/office/office-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields.tsx';
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
import { useAddForwardingAddress } from '../api/add-forwarding-address.ts';
import { useDeleteForwardingAddress } from '../api/delete-forwarding-address.ts';
import { RemovableList } from './removable-list.tsx';

const FIELDS = [
  'label',
  'recipient',
  'city',
  'district',
  'neighbourhood',
  'street',
  'postal_code',
] as const satisfies readonly (keyof TForwardingAddressRequest)[];

const EMPTY: TForwardingAddressRequest = {
  label: '',
  recipient: '',
  city: '',
  district: '',
  neighbourhood: '',
  street: '',
  postal_code: '',
};

/**
 * The company's saved forwarding addresses (a forwarding rule names one): the list with a delete
 * (refused by the server while a rule forwards there, its message shown in the confirmation) and
 * a form whose il, ilçe and mahalle come from the place data.
 */
export function ForwardingAddresses({
  accountId,
  addresses,
}: {
  accountId: number;
  addresses: readonly TForwardingAddress[];
}) {
  const { t } = useTranslation('officeMail');
  const remove = useDeleteForwardingAddress(accountId);
  return (
    <RemovableList
      title={t('instructions.addresses.title')}
      lead={t('instructions.addresses.lead')}
      empty={t('instructions.addresses.empty')}
      listLabel={t('instructions.addresses.listLabel')}
      listClassName="grid gap-3 md:grid-cols-2"
      items={addresses}
      renderItem={(address, removeButton) => (
        <Card padded={false} className="flex h-full flex-col gap-2 p-4">
          <h3 className="break-words font-bold text-brand-950">{address.label}</h3>
          <p className="break-words text-small text-ink">{address.text}</p>
          <div className="mt-auto">{removeButton}</div>
        </Card>
      )}
      remove={{
        text: t('instructions.addresses.delete'),
        label: (address) => t('instructions.addresses.deleteLabel', { label: address.label }),
      }}
      confirm={{
        title: t('instructions.addresses.deleteTitle'),
        description: (address) => t('instructions.addresses.deleteDescription', { label: address.label }),
        confirmLabel: t('instructions.addresses.deleteConfirm'),
      }}
      onRemove={(address) => remove.mutateAsync(address.id)}
    >
      {addresses.length >= OFFICE_RULE_LIMITS.addresses ? (
        <p className="text-small text-muted">{t('instructions.addresses.full')}</p>
      ) : (
        <AddressForm accountId={accountId} />
      )}
    </RemovableList>
  );
}

function AddressForm({ accountId }: { accountId: number }) {
  const { t } = useTranslation('officeMail');
  const text = useMessageText();
  const add = useAddForwardingAddress(accountId);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<TForwardingAddressRequest>({
    resolver: zodResolver(ZForwardingAddressRequest),
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
      setAdded(envelope.message ?? t('instructions.addresses.added'));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) {
        setFailure(errorMessage(error) ?? t('instructions.addresses.addFailed'));
      }
    }
  });

  const field = (name: 'label' | 'recipient' | 'postal_code') => ({
    label: t(`instructions.addresses.fields.${name}`),
    required: name !== 'postal_code',
    error: text(errors[name]?.message),
    ...form.register(name),
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset disabled={add.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-body font-semibold text-brand-950">
          {t('instructions.addresses.addTitle')}
        </legend>
        <Input
          {...field('label')}
          maxLength={OFFICE_RULE_LIMITS.label}
          hint={t('instructions.addresses.labelHint')}
          autoComplete="off"
        />
        <Input {...field('recipient')} maxLength={OFFICE_RULE_LIMITS.recipient} autoComplete="name" />
        <AddressFields
          form={form}
          streetMaxLength={OFFICE_RULE_LIMITS.street}
          labels={{
            city: t('instructions.addresses.fields.city'),
            district: t('instructions.addresses.fields.district'),
            neighbourhood: t('instructions.addresses.fields.neighbourhood'),
            street: t('instructions.addresses.fields.street'),
          }}
        />
        <Input
          {...field('postal_code')}
          inputMode="numeric"
          maxLength={OFFICE_RULE_LIMITS.postalCode}
          autoComplete="postal-code"
        />
      </fieldset>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={add.isPending}>
          {t('instructions.addresses.submit')}
        </Button>
        <p role="status" className="text-small font-medium text-success">
          {added}
        </p>
      </div>
    </form>
  );
}
