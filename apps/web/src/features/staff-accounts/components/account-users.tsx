import type { TAccountUser } from '@portal/contracts/accounts/account-schemas';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { ROLES, type TRole } from '@portal/contracts/auth/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { startActingFor } from '../../../domains/session/acting-for.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { signedInHome } from '../../../domains/session/signed-in-home.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { MISSING } from '../formatting.ts';

function isRole(value: string | null): value is TRole {
  return (ROLES as readonly (string | null)[]).includes(value);
}

/**
 * "Act for this customer" (issue 16): staff holding 'show accounts all' see the portal as the
 * customer does, on this company, until they exit from the banner.
 */
function ActForCustomerButton({ user, accountId }: { user: TAccountUser; accountId: number }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      await startActingFor(user.id, location.pathname, accountId);
      await navigate(signedInHome(language, 'customer'));
    } catch {
      // The API client has shown why; the staff member stays on the company's page.
      setStarting(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" onClick={start} loading={starting} className="mt-2">
      {t('users.actFor', { name: user.name })}
    </Button>
  );
}

/** The company's people: its customer and, once assigned, its advisor and secretary (by their first role). */
export function AccountUsers({ users, accountId }: { users: readonly TAccountUser[]; accountId: number }) {
  const { t } = useTranslation('staff');
  const session = useSessionView();
  const mayActFor = session.isStaff && session.can(PERMISSIONS.showAccountsAll);
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
              {mayActFor && user.role_name === 'customer' ? (
                <ActForCustomerButton user={user} accountId={accountId} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
