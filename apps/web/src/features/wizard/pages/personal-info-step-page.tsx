import { zodResolver } from '@hookform/resolvers/zod';
import { NATIONAL_ID_LENGTH } from '@portal/contracts/common/limits';
import { countryOptions, HOME_COUNTRY } from '@portal/contracts/people/countries';
import {
  IDENTITY_TYPES,
  isForeignIdentity,
  normalizePassportNo,
  PASSPORT_NO_LENGTH,
} from '@portal/contracts/people/identity';
import { toInternationalPhone } from '@portal/contracts/people/phone';
import {
  PERSONAL_INFO_DEFAULTS,
  type TPersonalInfoForm,
  ZPersonalInfoForm,
} from '@portal/contracts/wizard/step-forms';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../../../components/form/choice-cards.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { toMaskedLocalPhone } from '../../../components/form/phone-input.tsx';
import { PlaceFields } from '../../../components/form/place-fields.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { StepError } from '../../../domains/wizard/components/step-error.tsx';
import { WizardActions } from '../../../domains/wizard/components/wizard-frame.tsx';
import { useWizardDraft } from '../../../domains/wizard/wizard-draft.tsx';
import { useFocusFirstInvalid, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../use-wizard-step.ts';

/**
 * Step 3: the founder. First how they prove who they are (issue 36): a Turkish citizen's T.C.
 * Kimlik No, a foreign resident's foreign ID (99…) or a passport, with a foreigner's nationality;
 * then the date and place of birth (a Turkish province and district, or abroad a country and
 * city) and a mobile phone, Turkish or any country's.
 */
export default function PersonalInfoStepPage() {
  const { t } = useTranslation('wizard');
  const wizard = useWizardStep('personal-info');
  return (
    <WizardFrame slug="personal-info" wizard={wizard} lead={t('personal.lead')}>
      {wizard.account ? <PersonalInfoForm wizard={wizard} /> : null}
    </WizardFrame>
  );
}

function PersonalInfoForm({ wizard }: { wizard: ReturnType<typeof useWizardStep> }) {
  const { t } = useTranslation('wizard');
  const language = useLanguage();
  const text = useMessageText();
  const user = useStoredValue('user');
  const { saved } = wizard;
  const form = useForm<TPersonalInfoForm>({
    resolver: zodResolver(ZPersonalInfoForm),
    shouldFocusError: false,
    defaultValues: {
      identityType: saved.identityType || PERSONAL_INFO_DEFAULTS.identityType,
      identityNo: saved.identityNo ?? '',
      passportNo: saved.passportNo ?? '',
      nationality: saved.nationality ?? '',
      birthCountry: saved.birthCountry || PERSONAL_INFO_DEFAULTS.birthCountry,
      birthCity: saved.birthCity ?? '',
      birthDist: saved.birthDist ?? '',
      birthDate: saved.birthDate ?? '',
      phone: toMaskedLocalPhone(saved.phone ?? user?.phone),
    },
  });
  useWizardDraft(form);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const errors = form.formState.errors;
  const identityType = useWatch({ control: form.control, name: 'identityType' });
  const birthCountry = useWatch({ control: form.control, name: 'birthCountry' });
  const bornHere = birthCountry === HOME_COUNTRY;
  const countries = useMemo(() => countryOptions(language), [language]);

  const onSubmit = form.handleSubmit(async (values) => {
    const passport = values.identityType === 'passport';
    await wizard
      .complete({
        identityType: values.identityType,
        // What the chosen identity does not use is cleared, so no earlier answer stays behind.
        identityNo: passport ? '' : values.identityNo,
        passportNo: passport ? normalizePassportNo(values.passportNo) : '',
        nationality: isForeignIdentity(values.identityType) ? values.nationality : '',
        birthCountry: values.birthCountry,
        birthCity: values.birthCity,
        birthDist: values.birthCountry === HOME_COUNTRY ? values.birthDist : '',
        birthDate: values.birthDate,
        phone: toInternationalPhone(values.phone) ?? values.phone,
      })
      .catch(() => undefined);
  });

  /** A Turkish province is no city abroad, nor the other way round: the birth place starts again. */
  const onBirthCountryChange = (next: string) => {
    if ((next === HOME_COUNTRY) === bornHere) return;
    form.setValue('birthCity', '');
    form.setValue('birthDist', '');
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <ChoiceCards
        legend={t('personal.identityType')}
        name="identityType"
        columns={3}
        options={IDENTITY_TYPES.map((type) => ({
          value: type,
          title: t(`personal.identityTypes.${type}.title`),
          description: t(`personal.identityTypes.${type}.description`),
        }))}
        register={form.register('identityType')}
        error={text(errors.identityType?.message)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {identityType === 'passport' ? (
          <Input
            label={t('personal.passportNo')}
            hint={t('personal.passportNoHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PASSPORT_NO_LENGTH.max}
            required
            error={text(errors.passportNo?.message)}
            {...form.register('passportNo')}
          />
        ) : (
          <Input
            label={identityType === 'foreign_id' ? t('personal.foreignId') : t('personal.identityNo')}
            hint={identityType === 'foreign_id' ? t('personal.foreignIdHint') : undefined}
            inputMode="numeric"
            autoComplete="off"
            maxLength={NATIONAL_ID_LENGTH}
            required
            error={text(errors.identityNo?.message)}
            {...form.register('identityNo', {
              onChange: (event) => {
                event.target.value = event.target.value.replace(/\D/g, '');
              },
            })}
          />
        )}
        {isForeignIdentity(identityType) ? (
          <SelectField
            control={form.control}
            name="nationality"
            label={t('personal.nationality')}
            options={countries}
          />
        ) : null}
        <Input
          label={t('personal.birthDate')}
          type="date"
          autoComplete="bday"
          required
          error={text(errors.birthDate?.message)}
          {...form.register('birthDate')}
        />
        <SelectField
          control={form.control}
          name="birthCountry"
          label={t('personal.birthCountry')}
          options={countries}
          onValueChange={onBirthCountryChange}
        />
        {bornHere ? (
          <PlaceFields
            control={form.control}
            setValue={form.setValue}
            city="birthCity"
            district="birthDist"
            labels={{ city: t('personal.birthCity'), district: t('personal.birthDist') }}
          />
        ) : (
          <Input
            label={t('personal.birthCityAbroad')}
            autoComplete="off"
            required
            error={text(errors.birthCity?.message)}
            {...form.register('birthCity')}
          />
        )}
        <PhoneField control={form.control} name="phone" label={t('personal.phone')} />
      </div>
      <StepError error={wizard.saveError} />
      <WizardActions wizard={wizard} />
    </form>
  );
}
