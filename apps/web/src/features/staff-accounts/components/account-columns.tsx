import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TColumn } from '../../../components/data/data-table.tsx';
import { pathTo } from '../../../config/paths.ts';
import { unreadOf, useUnreadMessages } from '../../../domains/company-messages/get-unread-messages.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatMoment } from '../formatting.ts';
import { AccountStatusBadge } from './account-status-badge.tsx';

/**
 * The companies table's columns: the name, which links to the detail, first; its status; when it
 * applied; and for staff of the accountant line, the caller's unread messages of each company's
 * thread (`GET messages/unread`, merged by company), leading to the thread.
 */
export function useAccountColumns(): TColumn<TAccount>[] {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { can } = useSessionView();
  const seesThreads = can(PERMISSIONS.showAccountancy);
  const unread = useUnreadMessages(seesThreads).data;
  const messagesColumn: TColumn<TAccount> = {
    key: 'messages',
    header: t('list.columns.messages'),
    className: 'whitespace-nowrap',
    cell: (account) => {
      const count = unreadOf(unread, account.id);
      if (count === 0) {
        return (
          <span className="text-muted">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('list.noUnread')}</span>
          </span>
        );
      }
      return (
        <Link
          to={`${pathTo(language, 'messages')}?account=${account.id}`}
          aria-label={t('list.unreadLabel', { count, name: account.name })}
          className="inline-flex min-h-8 items-center rounded-full bg-accent-100 px-2.5 text-xs font-bold text-brand-950 no-underline hover:bg-accent-200"
        >
          {t('list.unread', { count })}
        </Link>
      );
    },
  };
  return [
    {
      key: 'name',
      header: t('list.columns.name'),
      rowHeader: true,
      cell: (account) => (
        <>
          <Link
            to={pathTo(language, 'accountDetail', { id: account.id })}
            className="text-brand-900 underline-offset-2 hover:underline"
          >
            {account.name}
          </Link>
          <span className="block text-xs font-normal text-muted">{t('list.number', { id: account.id })}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      cell: (account) => <AccountStatusBadge status={account.status} />,
    },
    {
      key: 'createdAt',
      header: t('list.columns.createdAt'),
      className: 'whitespace-nowrap text-muted',
      cell: (account) => formatMoment(account.created_at, language),
    },
    ...(seesThreads ? [messagesColumn] : []),
  ];
}
