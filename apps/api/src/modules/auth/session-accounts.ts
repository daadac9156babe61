import type { ZSessionAccount } from '@portal/contracts/auth/auth-schemas';
import type { z } from 'zod';
import type { TDatabase } from '../../plugins/db/database.ts';
import { findMemberAccounts } from '../accounts/repository.ts';

/** The companies (accounts) a user belongs to, sent with the session: one query. */
export async function findSessionAccounts(
  db: TDatabase,
  userId: number,
): Promise<z.infer<typeof ZSessionAccount>[]> {
  const rows = await findMemberAccounts(db, userId);
  return rows.map(({ id, name, status }) => ({ id, name, status }));
}
