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
import { PlaceFields } from '../../../components/form/place-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/field.tsx';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { useAddForwardingAddress } from '../api/add-forwarding-address.ts';
import { useDeleteForwardingAddress } from '../api/delete-forwarding-address.ts';

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
  const [deleting, setDeleting] = useState<TForwardingAddress | null>(null);
  const full = addresses.length >= OFFICE_RULE_LIMITS.addresses;
  return (
    <section className="space-y-4" aria-labelledby="forwarding-addresses-title">
      <div>
        <h2 id="forwarding-addresses-title" className="text-h3 font-bold text-brand-950">
          {t('instructions.addresses.title')}
        </h2>
        <p className="mt-1 text-body text-muted">{t('instructions.addresses.lead')}</p>
      </div>
      {addresses.length === 0 ? (
        <p className="text-small text-muted">{t('instructions.addresses.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t('instructions.addresses.listLabel')}>
          {addresses.map((address) => (
            <li key={address.id}>
              <Card padded={false} className="flex h-full flex-col gap-2 p-4">
                <h3 className="break-words font-bold text-brand-950">{address.label}</h3>
                <p className="break-words text-small text-ink">{address.text}</p>
                <div className="mt-auto">
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-danger"
                    onClick={() => setDeleting(address)}
                    aria-label={t('instructions.addresses.deleteLabel', { label: address.label })}
                  >
                    {t('instructions.addresses.delete')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-small text-muted">{t('instructions.addresses.full')}</p>
      ) : (
        <AddressForm accountId={accountId} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('instructions.addresses.deleteTitle')}
        description={t('instructions.addresses.deleteDescription', { label: deleting?.label ?? '' })}
        confirmLabel={t('instructions.addresses.deleteConfirm')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          setDeleting(null);
        }}
      />
    </section>
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

  const field = (name: 'label' | 'recipient' | 'street' | 'postal_code') => ({
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
        <PlaceFields
          control={form.control}
          setValue={form.setValue}
          city="city"
          district="district"
          neighbourhood="neighbourhood"
          labels={{
            city: t('instructions.addresses.fields.city'),
            district: t('instructions.addresses.fields.district'),
            neighbourhood: t('instructions.addresses.fields.neighbourhood'),
          }}
        />
        <Input {...field('street')} maxLength={OFFICE_RULE_LIMITS.street} autoComplete="address-line1" />
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
