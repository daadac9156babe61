import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TIssuedToken } from '../../plugins/auth/access-tokens.ts';
import { loadUserAccess } from '../../plugins/auth/access-tokens.ts';
import { presentUser } from '../../plugins/auth/user-presenter.ts';
import type { TUserRow } from '../../plugins/auth/user-row.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { findSessionAccounts } from './session-accounts.ts';

/** The answer to login and register: what the browser keeps. */
export async function buildSession(db: TDatabase, user: TUserRow, issued: TIssuedToken): Promise<TSession> {
  const [access, accounts] = await Promise.all([
    loadUserAccess(db, user.id),
    findSessionAccounts(db, user.id),
  ]);
  return {
    token: issued.token,
    token_expire: issued.expiresAt.toISOString(),
    user: presentUser(user, access.roles),
    permissions: access.permissions,
    accounts,
  };
}
