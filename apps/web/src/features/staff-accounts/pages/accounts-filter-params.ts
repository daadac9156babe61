import { ACCOUNT_STATUSES, isAccountStatus } from '@portal/contracts/accounts/account-status';
import type { TStaffAccountsFilter } from '../api/get-staff-accounts.ts';

/** Staff open the list to approve applications, so it starts with the ones waiting. */
export const DEFAULT_STATUS_FILTER = ACCOUNT_STATUSES.waitingForApproval;

/**
 * The list's filter lives in the URL (`?status=all&search=acme&page=2`), so the back button, a
 * reload and a shared link keep it. Anything unreadable falls back to the default.
 */
export function readFilter(params: URLSearchParams): TStaffAccountsFilter {
  const rawStatus = params.get('status');
  const statusNumber = Number(rawStatus);
  const status =
    rawStatus === 'all' ? 'all' : isAccountStatus(statusNumber) ? statusNumber : DEFAULT_STATUS_FILTER;
  const page = Number(params.get('page'));
  return {
    status,
    search: (params.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeFilter(filter: TStaffAccountsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== DEFAULT_STATUS_FILTER) params.set('status', String(filter.status));
  if (filter.search !== '') params.set('search', filter.search);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}
