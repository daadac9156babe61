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
};
