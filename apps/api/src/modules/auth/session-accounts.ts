import type { ZSessionAccount } from '@portal/contracts/auth/auth-schemas';
import type { z } from 'zod';
import type { TDatabase } from '../../plugins/db/database.ts';

/**
 * The companies (accounts) a user belongs to, sent with the session. There is no accounts table
 * yet: the accounts issue replaces this body with its repository query, and nothing else
 * changes (the session already carries the field).
 */
export async function findSessionAccounts(
  _db: TDatabase,
  _userId: number,
): Promise<z.infer<typeof ZSessionAccount>[]> {
  return [];
}
