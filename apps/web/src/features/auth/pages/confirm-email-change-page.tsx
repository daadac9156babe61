import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pathTo } from '../../../config/paths.ts';
import { isSignedIn } from '../../../domains/session/session.ts';
import { loginPath } from '../../../domains/session/signed-in-home.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { storage } from '../../../lib/storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { type TEmailChangeLink, useConfirmEmailChange } from '../api/confirm-email-change.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * The link mailed to a new address: `/{lang}/app/email/change/{id}?email&keep&expires&signature`.
 * Opening it makes the change once; the server ends every other session of the account.
 */
export default function ConfirmEmailChangePage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const storedUser = useStoredValue('user');
  const signedIn = Boolean(useStoredValue('token')) && isSignedIn();
  const link: TEmailChangeLink = {
    id,
    email: params.get('email') ?? '',
    keep: params.get('keep') ?? '',
    expires: params.get('expires') ?? '',
    signature: params.get('signature') ?? '',
  };
  const confirmation = useConfirmEmailChange(link);

  // This browser's session (the one that asked) now shows the new, verified address.
  useEffect(() => {
    if (
      confirmation.isSuccess &&
      storedUser &&
      String(storedUser.id) === link.id &&
      storedUser.email !== link.email
    ) {
      storage.set('user', { ...storedUser, email: link.email, is_email_verified: true });
    }
  }, [confirmation.isSuccess, storedUser, link.id, link.email]);

  const next =
    signedIn && storedUser && String(storedUser.id) === link.id ? (
      <LinkButton to={pathTo(language, 'profileGeneral')}>{t('confirmEmailChange.toProfile')}</LinkButton>
    ) : (
      <LinkButton to={loginPath(language)}>{t('confirmEmailChange.login')}</LinkButton>
    );

  if (confirmation.isPending) {
    return (
      <AuthCard title={t('confirmEmailChange.title')}>
        <p className="flex items-center gap-3 text-body text-muted">
          <Spinner label={null} />
          {t('confirmEmailChange.checking')}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('confirmEmailChange.title')}>
      {confirmation.isSuccess ? (
        <Alert tone="success" title={t('confirmEmailChange.successTitle')}>
          {confirmation.data.message}
        </Alert>
      ) : (
        <Alert tone="error" title={t('confirmEmailChange.failedTitle')}>
          {errorMessage(confirmation.error) ?? t('confirmEmailChange.failedText')}
        </Alert>
      )}
      <div className="mt-6">{next}</div>
    </AuthCard>
  );
}
