import type { TStaffAccountsFilter } from './get-staff-accounts.ts';

/**
 * The staff pages' cache keys, apart from the customer's own `['accounts', id]`: a staff member
 * looking at a company must not overwrite their own selected company in storage.
 */
export const staffAccountKeys = {
  all: ['staff-accounts'] as const,
  list: (filter: TStaffAccountsFilter) => ['staff-accounts', 'list', filter] as const,
  detail: (id: number) => ['staff-accounts', 'detail', id] as const,
  documents: (id: number) => ['staff-accounts', 'documents', id] as const,
  /** Its monthly documents waiting for review (the advisors' queue narrowed to the company). */
  monthlyReview: (id: number) => ['staff-accounts', 'monthly-review', id] as const,
  statusHistory: (id: number) => ['staff-accounts', 'status-history', id] as const,
  auditLogs: (id: number, page: number) => ['staff-accounts', 'audit-logs', id, page] as const,
  invoices: (id: number, page: number) => ['staff-accounts', 'invoices', id, page] as const,
  changeRequests: (id: number) => ['staff-accounts', 'change-requests', id] as const,
  /** Outside `all`: a status change need not reload the people pickers. */
  roleUsers: (role: string) => ['staff-accounts-role-users', role] as const,
};
