import { zodResolver } from '@hookform/resolvers/zod';
import { MEMBER_SWITCHES } from '@portal/contracts/team/team-roles';
import type { TAcceptInvitationResult } from '@portal/contracts/team/team-schemas';
import {
  type TInvitationPreview,
  type TJoinWithPasswordRequest,
  ZJoinWithPasswordRequest,
} from '@portal/contracts/team/team-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { QueryState } from '../../../components/data/query-state.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { selectAccount } from '../../../domains/accounts/accounts.ts';
import { clearSession, saveSession } from '../../../domains/session/session.ts';
import { requestLogout } from '../../../domains/session/session-api.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { loginPath } from '../../../domains/session/signed-in-home.ts';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAcceptInvitation, useInvitation } from '../api/invitation.ts';

/**
 * `/app/invitations/{token}`, the link of a team invitation's mail, open signed in or out. It
 * shows the company, who invited and as what; then, by the server's rule (the invitation is for
 * its address): a new address chooses a password and is signed in; an existing user signs in
 * with that address (the login page brings them back) and joins with one click; someone signed
 * in as another person is told to sign out. After joining, the company is selected and the
 * person lands on /app.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation(['team', 'pages']);
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <Card>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:acceptInvitation.title')}</h1>
        <div className="mt-4">
          <QueryState query={invitation} errorTitle={t('accept.deadTitle')}>
            {(preview) => <Invitation token={token} preview={preview} />}
          </QueryState>
        </div>
      </Card>
    </div>
  );
}

function Invitation({ token, preview }: { token: string; preview: TInvitationPreview }) {
  const { t } = useTranslation('team');
  const session = useSessionView();
  const signedInAs = session.signedIn ? (session.user?.email ?? null) : null;
  const forSomeoneElse = signedInAs !== null && signedInAs !== preview.email;
  return (
    <div className="space-y-5">
      <p className="text-body text-ink">
        {preview.inviter_name
          ? t('accept.invitedBy', {
              inviter: preview.inviter_name,
              company: preview.company_name,
              role: t(`rolesInSentence.${preview.role}`),
            })
          : t('accept.invited', {
              company: preview.company_name,
              role: t(`rolesInSentence.${preview.role}`),
            })}
      </p>
      <p className="text-small text-muted">{t(`roleDescriptions.${preview.role}`)}</p>
      <ul className="list-disc space-y-1 ps-5 text-small text-ink">
        {MEMBER_SWITCHES.filter((name) => preview.permissions[name]).map((name) => (
          <li key={name}>{t(`switches.${name}`)}</li>
        ))}
      </ul>
      {forSomeoneElse ? (
        <OtherUser email={preview.email} signedInAs={signedInAs} />
      ) : preview.has_user ? (
        <ExistingUser token={token} preview={preview} signedIn={signedInAs !== null} />
      ) : (
        <NewUser token={token} preview={preview} />
      )}
    </div>
  );
}

/** After joining: the company becomes the selected one and the person goes to their home. */
function useJoined() {
  const language = useLanguage();
  const navigate = useNavigate();
  return async ({ result, message }: { result: TAcceptInvitationResult; message?: string | undefined }) => {
    if (result.session) saveSession(result.session);
    selectAccount(result.account);
    if (message) notify({ type: 'success', title: message });
    await navigate(pathTo(language, 'customerHome'), { replace: true });
  };
}

function OtherUser({ email, signedInAs }: { email: string; signedInAs: string }) {
  const { t } = useTranslation('team');
  const [pending, setPending] = useState(false);
  return (
    <Alert tone="warning" title={t('accept.otherUserTitle')}>
      <p>{t('accept.otherUser', { email, current: signedInAs })}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        loading={pending}
        onClick={async () => {
          setPending(true);
          try {
            await requestLogout();
          } catch {
            // This browser signs out all the same; the page then offers the invitation's way in.
          } finally {
            clearSession();
            setPending(false);
          }
        }}
      >
        {t('accept.signOut')}
      </Button>
    </Alert>
  );
}

function ExistingUser({
  token,
  preview,
  signedIn,
}: {
  token: string;
  preview: TInvitationPreview;
  signedIn: boolean;
}) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const location = useLocation();
  const accept = useAcceptInvitation(token);
  const joined = useJoined();
  const [failure, setFailure] = useState<string | null>(null);
  if (!signedIn) {
    return (
      <div className="space-y-3">
        <p className="text-body">{t('accept.signInFirst', { email: preview.email })}</p>
        <LinkButton to={loginPath(language, `${location.pathname}${location.search}`)} fullWidth>
          {t('accept.signIn')}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button
        fullWidth
        loading={accept.isPending}
        onClick={async () => {
          setFailure(null);
          try {
            await joined(await accept.mutateAsync({}));
          } catch (error) {
            setFailure(errorMessage(error));
          }
        }}
      >
        {t('accept.join', { company: preview.company_name })}
      </Button>
    </div>
  );
}

function NewUser({ token, preview }: { token: string; preview: TInvitationPreview }) {
  const { t } = useTranslation('team');
  const accept = useAcceptInvitation(token);
  const joined = useJoined();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TJoinWithPasswordRequest, unknown, z.output<typeof ZJoinWithPasswordRequest>>({
    resolver: zodResolver(ZJoinWithPasswordRequest),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await joined(await accept.mutateAsync(body));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['password', 'password_confirmation'])) {
        setFailure(errorMessage(error));
      }
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-body">{t('accept.newUser', { email: preview.email })}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <NewPasswordFields
        control={form.control}
        names={['password', 'password_confirmation']}
        labels={[t('accept.password'), t('accept.passwordConfirmation')]}
      />
      <Button type="submit" fullWidth loading={accept.isPending}>
        {t('accept.createAndJoin', { company: preview.company_name })}
      </Button>
    </form>
  );
}
