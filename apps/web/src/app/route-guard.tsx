import { Navigate, Outlet } from 'react-router';
import type { RouteRequirement } from '../config/paths.ts';
import { useCurrentRoute } from './route-handle.ts';

/**
 * Where a person who does not meet a route's requirement is sent, or null to let them in.
 * Sign-in does not exist yet, so everyone is let in. The sign-in issue fills this in:
 * 'auth' without a valid token → login (and back afterwards); 'guest' with a session → the
 * person's home or their wizard step (spec section 4); 'none' → always null.
 */
export function guardRedirect(_requirement: RouteRequirement): string | null {
  return null;
}

/** The one place that enforces the `requires` column of the route table (config/paths.ts). */
export function RouteGuard() {
  const requirement = useCurrentRoute()?.requires ?? 'none';
  const redirectTo = guardRedirect(requirement);
  return redirectTo ? <Navigate to={redirectTo} replace /> : <Outlet />;
}
