import { zodResolver } from '@hookform/resolvers/zod';
import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { PASSWORD_RESET_TOKEN_LIFETIME_MS } from '@portal/contracts/auth/verification-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { applyServerErrors, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TForgotPasswordBody, useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const text = useMessageText();
  const forgot = useForgotPassword();
  const form = useForm<TForgotPasswordRequest, unknown, TForgotPasswordBody>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, form.setError, ['email']);
    }
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.lead')}
      footer={
        <Link to={pathTo(language, 'login')} className="font-semibold">
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <Alert tone="success" title={t('forgot.sentTitle')}>
          {t('forgot.sentText', {
            email: forgot.variables.email,
            minutes: PASSWORD_RESET_TOKEN_LIFETIME_MS / 60_000,
          })}
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <Input
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={text(form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
