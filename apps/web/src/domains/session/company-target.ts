import type { TAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useStoredValue } from '../../lib/use-stored-value.ts';
import { useSessionView } from './session-view.ts';

/** The company a page acts on, and how the server is asked for it (`all=1` for staff who see every company). */
export type TCompanyTarget = { accountId: number; scope: TAccountScopeQuery };

/**
 * The company of a company's page (pre-accounting, returns, documents): a customer's selected
 * company; for staff, the company of `?account=ID` (opened from the company's page), asked for in
 * the staff view when they see every company. Null when there is none. The server checks each call.
 */
export function useCompanyTarget(): { target: TCompanyTarget | null; isStaff: boolean } {
  const { isStaff, can } = useSessionView();
  const [params] = useSearchParams();
  const stored = useStoredValue('account');
  const asked = Number(params.get('account'));
  const accountId = isStaff ? (Number.isInteger(asked) && asked > 0 ? asked : null) : (stored?.id ?? null);
  const seesAll = can(PERMISSIONS.showAccountsAll);
  const target = useMemo<TCompanyTarget | null>(
    () => (accountId === null ? null : { accountId, scope: isStaff && seesAll ? { all: '1' } : {} }),
    [accountId, isStaff, seesAll],
  );
  return { target, isStaff };
}
