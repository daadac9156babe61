import { zodResolver } from '@hookform/resolvers/zod';
import { type TResetPasswordRequest, ZResetPasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { applyServerErrors, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TResetPasswordBody, useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * `change-pass`: the reset form reached from the mail's link (`?token=…&email=…`). On success the
 * person signs in with the new password (the API's message says so; every old session is gone).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  const text = useMessageText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm<TResetPasswordRequest, unknown, TResetPasswordBody>({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { email: params.get('email') ?? '', token, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      navigate(`${pathTo(language, 'login')}?${new URLSearchParams({ email: values.email })}`, {
        replace: true,
      });
    } catch (error) {
      applyServerErrors(error, form.setError, ['email', 'password', 'password_confirmation', 'token']);
    }
  });

  const forgotLink = (
    <Link to={pathTo(language, 'forgotPass')} className="font-semibold">
      {t('reset.newLink')}
    </Link>
  );

  return (
    <AuthCard title={t('reset.title')} description={t('reset.lead')} footer={forgotLink}>
      {token ? (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {errors.token ? <Alert tone="error">{text(errors.token.message)}</Alert> : null}
          <Input
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={text(errors.email?.message)}
            {...form.register('email')}
          />
          <NewPasswordFields
            control={form.control}
            names={['password', 'password_confirmation']}
            labels={[t('fields.newPassword'), t('fields.passwordConfirmation')]}
          />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('reset.submit')}
          </Button>
        </form>
      ) : (
        <Alert tone="error" title={t('reset.invalidLinkTitle')}>
          {t('reset.invalidLinkText')}
        </Alert>
      )}
    </AuthCard>
  );
}
