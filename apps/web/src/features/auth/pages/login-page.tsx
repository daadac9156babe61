import { zodResolver } from '@hookform/resolvers/zod';
import { type TLoginRequest, type TSession, ZLoginRequest } from '@portal/contracts/auth/auth-schemas';
import { isTwoFactorChallenge, type TTwoFactorChallenge } from '@portal/contracts/auth/two-factor';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordInput } from '../../../components/form/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { saveSession } from '../../../domains/session/session.ts';
import { TwoFactorCodeForm } from '../../../domains/two-factor/components/two-factor-code-form.tsx';
import { TwoFactorEnrollment } from '../../../domains/two-factor/components/two-factor-enrollment.tsx';
import {
  confirmAtSignIn,
  setupAtSignIn,
  signInWithCode,
} from '../../../domains/two-factor/two-factor-api.ts';
import { applyServerErrors, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TLoginBody, useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * Sign-in. Storing the session is all this page does on success: the route guard then sends the
 * person to the page that asked for sign-in (`?redirect=`), or staff to /app/dashboard and
 * customers to /app (spec section 6). A wrong password is reported by the API client's notification.
 * Opened from the mail about many failed sign-ins (`?email=&token=`), it sends the mail's unlock
 * token along, so the owner's right password passes while their account's sign-ins are paused.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const text = useMessageText();
  const [params] = useSearchParams();
  const unlockToken = params.get('token');
  const login = useLogin();
  const [challenge, setChallenge] = useState<TTwoFactorChallenge | null>(null);
  const form = useForm<TLoginRequest, unknown, TLoginBody>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: params.get('email') ?? '', password: '', remember_me: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(unlockToken ? { ...values, unlock_token: unlockToken } : values);
      if (isTwoFactorChallenge(result)) setChallenge(result);
      else saveSession(result);
    } catch (error) {
      applyServerErrors(error, form.setError, ['email', 'password']);
    }
  });

  if (challenge) return <SecondStep challenge={challenge} onRestart={() => setChallenge(null)} />;

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
        {unlockToken ? <Alert tone="info">{t('login.unlockNote')}</Alert> : null}
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

/**
 * The second step of a sign-in: a code (or a recovery code), or, for staff who must use a second
 * factor and have none, turning it on. An expired challenge sends the person back to the password.
 */
function SecondStep({ challenge, onRestart }: { challenge: TTwoFactorChallenge; onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const [recoveryCodesSession, setRecoveryCodesSession] = useState<TSession | null>(null);
  const start = useCallback(() => setupAtSignIn(challenge.challenge), [challenge.challenge]);
  const setup = challenge.two_factor === 'setup_required';
  return (
    <AuthCard
      title={setup ? t('twoFactor.setupTitle') : t('twoFactor.title')}
      description={setup ? t('twoFactor.setupLead') : t('twoFactor.lead')}
      footer={
        <button
          type="button"
          onClick={onRestart}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {t('twoFactor.restart')}
        </button>
      }
    >
      {setup ? (
        <TwoFactorEnrollment
          start={start}
          confirm={async (code) => {
            const answer = await confirmAtSignIn(challenge.challenge, code);
            setRecoveryCodesSession(answer.session);
            return answer.recovery_codes;
          }}
          onDone={() => {
            if (recoveryCodesSession) saveSession(recoveryCodesSession);
          }}
        />
      ) : (
        <TwoFactorCodeForm
          allowRecovery
          submitLabel={t('twoFactor.submit')}
          onSubmit={async (answer) => {
            saveSession(await signInWithCode({ challenge: challenge.challenge, ...answer }));
          }}
        />
      )}
    </AuthCard>
  );
}
