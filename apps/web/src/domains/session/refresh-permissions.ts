import { getOwnPermissionsRoute } from '@portal/contracts/auth/auth-routes';
import type { TPermissionsSnapshot } from '@portal/contracts/auth/permission-refresh';
import { callRoute } from '../../lib/api/call-route.ts';
import { storage } from '../../lib/storage.ts';
import { isSignedIn, storePermissions } from './session.ts';

/**
 * Keeps the stored permissions (and role) in step with the server, so that an admin's edit on
 * roles-and-permissions reaches the menus and the route guard of people already signed in.
 * The app layout asks on mount, on window focus and on every route change; this lets at most
 * one call start per PERMISSION_REFRESH_INTERVAL_MS and never two at once.
 */

export const PERMISSION_REFRESH_INTERVAL_MS = 30_000;

/** `GET auth/permissions`. Silent: a failure keeps the stored list until the next try. */
function requestPermissions() {
  return callRoute(getOwnPermissionsRoute, {}, { silent: true });
}

type RefresherOptions = {
  fetchSnapshot?: () => Promise<TPermissionsSnapshot>;
  now?: () => number;
  intervalMs?: number;
};

/**
 * A throttled refresh. Returns the call in flight (or the one just started), or null when it
 * skipped: signed out, or the last call started less than the interval ago.
 */
export function createPermissionRefresher({
  fetchSnapshot = requestPermissions,
  now = Date.now,
  intervalMs = PERMISSION_REFRESH_INTERVAL_MS,
}: RefresherOptions = {}): () => Promise<void> | null {
  let lastStartedAt: number | null = null;
  let inFlight: Promise<void> | null = null;

  return function refreshPermissions() {
    if (inFlight) return inFlight;
    if (!isSignedIn(now())) return null;
    if (lastStartedAt !== null && now() - lastStartedAt < intervalMs) return null;
    lastStartedAt = now();
    const sent = storage.get('token');
    inFlight = fetchSnapshot()
      .then(
        (snapshot) => {
          // A sign-out or another sign-in meanwhile: the answer belongs to a session that is gone.
          if (storage.get('token') === sent) storePermissions(snapshot);
        },
        () => {
          // Not fatal: the stored list stays, and the next trigger after the interval tries again.
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

/** The app's one refresher: the throttle holds across layouts and remounts. */
export const refreshPermissions = createPermissionRefresher();
