import type { TSession, TTokenRefresh, TUser } from '@portal/contracts/auth/auth-schemas';
import type { TPermissionsSnapshot } from '@portal/contracts/auth/permission-refresh';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { TOKEN_LIFETIME_MS } from '@portal/contracts/common/limits';
import { storage } from '../../lib/storage.ts';

/**
 * The signed-in person as this browser keeps them (spec section 3), written and read only here:
 * token, token_expire (epoch ms), user, role_name, permissions, accounts, account, avatar.
 * Small and free of the API client, so the route-change check can use it from the entry chunk.
 */

/** Stores what login or register answered. The token goes last: writing it is what signs the browser in. */
export function saveSession(session: TSession): void {
  storeUser(session.user);
  storage.set('permissions', session.permissions);
  storage.set('accounts', session.accounts);
  const first = session.accounts[0];
  if (first) {
    storage.set('account', first);
    storage.set('company_name', first.name);
  }
  storage.set('token_expire', Date.parse(session.token_expire));
  storage.set('token', session.token);
}

/** Keeps the stored user (and what is derived from it) in step with the server's answer. */
export function storeUser(user: TUser): void {
  storage.set('user', user);
  if (user.role_name) storage.set('role_name', user.role_name);
  else storage.remove('role_name');
  // The avatar is served behind the token; its URL changes with every upload, so it doubles as a version.
  if (user.avatar_url) storage.set('avatar', user.avatar_url);
  else storage.remove('avatar');
}

/**
 * Takes the role and permissions the server holds now (`GET auth/permissions`), so an admin's
 * edit reaches the menu and the route guard without signing in again. Each write re-renders
 * only what reads a key whose stored text changed.
 */
export function storePermissions(snapshot: TPermissionsSnapshot): void {
  storage.set('permissions', snapshot.permissions);
  if (snapshot.role_name) storage.set('role_name', snapshot.role_name);
  else storage.remove('role_name');
  const user = storage.get('user');
  if (user && (user.role_name ?? null) !== snapshot.role_name) {
    storage.set('user', { ...user, role_name: snapshot.role_name });
  }
}

/** A refreshed token lives TOKEN_LIFETIME_MS from now (spec section 4: now + 7,200,000 ms). */
export function storeRefreshedToken(refresh: TTokenRefresh, now: number): void {
  storage.set('token', refresh.token);
  storage.set('token_expire', now + TOKEN_LIFETIME_MS);
}

/** Signs this browser out: all local data goes, except the language (spec sections 4 and 8). */
export function clearSession(): void {
  storage.clearAllExceptLanguage();
}

/** A token is stored and its expiry has not passed. */
export function isSignedIn(now: number = Date.now()): boolean {
  const expire = storage.get('token_expire');
  return Boolean(storage.get('token')) && expire !== null && expire > now;
}

/** Advisors, secretaries and admins land on the staff dashboard (spec section 6). */
export function isStaffSession(): boolean {
  return isStaffRole(storage.get('role_name'));
}
