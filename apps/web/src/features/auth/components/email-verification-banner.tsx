import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCooldown } from '../../../lib/use-cooldown.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useSendEmailVerification } from '../api/send-email-verification.ts';

/** After a link went out, the button rests a while: the mail takes a moment, and the server throttles. */
const SENT_COOLDOWN_SECONDS = 30;

/**
 * The yellow banner under the top bar while the signed-in person's e-mail is unverified (spec
 * section 2), with a send-again button. Amber-950 on amber-100 reads at well over 4.5:1.
 */
export function EmailVerificationBanner() {
  const { t } = useTranslation(['auth', 'common']);
  const token = useStoredValue('token');
  const user = useStoredValue('user');
  const send = useSendEmailVerification();
  const cooldown = useCooldown();
  if (!token || !user || user.is_email_verified !== false) return null;

  const sendAgain = async () => {
    try {
      const { message } = await send.mutateAsync();
      notify({ type: 'success', title: t('common:success'), description: message ?? t('auth:banner.sent') });
      cooldown.start(SENT_COOLDOWN_SECONDS);
    } catch {
      // The API client has shown the failure (a 429 included).
    }
  };

  return (
    <section
      aria-label={t('auth:banner.label')}
      className="border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <MailIcon className="shrink-0 text-amber-800" />
        <p className="min-w-48 flex-1 text-small font-medium">
          {t('auth:banner.text', { email: user.email })}
        </p>
        <Button
          size="sm"
          onClick={sendAgain}
          loading={send.isPending}
          disabled={cooldown.remaining > 0}
          className="w-full sm:w-auto"
        >
          {cooldown.remaining > 0
            ? t('auth:banner.sentWait', { seconds: cooldown.remaining })
            : t('auth:banner.send')}
        </Button>
      </div>
    </section>
  );
}
