import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { toLocalPhone } from '@portal/contracts/people/phone';
import type { TManagedUser } from '@portal/contracts/staff/managed-users';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRoleLabel } from './labels.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

/** Shown where a value is missing; the same in both languages, so not a text of the locale files. */
const MISSING = '—';

type PeopleTableProps = {
  users: readonly TManagedUser[];
  busy: boolean;
  caption: string;
  onEdit: (user: TManagedUser) => void;
  onDeactivate: (user: TManagedUser) => void;
};

/**
 * The people as a table. On a phone the table keeps its columns and scrolls sideways inside a
 * labelled, focusable region (so keyboard users can scroll it too); the name comes first.
 */
export function PeopleTable({ users, busy, caption, onEdit, onDeactivate }: PeopleTableProps) {
  const { t } = useTranslation('people');
  const language = useLanguage();
  const roleLabel = useRoleLabel();
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
      <table className="w-full min-w-[48rem] text-left text-small">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-line bg-surface text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('list.columns.name')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('list.columns.phone')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('list.columns.role')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('list.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('list.columns.createdAt')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">{t('list.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => (
            <tr key={user.id} className="hover:bg-surface/60">
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {user.name}
                <span className="block text-xs font-normal break-all text-muted">{user.email}</span>
              </th>
              {/* Staff phones are shown without the country code (spec section 5). */}
              <td className="px-4 py-3 whitespace-nowrap">
                {user.phone ? toLocalPhone(user.phone) : MISSING}
              </td>
              <td className="px-4 py-3">{roleLabel(user.role_name)}</td>
              <td className="px-4 py-3">
                <UserStatusBadge active={user.is_active} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">
                {formatIstanbulDateTime(new Date(user.created_at), language)}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('list.editUser', { name: user.name })}
                    onClick={() => onEdit(user)}
                  >
                    {t('actions.edit')}
                  </Button>
                  {user.is_active ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger"
                      aria-label={t('list.deactivateUser', { name: user.name })}
                      onClick={() => onDeactivate(user)}
                    >
                      {t('actions.deactivate')}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
