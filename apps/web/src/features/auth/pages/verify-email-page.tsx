import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isSignedIn, storeUser } from '../../../domains/session/session.ts';
import { loginPath, signedInHome } from '../../../domains/session/signed-in-home.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useSendEmailVerification } from '../api/send-email-verification.ts';
import { type TVerifyEmailLink, useVerifyEmail } from '../api/verify-email.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * The mail's link: `/{lang}/app/email/verify/{id}/{hash}?expires=…&signature=…`. Opening it checks
 * the link once (with the stored user's e-mail when someone is signed in here). A refused link
 * (tampered, foreign or expired) shows the server's reason, and a signed-in person can ask for a new one.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const location = useLocation();
  const { id = '', hash = '' } = useParams();
  const [params] = useSearchParams();
  const storedUser = useStoredValue('user');
  const role = useStoredValue('role_name');
  const signedIn = Boolean(useStoredValue('token')) && isSignedIn();
  const link: TVerifyEmailLink = {
    id,
    hash,
    expires: params.get('expires') ?? '',
    signature: params.get('signature') ?? '',
    ...(storedUser?.email ? { email: storedUser.email } : {}),
  };
  const verification = useVerifyEmail(link);
  const resend = useSendEmailVerification();
  const verifiedUser = verification.data?.result.user;

  // The banner goes once the stored user knows; only for the person this link belongs to.
  useEffect(() => {
    if (verifiedUser && storedUser?.id === verifiedUser.id) storeUser(verifiedUser);
  }, [verifiedUser, storedUser?.id]);

  const next = signedIn ? (
    <LinkButton to={signedInHome(language, role)}>{t('verifyEmail.continue')}</LinkButton>
  ) : (
    <LinkButton to={loginPath(language)}>{t('verifyEmail.login')}</LinkButton>
  );

  if (verification.isPending) {
    return (
      <AuthCard title={t('verifyEmail.title')}>
        <p className="flex items-center gap-3 text-body text-muted">
          <Spinner label={null} />
          {t('verifyEmail.checking')}
        </p>
      </AuthCard>
    );
  }

  if (verification.isSuccess) {
    return (
      <AuthCard title={t('verifyEmail.title')}>
        {/* The server's message says it already ("Your e-mail address is verified."); no heading repeats it. */}
        <Alert tone="success" title={verification.data.message ?? t('verifyEmail.successTitle')}>
          {verification.data.message ? null : t('verifyEmail.successText')}
        </Alert>
        <div className="mt-6">{next}</div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verifyEmail.title')}>
      <Alert tone="error" title={t('verifyEmail.failedTitle')}>
        {errorMessage(verification.error) ?? t('verifyEmail.failedText')}
      </Alert>
      {resend.isSuccess ? (
        <Alert tone="success" className="mt-4">
          {resend.data.message ?? t('banner.sent')}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {signedIn ? (
          <Button onClick={() => resend.mutate()} loading={resend.isPending} disabled={resend.isSuccess}>
            {t('verifyEmail.sendNew')}
          </Button>
        ) : (
          // After sign-in the guard brings the person back here, and the link is checked again with their e-mail.
          <LinkButton to={loginPath(language, `${location.pathname}${location.search}`)}>
            {t('verifyEmail.loginToResend')}
          </LinkButton>
        )}
      </div>
    </AuthCard>
  );
}
