import { logoutRoute, refreshTokenRoute, revokeAllTokensRoute } from '@portal/contracts/auth/auth-routes';
import { callRoute } from '../../lib/api/call-route.ts';

/**
 * The two calls the session rules make. Loaded on demand by session-rules.ts, so the API client
 * stays out of the entry chunk. Both are silent: a failed refresh leaves the session to run
 * until its expiry, and a failed logout still signs this browser out.
 */

export function requestTokenRefresh() {
  return callRoute(refreshTokenRoute, {}, { silent: true });
}

export function requestLogout() {
  return callRoute(logoutRoute, {}, { silent: true });
}

/** `GET auth/tokens/delete`: every session of the person ends, this one included. */
export function requestLogoutEverywhere() {
  return callRoute(revokeAllTokensRoute, {}, { silent: true });
}
