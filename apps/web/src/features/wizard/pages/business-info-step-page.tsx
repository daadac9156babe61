import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_CURRENCIES } from '@portal/contracts/accounts/account-schemas';
import { NO_VIRTUAL_OFFICE } from '@portal/contracts/accounts/information-keys';
import { kurusToMoneyInput, parseMoney } from '@portal/contracts/common/money';
import {
  ADDRESS_OPTIONS,
  RENTAL_PERIODS,
  type TBusinessInfoForm,
  ZBusinessInfoForm,
} from '@portal/contracts/wizard/step-forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { ChoiceCards } from '../../../components/form/choice-cards.tsx';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StepError } from '../../../domains/wizard/components/step-error.tsx';
import { WizardActions } from '../../../domains/wizard/components/wizard-frame.tsx';
import { useWizardDraft } from '../../../domains/wizard/wizard-draft.tsx';
import { useFocusFirstInvalid, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useOfficeLocations } from '../api/packets.ts';
import { VirtualOfficePaymentNote } from '../components/virtual-office-payment-note.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../use-wizard-step.ts';

/**
 * Step 4: where the company's address is first (the customer's own premises or one of our virtual
 * offices), then only what that choice needs: the own address and its rent, or the office.
 */
export default function BusinessInfoStepPage() {
  const { t } = useTranslation('wizard');
  const wizard = useWizardStep('business-info');
  return (
    <WizardFrame slug="business-info" wizard={wizard} lead={t('business.lead')}>
      {wizard.account ? <BusinessInfoForm wizard={wizard} /> : null}
    </WizardFrame>
  );
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** A saved amount ("25000.50") as the page's language writes it for editing ("25000,50"). */
function savedAmount(value: string | undefined, language: 'tr' | 'en'): string {
  const kurus = value ? parseMoney(value) : null;
  return kurus === null ? (value ?? '') : kurusToMoneyInput(kurus, language);
}

function BusinessInfoForm({ wizard }: { wizard: ReturnType<typeof useWizardStep> }) {
  const { t } = useTranslation('wizard');
  const text = useMessageText();
  const offices = useOfficeLocations();
  const language = useLanguage();
  const { saved } = wizard;
  const form = useForm<TBusinessInfoForm>({
    resolver: zodResolver(ZBusinessInfoForm),
    shouldFocusError: false,
    defaultValues: {
      city: saved.city ?? '',
      district: saved.district ?? '',
      neighbourhood: saved.neighbourhood ?? '',
      street: saved.street ?? '',
      buildingNo: saved.buildingNo ?? '',
      doorNo: saved.doorNo ?? '',
      address_option: oneOf(ADDRESS_OPTIONS, saved.address_option),
      rental_amount_brut: savedAmount(saved.rental_amount_brut, language),
      rental_amount_net: savedAmount(saved.rental_amount_net, language),
      rental_period: saved.rental_period ?? '',
      currency: saved.currency ?? 'TRY',
      virtual_office_id: saved.virtual_office_id === NO_VIRTUAL_OFFICE ? '' : (saved.virtual_office_id ?? ''),
    },
  });
  useWizardDraft(form);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const errors = form.formState.errors;
  const option = form.watch('address_option');
  const officeId = form.watch('virtual_office_id');

  const onSubmit = form.handleSubmit(async (values) => {
    // At one of our virtual offices the company has no own address: what was typed for one is cleared.
    const own = values.address_option === 'own';
    const address = {
      city: own ? values.city : '',
      district: own ? values.district : '',
      neighbourhood: own ? values.neighbourhood : '',
      street: own ? values.street : '',
      buildingNo: own ? values.buildingNo : '',
      doorNo: own ? values.doorNo : '',
      address_option: values.address_option,
    };
    const office = offices.data?.find((item) => String(item.id) === values.virtual_office_id);
    const answers =
      values.address_option === 'virtual_office' && office
        ? { ...address, virtual_office_id: String(office.id), virtual_office_selection: office.name }
        : {
            ...address,
            // Sent as typed ("25.000"); the server reads it with the same parser and keeps "25000".
            rental_amount_brut: values.rental_amount_brut,
            rental_amount_net: values.rental_amount_net,
            rental_period: values.rental_period,
            currency: values.currency,
            virtual_office_id: NO_VIRTUAL_OFFICE,
            virtual_office_selection: NO_VIRTUAL_OFFICE,
          };
    await wizard.complete(answers).catch(() => undefined);
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-8">
      <ChoiceCards
        legend={t('business.optionQuestion')}
        name="address_option"
        register={form.register('address_option')}
        error={text(errors.address_option?.message)}
        options={ADDRESS_OPTIONS.map((value) => ({
          value,
          title: t(`business.options.${value}.title`),
          description: t(`business.options.${value}.description`),
        }))}
      />

      {option === 'own' ? (
        <>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-body font-semibold text-brand-950">
              {t('business.addressLegend')}
            </legend>
            <AddressFields
              form={form}
              withNumbers
              labels={{
                city: t('business.city'),
                district: t('business.district'),
                neighbourhood: t('business.neighbourhood'),
                street: t('business.street'),
                buildingNo: t('business.buildingNo'),
                doorNo: t('business.doorNo'),
              }}
            />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-body font-semibold text-brand-950">
              {t('business.rentLegend')}
            </legend>
            <MoneyInput
              label={t('business.rentBrut')}
              required
              error={text(errors.rental_amount_brut?.message)}
              {...form.register('rental_amount_brut')}
            />
            <MoneyInput
              label={t('business.rentNet')}
              required
              error={text(errors.rental_amount_net?.message)}
              {...form.register('rental_amount_net')}
            />
            <SelectField
              control={form.control}
              name="rental_period"
              label={t('business.rentPeriod')}
              options={RENTAL_PERIODS.map((value) => ({ value, label: t(`business.periods.${value}`) }))}
            />
            <SelectField
              control={form.control}
              name="currency"
              label={t('business.currency')}
              options={ACCOUNT_CURRENCIES.map((value) => ({
                value,
                label: t(`business.currencies.${value}`),
              }))}
            />
          </fieldset>
        </>
      ) : null}

      {option === 'virtual_office' ? (
        offices.data ? (
          <>
            <ChoiceCards
              legend={t('business.officeQuestion')}
              name="virtual_office_id"
              register={form.register('virtual_office_id')}
              error={text(errors.virtual_office_id?.message)}
              options={offices.data.map((office) => ({
                value: String(office.id),
                title: office.name,
                description: `${office.address}, ${office.district} / ${office.city}`,
              }))}
            />
            {/* The office's own packet is paid as well: said before anything is paid (issue 36). */}
            <VirtualOfficePaymentNote officeId={officeId || undefined} />
          </>
        ) : (
          <Spinner label={t('loading')} />
        )
      ) : null}

      <StepError error={wizard.saveError} />
      <WizardActions wizard={wizard} />
    </form>
  );
}
