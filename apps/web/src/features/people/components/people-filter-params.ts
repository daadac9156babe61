import { USER_STATUSES } from '@portal/contracts/staff/managed-users';
import type { TPeopleFilter } from '../api/get-users.ts';

const ALL = 'all';

function isUserStatus(value: string | null): value is (typeof USER_STATUSES)[number] {
  return USER_STATUSES.some((status) => status === value);
}

/**
 * A people list's filter lives in the URL (`?role=advisor&status=inactive&search=ayşe&page=2`), so
 * the back button, a reload and a shared link keep it. The advisors and secretaries pages pass
 * their role: it is fixed, and a `role` in their URL is ignored.
 */
export function readPeopleFilter(params: URLSearchParams, fixedRole?: string): TPeopleFilter {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    role: fixedRole ?? (params.get('role')?.trim() || ALL),
    status: isUserStatus(status) ? status : ALL,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writePeopleFilter(filter: TPeopleFilter, fixedRole?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (!fixedRole && filter.role !== ALL) params.set('role', filter.role);
  if (filter.status !== ALL) params.set('status', filter.status);
  if (filter.search !== '') params.set('search', filter.search);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}
