import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatMoment } from '../formatting.ts';
import { AccountStatusBadge } from './account-status-badge.tsx';

/**
 * The companies as a table. On a phone the table keeps its columns and scrolls sideways inside
 * a labelled, focusable region (so keyboard users can scroll it too); the name, which links to
 * the detail, comes first so it is always in view.
 */
export function AccountsTable({ accounts, busy }: { accounts: readonly TAccount[]; busy: boolean }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      aria-busy={busy || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-card border border-line bg-white focus-visible:outline-3 focus-visible:outline-accent-400',
        busy && 'opacity-60',
      )}
    >
      <table className="w-full min-w-[32rem] text-left text-small">
        <caption id={captionId} className="sr-only">
          {t('list.tableCaption')}
        </caption>
        <thead className="border-b border-line bg-surface text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('list.columns.name')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('list.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('list.columns.createdAt')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {accounts.map((account) => (
            <tr key={account.id} className="hover:bg-surface/60">
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                <Link
                  to={pathTo(language, 'accountDetail', { id: account.id })}
                  className="text-brand-900 underline-offset-2 hover:underline"
                >
                  {account.name}
                </Link>
                <span className="block text-xs font-normal text-muted">
                  {t('list.number', { id: account.id })}
                </span>
              </th>
              <td className="px-4 py-3">
                <AccountStatusBadge status={account.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">
                {formatMoment(account.created_at, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
