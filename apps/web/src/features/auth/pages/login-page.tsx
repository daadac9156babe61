import { zodResolver } from '@hookform/resolvers/zod';
import { type TLoginRequest, ZLoginRequest } from '@portal/contracts/auth/auth-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordInput } from '../../../components/form/password-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { applyServerErrors, useMessageText } from '../../../lib/form-errors.ts';
import { saveSession } from '../../../lib/session/session.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TLoginBody, useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * Sign-in. Storing the session is all this page does on success: the route guard then sends the
 * person to the page that asked for sign-in (`?redirect=`), or staff to /app/dashboard and
 * customers to /app (spec section 6). A wrong password is reported by the API client's notification.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const text = useMessageText();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useForm<TLoginRequest, unknown, TLoginBody>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: params.get('email') ?? '', password: '', remember_me: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      saveSession(await login.mutateAsync(values));
    } catch (error) {
      applyServerErrors(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.lead')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link
            to={{ pathname: pathTo(language, 'register'), search: params.toString() }}
            className="font-semibold"
          >
            {t('login.registerLink')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Input
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={text(errors.email?.message)}
          {...form.register('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={text(errors.password?.message)}
          {...form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex min-h-11 items-center gap-2 text-small font-medium text-ink">
            <input type="checkbox" className="size-4 accent-brand-800" {...form.register('remember_me')} />
            {t('login.rememberMe')}
          </label>
          <Link to={pathTo(language, 'forgotPass')} className="text-small font-semibold">
            {t('login.forgotLink')}
          </Link>
        </div>
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
