import { zodResolver } from '@hookform/resolvers/zod';
import { type TChangePasswordRequest, ZChangePasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { PasswordInput } from '../../../components/form/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { type TChangePasswordBody, useChangePassword } from '../api/change-password.ts';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

/**
 * `/profile/change-password`: the current password (the server checks it, within its own budget),
 * then a new password and its confirmation with the rule checklist.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation(['profile', 'pages']);
  const user = useStoredValue('user');
  if (!user) return null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:profileChangePassword.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('password.lead')}</p>
      </div>
      <ChangePasswordForm userId={user.id} />
      <TwoFactorSection />
    </div>
  );
}

function ChangePasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword(userId);
  const text = useMessageText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TChangePasswordRequest, unknown, TChangePasswordBody>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await change.mutateAsync(body);
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, ['current_password', 'password', 'password_confirmation']);
      setFailure(errorMessage(error));
    }
  });

  return (
    <Card className="max-w-xl">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          required
          error={text(form.formState.errors.current_password?.message)}
          {...form.register('current_password')}
        />
        <NewPasswordFields
          control={form.control}
          names={['password', 'password_confirmation']}
          labels={[t('password.new'), t('password.confirmation')]}
        />
        <Button type="submit" loading={form.formState.isSubmitting} className="w-full sm:w-auto">
          {t('password.save')}
        </Button>
      </form>
    </Card>
  );
}
