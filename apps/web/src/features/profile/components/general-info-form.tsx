import { zodResolver } from '@hookform/resolvers/zod';
import { type TUpdateUserRequest, ZUpdateUserRequest } from '@portal/contracts/auth/auth-schemas';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordInput } from '../../../components/form/password-input.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { toMaskedLocalPhone } from '../../../components/form/phone-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import type { TStoredUser } from '../../../lib/storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TUpdateUserBody, useUpdateUser } from '../api/update-user.ts';

const FIELDS = ['name', 'email', 'phone', 'current_password'] as const;

function StatusBadge({ ok, label }: { ok: boolean; label: string }) {
  return (
    <span
      className={
        ok
          ? 'rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800'
          : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950'
      }
    >
      {label}
    </span>
  );
}

/**
 * Name, e-mail and phone. A Turkish phone shows in the mask without +90, another country's with
 * its code; either is sent in E.164 (the shared schema does it). The call is silent (spec section 8): its errors show here.
 */
export function GeneralInfoForm({ user }: { user: TStoredUser }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const text = useMessageText();
  const update = useUpdateUser(user.id);
  const [failure, setFailure] = useState<string | null>(null);
  const values = useMemo(
    () => ({ name: user.name, email: user.email, phone: toMaskedLocalPhone(user.phone) }),
    [user.name, user.email, user.phone],
  );
  const form = useForm<TUpdateUserRequest, unknown, TUpdateUserBody>({
    resolver: zodResolver(ZUpdateUserRequest),
    shouldFocusError: false,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  // A new address needs the current password (the server asks for it; the field shows only then).
  const emailChanging = form.watch('email').trim().toLowerCase() !== user.email.toLowerCase();
  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(emailChanging ? body : { ...body, current_password: undefined });
      // A new address waits for its confirmation: the field goes back to the address in use
      // (keepDirtyValues off: the form's resetOptions would otherwise keep what was typed).
      form.reset(
        {
          name: saved.name,
          email: saved.email,
          phone: toMaskedLocalPhone(saved.phone),
          current_password: '',
        },
        { keepDirtyValues: false },
      );
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      setFailure(errorMessage(error));
    }
  });

  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('general.formTitle')}</h2>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-5 md:grid-cols-2">
        {failure ? (
          <Alert tone="error" className="md:col-span-2">
            {failure}
          </Alert>
        ) : null}
        <Input
          label={t('general.name')}
          autoComplete="name"
          required
          className="md:col-span-2"
          error={text(errors.name?.message)}
          {...form.register('name')}
        />
        <div className="space-y-2">
          <Input
            label={t('general.email')}
            type="email"
            autoComplete="email"
            required
            hint={t('general.emailHint')}
            error={text(errors.email?.message)}
            {...form.register('email')}
          />
          <StatusBadge
            ok={user.is_email_verified !== false}
            label={user.is_email_verified !== false ? t('general.verified') : t('general.notVerified')}
          />
        </div>
        <div className="space-y-2">
          <PhoneField control={form.control} name="phone" label={t('general.phone')} />
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge
              ok={user.is_phone_verified === true}
              label={user.is_phone_verified === true ? t('general.verified') : t('general.notVerified')}
            />
            {user.is_phone_verified === true ? null : (
              <Link to={pathTo(language, 'verifyPhoneNumber')} className="text-small font-semibold">
                {t('general.verifyPhone')}
              </Link>
            )}
          </div>
        </div>
        {emailChanging ? (
          <PasswordInput
            label={t('general.currentPassword')}
            hint={t('general.currentPasswordHint')}
            autoComplete="current-password"
            required
            className="md:col-span-2"
            error={text(errors.current_password?.message)}
            {...form.register('current_password')}
          />
        ) : null}
        <div className="md:col-span-2">
          <Button type="submit" loading={form.formState.isSubmitting} className="w-full sm:w-auto">
            {t('general.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
