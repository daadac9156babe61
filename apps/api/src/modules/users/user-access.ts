import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * The one rule for reaching a user's record (profile, picture, password):
 * - everyone reaches their own;
 * - staff holding 'show users all' may read anyone's (changing another person's record belongs
 *   to the user-management issue and its own permission);
 * - anyone else gets 404, not 403: a customer must not learn which user ids exist.
 */
export function authorizeUserAccess(auth: TAuth, userId: number, action: 'read' | 'write'): void {
  if (auth.user.id === userId) return;
  const seesAllUsers = hasPermission(auth, PERMISSIONS.showUsersAll);
  if (!seesAllUsers) throw new HttpError(404, 'errors.notFound');
  if (action === 'write') throw new HttpError(403, 'errors.forbidden');
}
