import type { TTokenRefresh } from '@portal/contracts/auth/auth-schemas';
import { api } from '../api-client.ts';

/**
 * The two calls the session rules make. Loaded on demand by session-rules.ts, so the API client
 * stays out of the entry chunk. Both are silent: a failed refresh leaves the session to run
 * until its expiry, and a failed logout still signs this browser out.
 */

export function requestTokenRefresh(): Promise<TTokenRefresh> {
  return api.get<TTokenRefresh>('auth/refresh-token', { silent: true });
}

export function requestLogout(): Promise<unknown> {
  return api.post('auth/logout', undefined, { silent: true });
}
