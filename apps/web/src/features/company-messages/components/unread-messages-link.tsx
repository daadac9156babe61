import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useUnreadMessages } from '../../../domains/company-messages/get-unread-messages.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The top bar's messages link with the caller's unread messages (`GET messages/unread`, asked
 * again every minute): a customer's lead to the thread; staff's to the thread of the one company
 * waiting on them, else to the company list, where each company shows its own count.
 */
export function UnreadMessagesLink() {
  const { t } = useTranslation('nav');
  const language = useLanguage();
  const session = useSessionView();
  const allowed = session.can(PERMISSIONS.showAccountancy);
  const unread = useUnreadMessages(allowed);
  if (!allowed) return null;
  const total = unread.data?.total ?? 0;
  const waiting = unread.data?.accounts.filter((entry) => entry.unread > 0) ?? [];
  const [only] = waiting;
  const to = !session.isStaff
    ? pathTo(language, 'messages')
    : only && waiting.length === 1
      ? `${pathTo(language, 'messages')}?account=${only.account_id}`
      : session.can(PERMISSIONS.showAccounts)
        ? `${pathTo(language, 'accounts')}?status=all`
        : null;
  if (to === null) return null;

  return (
    <Link
      to={to}
      aria-label={total > 0 ? t('unreadMessages.label', { count: total }) : t('unreadMessages.none')}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-white no-underline hover:bg-white/10"
    >
      <MailIcon aria-hidden="true" />
      {total > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 end-1 min-w-5 rounded-full bg-accent-400 px-1 text-center text-xs leading-5 font-bold text-brand-950"
        >
          {total > 99 ? '99+' : total}
        </span>
      ) : null}
    </Link>
  );
}
