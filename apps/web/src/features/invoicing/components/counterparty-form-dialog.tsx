import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNTERPARTY_KINDS,
  COUNTERPARTY_NAME_MAX_LENGTH,
  type TCounterparty,
  type TCounterpartyBody,
  type TCounterpartyRequest,
  ZCounterpartyRequest,
} from '@portal/contracts/counterparties/counterparties';
import { useId, useState } from 'react';
import { type Control, type UseFormSetValue, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useCities, useDistricts } from '../../../lib/places.ts';
import { useSaveCounterparty } from '../api/counterparties.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';

/** The form holds the request as typed (every text present, see valuesOf). */
type TFormValues = TCounterpartyRequest;

const FIELDS = [
  'name',
  'kind',
  'tax_number',
  'tax_office',
  'email',
  'phone',
  'address',
  'city',
  'district',
] as const satisfies readonly (keyof TFormValues)[];

function valuesOf(counterparty: TCounterparty | null, kind: TFormValues['kind']): TFormValues {
  return {
    name: counterparty?.name ?? '',
    tax_number: counterparty?.tax_number ?? '',
    tax_office: counterparty?.tax_office ?? '',
    address: counterparty?.address ?? '',
    city: counterparty?.city ?? '',
    district: counterparty?.district ?? '',
    email: counterparty?.email ?? '',
    phone: counterparty?.phone ?? '',
    kind: counterparty?.kind ?? kind,
  };
}

type CounterpartyFormDialogProps = {
  target: TBooksTarget;
  /** The counterparty to edit; null adds one. */
  counterparty: TCounterparty | null;
  /** A new one's kind (a supplier when added for a payment). */
  initialKind?: TFormValues['kind'];
  onClose: () => void;
  onSaved: (counterparty: TCounterparty) => void;
};

/**
 * Adds or edits a customer or supplier: checked with the contracts' request schema (the VKN or
 * TCKN's check digits included) before anything is sent; the province and district come from the
 * place data. Mounted afresh for each opening.
 */
export function CounterpartyFormDialog({
  target,
  counterparty,
  initialKind = 'customer',
  onClose,
  onSaved,
}: CounterpartyFormDialogProps) {
  const { t } = useTranslation('invoicing');
  const text = useMessageText();
  const formId = useId();
  const save = useSaveCounterparty(target);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TFormValues, unknown, TCounterpartyBody>({
    resolver: zodResolver(ZCounterpartyRequest),
    defaultValues: valuesOf(counterparty, initialKind),
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ body, counterpartyId: counterparty?.id });
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={counterparty ? t('counterparties.form.editTitle') : t('counterparties.form.newTitle')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        // Opened over another form (the invoice's, the collection's): its submit stays its own.
        onSubmit={(event) => {
          event.stopPropagation();
          void onSubmit(event);
        }}
        className="space-y-4"
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('counterparties.form.name')}
            required
            maxLength={COUNTERPARTY_NAME_MAX_LENGTH}
            error={text(errors.name?.message)}
            {...form.register('name')}
          />
          <Field label={t('counterparties.form.kind')} required error={text(errors.kind?.message)}>
            {(control) => (
              <select className={controlClasses} {...form.register('kind')} {...control}>
                {COUNTERPARTY_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`counterpartyKinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('counterparties.form.taxNumber')}
            hint={t('counterparties.form.taxNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            error={text(errors.tax_number?.message)}
            {...form.register('tax_number')}
          />
          <Input
            label={t('counterparties.form.taxOffice')}
            maxLength={100}
            error={text(errors.tax_office?.message)}
            {...form.register('tax_office')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            type="email"
            label={t('counterparties.form.email')}
            autoComplete="off"
            error={text(errors.email?.message)}
            {...form.register('email')}
          />
          <Input
            type="tel"
            label={t('counterparties.form.phone')}
            autoComplete="off"
            error={text(errors.phone?.message)}
            {...form.register('phone')}
          />
        </div>
        <Input
          label={t('counterparties.form.address')}
          maxLength={500}
          error={text(errors.address?.message)}
          {...form.register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PlaceSelects
            control={form.control}
            setValue={form.setValue}
            cityError={text(errors.city?.message)}
            districtError={text(errors.district?.message)}
          />
        </div>
      </form>
    </Modal>
  );
}

/**
 * Province and district from the place data (the shared `lib/places` queries the wizard's and the
 * company edit's address fields use); both optional here, and another province clears the district.
 */
function PlaceSelects({
  control,
  setValue,
  cityError,
  districtError,
}: {
  control: Control<TFormValues>;
  setValue: UseFormSetValue<TFormValues>;
  cityError?: string;
  districtError?: string;
}) {
  const { t } = useTranslation('invoicing');
  const cities = useCities();
  const [cityValue, districtValue] = useWatch({ control, name: ['city', 'district'] });
  const city = cityValue ?? '';
  const district = districtValue ?? '';
  const cityCode = cities.data?.find((item) => item.name === city)?.code;
  const districts = useDistricts(cityCode);
  // A stored name the place data does not (yet) list stays selectable.
  const cityNames = withCurrent(
    (cities.data ?? []).map((item) => item.name),
    city,
  );
  const districtNames = withCurrent(districts.data ?? [], district);
  return (
    <>
      <Field label={t('counterparties.form.city')} error={cityError}>
        {(props) => (
          <select
            className={controlClasses}
            value={city}
            disabled={cities.isPending}
            onChange={(event) => {
              setValue('city', event.target.value);
              setValue('district', '');
            }}
            {...props}
          >
            <option value="">
              {cities.isPending ? t('common.loading') : t('counterparties.form.noCity')}
            </option>
            {cityNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('counterparties.form.district')}
        error={districtError}
        hint={city ? undefined : t('counterparties.form.chooseCityFirst')}
      >
        {(props) => (
          <select
            className={controlClasses}
            value={district}
            disabled={!city || (Boolean(cityCode) && districts.isPending)}
            onChange={(event) => setValue('district', event.target.value)}
            {...props}
          >
            <option value="">{t('counterparties.form.noDistrict')}</option>
            {districtNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

function withCurrent(names: readonly string[], current: string): readonly string[] {
  return current === '' || names.includes(current) ? names : [current, ...names];
}
