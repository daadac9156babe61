import { zodResolver } from '@hookform/resolvers/zod';
import { type TChangePasswordRequest, ZChangePasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/form/password-checklist.tsx';
import { PasswordInput } from '../../../components/form/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { type TChangePasswordBody, useChangePassword } from '../api/change-password.ts';

/** `/profile/change-password`: a new password and its confirmation, with the rule checklist. */
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
    </div>
  );
}

function ChangePasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation('profile');
  const text = useMessageText();
  const checklistId = useId();
  const change = useChangePassword(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TChangePasswordRequest, unknown, TChangePasswordBody>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await change.mutateAsync(body);
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, ['password', 'password_confirmation']);
      setFailure(errorMessage(error));
    }
  });

  return (
    <Card className="max-w-xl">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          required
          describedBy={checklistId}
          error={text(errors.password?.message)}
          after={<PasswordChecklist id={checklistId} password={password} />}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('password.confirmation')}
          autoComplete="new-password"
          required
          error={text(errors.password_confirmation?.message)}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} className="w-full sm:w-auto">
          {t('password.save')}
        </Button>
      </form>
    </Card>
  );
}
