import { callerPermissions, type TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';

/**
 * The team pages' company: the selected one, once `GET accounts/{id}` says the person may run its
 * team (`my_permissions.manage_team`, the rule the server applies to every team route). Without a
 * company, or without the switch, the page says so instead of offering what would be refused.
 */
export function TeamGate({ children }: { children: (account: TAccountDetail) => ReactNode }) {
  const { t } = useTranslation('team');
  const { selected, ...account } = useSelectedAccount();
  if (!selected) return <Alert tone="info">{t('gate.noCompany')}</Alert>;
  return (
    <QueryState query={account} errorTitle={t('gate.loadFailed')}>
      {(detail) =>
        callerPermissions(detail).manage_team ? (
          children(detail)
        ) : (
          <Alert tone="info" title={t('gate.notAllowedTitle', { company: detail.name })}>
            {t('gate.notAllowed')}
          </Alert>
        )
      }
    </QueryState>
  );
}

/** Whether the person may touch owners (make one, change or remove one): an owner, or staff (my_role null). */
export function mayManageOwners(account: TAccountDetail): boolean {
  return account.my_role === 'owner' || account.my_role === null || account.my_role === undefined;
}
