import { zodResolver } from '@hookform/resolvers/zod';
import {
  makeCompanyEditForm,
  type TCompanyField,
  type TCompanyProfile,
  type TCompanyUpdateRequest,
} from '@portal/contracts/company-profile/company-profile';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { useUpdateCompanyDetails } from '../api/company-details.ts';

const FORM_FIELDS = [
  'name',
  'tax_office',
  'tax_number',
  'city',
  'district',
  'neighbourhood',
  'street',
  'buildingNo',
  'doorNo',
] as const satisfies readonly TCompanyField[];

const legendClasses = 'mb-2 text-body font-semibold text-brand-950';

/**
 * The company's name, tax details and address. The contracts' rules check it as the server does:
 * the tax details and the address are given whole, and nothing saved is blanked. `locked`: the
 * caller may not change it (a viewer, staff) or a change already waits for the advisor.
 */
export function CompanyEditForm({ company, locked }: { company: TCompanyProfile; locked: boolean }) {
  const { t } = useTranslation('companyProfile');
  const text = useMessageText();
  const update = useUpdateCompanyDetails(company.id);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => makeCompanyEditForm(company), [company]);
  const form = useForm<TCompanyUpdateRequest>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: Object.fromEntries(FORM_FIELDS.map((field) => [field, company[field] ?? ''])),
  });
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const errors = form.formState.errors;
  // A saved detail can't be blanked: the field is marked required once it holds a value.
  const isSaved = (field: TCompanyField) => Boolean(company[field]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FORM_FIELDS)) {
        setFailure(errorMessage(error) ?? t('edit.saveFailed'));
      }
    }
  });

  const field = (name: 'name' | 'tax_office' | 'tax_number') => ({
    label: t(`edit.fields.${name}`),
    required: name === 'name' || isSaved(name),
    error: text(errors[name]?.message),
    ...form.register(name),
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-8">
      <fieldset disabled={locked || update.isPending} className="space-y-8">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legendClasses}>{t('edit.companyLegend')}</legend>
          <Input {...field('name')} autoComplete="organization" maxLength={60} className="sm:col-span-2" />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legendClasses}>{t('edit.taxLegend')}</legend>
          <p className="text-small text-muted sm:col-span-2">{t('edit.taxHint')}</p>
          <Input {...field('tax_office')} autoComplete="off" />
          <Input
            {...field('tax_number')}
            inputMode="numeric"
            maxLength={10}
            autoComplete="off"
            hint={t('edit.taxNumberHint')}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legendClasses}>{t('edit.addressLegend')}</legend>
          <AddressFields
            form={form}
            withNumbers
            required={isSaved}
            labels={{
              city: t('edit.fields.city'),
              district: t('edit.fields.district'),
              neighbourhood: t('edit.fields.neighbourhood'),
              street: t('edit.fields.street'),
              buildingNo: t('edit.fields.buildingNo'),
              doorNo: t('edit.fields.doorNo'),
            }}
          />
        </fieldset>
      </fieldset>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {locked ? null : (
        <Button type="submit" loading={update.isPending}>
          {company.mode === 'direct' ? t('edit.save') : t('edit.sendRequest')}
        </Button>
      )}
    </form>
  );
}
