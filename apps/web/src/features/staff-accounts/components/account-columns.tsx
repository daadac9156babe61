import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TColumn } from '../../../components/data/data-table.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatMoment } from '../formatting.ts';
import { AccountStatusBadge } from './account-status-badge.tsx';

/** The companies table's columns: the name, which links to the detail, first; its status; when it applied. */
export function useAccountColumns(): TColumn<TAccount>[] {
  const { t } = useTranslation('staff');
  const language = useLanguage();
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
  ];
}
