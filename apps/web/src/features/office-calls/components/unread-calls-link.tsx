import { callerPermissions } from '@portal/contracts/accounts/account-schemas';
import { officeServes } from '@portal/contracts/accounts/product-lines';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhoneIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useUnreadCalls } from '../api/get-unread-calls.ts';

/**
 * The top bar's unread calls of the selected company, leading to its call log: for a customer
 * with "show calls" whose company has an office line, or calls waiting from an earlier one.
 * Staff answer the line rather than read it, so they have the desk instead.
 */
export function UnreadCallsLink() {
  // The app layout loads the bell's texts on every page; the calls page's own load with it alone.
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const session = useSessionView();
  const { selected, data: account } = useSelectedAccount();
  // A team member without "see calls and mail" on this company (issue 16) is not asked about them.
  const allowed =
    session.can(PERMISSIONS.showCalls) && !session.isStaff && callerPermissions(account ?? {}).see_office;
  const unread = useUnreadCalls(allowed && selected ? selected.id : null);
  const count = unread.data?.unread ?? 0;
  const hasLine =
    account?.lines.some(
      // An office line whose calls are taken (the server's rule for recording them).
      (line) => line.type === OFFICE_LINE.id && officeServes(line.status),
    ) ?? false;
  if (!allowed || !selected || (!hasLine && count === 0)) return null;

  return (
    <Link
      to={pathTo(language, 'officeCalls')}
      aria-label={count > 0 ? t('unreadCalls.label', { count }) : t('unreadCalls.none')}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-white no-underline hover:bg-white/10"
    >
      <PhoneIcon aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 end-1 min-w-5 rounded-full bg-accent-400 px-1 text-center text-xs leading-5 font-bold text-brand-950"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
