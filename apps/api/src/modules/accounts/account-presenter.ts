import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import type { TAccountRow } from './repository.ts';

export function presentAccount(row: TAccountRow): TAccount {
  return { id: row.id, name: row.name, status: row.status, created_at: row.createdAt.toISOString() };
}
