import type { TLanguage } from '@portal/contracts/common/languages';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { RouteRequirement } from '../config/paths.ts';
import { clearSession, isSignedIn } from '../lib/session/session.ts';
import { finishSigningOut, isSigningOut, startInactivityWatch } from '../lib/session/session-rules.ts';
import { loginPath, redirectTarget, signedInHome } from '../lib/session/signed-in-home.ts';
import { useLanguage } from '../lib/use-language.ts';
import { useStoredValue } from '../lib/use-stored-value.ts';
import { useCurrentRoute } from './route-handle.ts';

export type GuardContext = {
  signedIn: boolean;
  role: string | null;
  language: TLanguage;
  location: { pathname: string; search: string; hash: string };
};

/**
 * Where a person who does not meet a route's requirement is sent, or null to let them in:
 * - 'auth' without a valid session → login, with a `redirect` back to this page;
 * - 'guest' with a session → the page the sign-in asked for (`redirect`), else their home:
 *   staff /app/dashboard, a customer /app or their unfinished wizard step (lib/session/signed-in-home.ts);
 * - 'none' → always in.
 * Signing in on a guest page is what takes a person on: the page stores the session, this redirects.
 */
export function guardRedirect(requirement: RouteRequirement, context: GuardContext): string | null {
  const { signedIn, role, language, location } = context;
  if (requirement === 'auth' && !signedIn) {
    return loginPath(language, `${location.pathname}${location.search}${location.hash}`);
  }
  if (requirement === 'guest' && signedIn) {
    return redirectTarget(location.search) ?? signedInHome(language, role);
  }
  return null;
}

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
 * The one place that enforces the `requires` column of the route table (config/paths.ts). It
 * re-reads the stored session whenever it changes (sign-in, a 401, another tab signing out).
 */
export function RouteGuard() {
  const requirement = useCurrentRoute()?.requires ?? 'none';
  const location = useLocation();
  const language = useLanguage();
  const token = useStoredValue('token');
  const role = useStoredValue('role_name');
  useStoredValue('token_expire');
  useInactivitySignOut(Boolean(token));
  useEffect(() => {
    if (requirement !== 'auth') finishSigningOut();
  }, [requirement]);

  if (isSigningOut()) return <Outlet />;
  const redirectTo = guardRedirect(requirement, { signedIn: isSignedIn(), role, language, location });
  return redirectTo ? <Navigate to={redirectTo} replace /> : <Outlet />;
}
