import { zodResolver } from '@hookform/resolvers/zod';
import { NATIONAL_ID_LENGTH } from '@portal/contracts/common/limits';
import { toInternationalPhone, toLocalPhone } from '@portal/contracts/people/phone';
import { type TPersonalInfoForm, ZPersonalInfoForm } from '@portal/contracts/wizard/step-forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { PlaceFields } from '../../../components/form/place-fields.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { StepError } from '../../../domains/wizard/components/step-error.tsx';
import { WizardActions } from '../../../domains/wizard/components/wizard-frame.tsx';
import { useFocusFirstInvalid, useMessageText } from '../../../lib/form-errors.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../use-wizard-step.ts';

/** Step 3: the founder's national ID, birth place and date, and mobile phone. */
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
  const text = useMessageText();
  const user = useStoredValue('user');
  const { saved } = wizard;
  const phone = saved.phone ?? user?.phone ?? '';
  const form = useForm<TPersonalInfoForm>({
    resolver: zodResolver(ZPersonalInfoForm),
    shouldFocusError: false,
    defaultValues: {
      identityNo: saved.identityNo ?? '',
      birthCity: saved.birthCity ?? '',
      birthDist: saved.birthDist ?? '',
      birthDate: saved.birthDate ?? '',
      phone: phone ? toLocalPhone(phone) : '',
    },
  });
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    await wizard
      .complete({ ...values, phone: toInternationalPhone(values.phone) ?? values.phone })
      .catch(() => undefined);
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('personal.identityNo')}
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
        <Input
          label={t('personal.birthDate')}
          type="date"
          autoComplete="bday"
          required
          error={text(errors.birthDate?.message)}
          {...form.register('birthDate')}
        />
        <PlaceFields
          control={form.control}
          setValue={form.setValue}
          city="birthCity"
          district="birthDist"
          labels={{ city: t('personal.birthCity'), district: t('personal.birthDist') }}
        />
        <PhoneField control={form.control} name="phone" label={t('personal.phone')} />
      </div>
      <StepError error={wizard.saveError} />
      <WizardActions wizard={wizard} />
    </form>
  );
}
