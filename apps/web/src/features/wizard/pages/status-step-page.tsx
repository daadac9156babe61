import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_STATUS_CHOICES,
  type TCompanyStatusForm,
  ZCompanyStatusForm,
} from '@portal/contracts/wizard/step-forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../../../components/form/choice-cards.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { StepError } from '../../../domains/wizard/components/step-error.tsx';
import { WizardActions } from '../../../domains/wizard/components/wizard-frame.tsx';
import { useWizardDraft } from '../../../domains/wizard/wizard-draft.tsx';
import { useFocusFirstInvalid, useMessageText } from '../../../lib/form-errors.ts';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../use-wizard-step.ts';

/** Step 1: found a new company, or move an existing one to us (with its tax office and number). */
export default function StatusStepPage() {
  const { t } = useTranslation('wizard');
  const wizard = useWizardStep('status');
  return (
    <WizardFrame slug="status" wizard={wizard} lead={t('status.lead')}>
      {wizard.account ? <StatusForm wizard={wizard} /> : null}
    </WizardFrame>
  );
}

function StatusForm({ wizard }: { wizard: ReturnType<typeof useWizardStep> }) {
  const { t } = useTranslation('wizard');
  const text = useMessageText();
  const { saved } = wizard;
  const form = useForm<TCompanyStatusForm>({
    resolver: zodResolver(ZCompanyStatusForm),
    shouldFocusError: false,
    defaultValues: {
      packet_type: (COMPANY_STATUS_CHOICES as readonly string[]).includes(saved.packet_type ?? '')
        ? (saved.packet_type as TCompanyStatusForm['packet_type'])
        : undefined,
      tax_office: saved.tax_office ?? '',
      tax_number: saved.tax_number ?? '',
    },
  });
  useWizardDraft(form);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const choice = form.watch('packet_type');
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = ZCompanyStatusForm.parse(values);
    await wizard
      .complete(parsed.packet_type === 'company-transfer' ? parsed : { packet_type: parsed.packet_type })
      .catch(() => undefined);
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <ChoiceCards
        legend={t('status.question')}
        name="packet_type"
        register={form.register('packet_type')}
        error={text(errors.packet_type?.message)}
        options={COMPANY_STATUS_CHOICES.map((value) => ({
          value,
          title: t(`status.choices.${value}.title`),
          description: t(`status.choices.${value}.description`),
        }))}
      />
      {choice === 'company-transfer' ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-body font-semibold text-brand-950">{t('status.taxLegend')}</legend>
          <Input
            label={t('status.taxOffice')}
            autoComplete="off"
            required
            error={text(errors.tax_office?.message)}
            {...form.register('tax_office')}
          />
          <Input
            label={t('status.taxNumber')}
            inputMode="numeric"
            maxLength={10}
            autoComplete="off"
            required
            hint={t('status.taxNumberHint')}
            error={text(errors.tax_number?.message)}
            {...form.register('tax_number')}
          />
        </fieldset>
      ) : null}
      <StepError error={wizard.saveError} />
      <WizardActions wizard={wizard} />
    </form>
  );
}
