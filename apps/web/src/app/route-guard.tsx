import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TLanguage } from '@portal/contracts/common/languages';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { pathTo, type RouteDefinition, type RouteRequirement } from '../config/paths.ts';
import { clearSession, isSignedIn } from '../domains/session/session.ts';
import { finishSigningOut, isSigningOut, startInactivityWatch } from '../domains/session/session-rules.ts';
import { loginPath, redirectTarget, signedInHome } from '../domains/session/signed-in-home.ts';
import { useLanguage } from '../lib/use-language.ts';
import { useStoredValue } from '../lib/use-stored-value.ts';
import { useCurrentRoute } from './route-handle.ts';
import { routeChangeOwnsNavigation, routeChangeReached } from './session-loader.ts';

export type GuardContext = {
  signedIn: boolean;
  role: string | null;
  language: TLanguage;
  location: { pathname: string; search: string; hash: string };
  /** The stored permission names; none when left out. */
  permissions?: readonly string[];
};

/** What a page asks of a signed-in person besides the session: its route table columns. */
export type RouteAccess = Pick<RouteDefinition, 'permission' | 'staffOnly' | 'adminOnly'>;

/**
 * Where a person who does not meet a route's requirement is sent, or null to let them in:
 * - 'auth' without a valid session → login, with a `redirect` back to this page;
 * - 'guest' with a session → the page the sign-in asked for (`redirect`), else their home:
 *   staff /app/dashboard, a customer /app or their unfinished wizard step (domains/session/signed-in-home.ts);
 * - 'none' → always in;
 * - a signed-in person on a page whose permission (or staff role) they lack → the no-permission
 *   page. The server refuses their calls anyway (403); this spares them a page of errors.
 * Signing in on a guest page is what takes a person on: the page stores the session, this redirects.
 */
export function guardRedirect(
  requirement: RouteRequirement,
  context: GuardContext,
  access: RouteAccess = {},
): string | null {
  const { signedIn, role, language, location } = context;
  if (requirement === 'auth' && !signedIn) {
    return loginPath(language, `${location.pathname}${location.search}${location.hash}`);
  }
  if (signedIn && requirement === 'auth') {
    const allowed =
      (!access.permission || (context.permissions ?? []).includes(access.permission)) &&
      (!access.staffOnly || isStaffRole(role)) &&
      (!access.adminOnly || role === 'admin');
    if (!allowed) return pathTo(language, 'noPermission');
  }
  if (requirement === 'guest' && signedIn) {
    return redirectTarget(location.search) ?? signedInHome(language, role);
  }
  return null;
}

const NO_PERMISSIONS: readonly string[] = [];

/**
 * Two idle hours clear local data while someone is signed in (spec section 4); the guard then
 * sends them to login from a protected page.
 */
function useInactivitySignOut(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return startInactivityWatch({ onInactive: clearSession });
  }, [active]);
}

/**
 * The one place that enforces the `requires`, `permission` and `staffOnly` columns of the route
 * table (config/paths.ts). It re-reads the stored session whenever it changes (sign-in, a 401,
 * another tab signing out, a permission refresh).
 */
export function RouteGuard() {
  const route = useCurrentRoute();
  const requirement = route?.requires ?? 'none';
  const location = useLocation();
  const navigation = useNavigation();
  const language = useLanguage();
  const token = useStoredValue('token');
  const role = useStoredValue('role_name');
  const permissions = useStoredValue('permissions') ?? NO_PERMISSIONS;
  useStoredValue('token_expire');
  useInactivitySignOut(Boolean(token));
  useEffect(() => {
    if (requirement !== 'auth') finishSigningOut();
  }, [requirement]);
  useEffect(() => {
    routeChangeReached(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  // While a navigation loads, or a route change is taking an expired session to login, that route
  // change decides where it ends (session-loader.ts); a redirect from the page being left, which
  // React may still be showing, would race it.
  if (isSigningOut() || routeChangeOwnsNavigation() || navigation.state === 'loading') return <Outlet />;
  const redirectTo = guardRedirect(
    requirement,
    { signedIn: isSignedIn(), role, language, location, permissions },
    { permission: route?.permission, staffOnly: route?.staffOnly, adminOnly: route?.adminOnly },
  );
  return redirectTo ? <Navigate to={redirectTo} replace /> : <Outlet />;
}
