import type { TAccountUser } from '@portal/contracts/accounts/account-schemas';
import { ROLES, type TRole } from '@portal/contracts/auth/roles';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { MISSING } from '../formatting.ts';

function isRole(value: string | null): value is TRole {
  return (ROLES as readonly (string | null)[]).includes(value);
}

/** The company's people: its customer and, once assigned, its advisor and secretary (by their first role). */
export function AccountUsers({ users }: { users: readonly TAccountUser[] }) {
  const { t } = useTranslation('staff');
  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('users.title')}</h2>
      {users.length === 0 ? (
        <p className="mt-4 text-small text-muted">{t('users.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {users.map((user) => (
            <li key={user.id} className="py-3 first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-center gap-2 text-small font-semibold text-ink">
                {user.name}
                <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted">
                  <span className="sr-only">{t('users.rolePrefix')} </span>
                  {isRole(user.role_name) ? t(`roles.${user.role_name}`) : (user.role_name ?? MISSING)}
                </span>
              </p>
              <p className="text-small break-all">
                <a href={`mailto:${user.email}`}>{user.email}</a>
              </p>
              {user.phone ? (
                <p className="text-small">
                  <a href={`tel:${user.phone}`}>{user.phone}</a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
