import type { TTokenRefresh } from '@portal/contracts/auth/auth-schemas';
import type { TLanguage } from '@portal/contracts/common/languages';
import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LOGOUT_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
} from '@portal/contracts/common/limits';
import { localizedPath } from '../../lib/language.ts';
import { storage } from '../../lib/storage.ts';
import { clearSession, storeRefreshedToken } from './session.ts';

/**
 * The session rules of spec section 4, in one place:
 * - on every route change (`checkSessionOnRouteChange`, run by app/session-loader.ts): a passed
 *   expiry clears local data except the language (the loader then sends the person to login);
 *   15 minutes or fewer left refresh the token, expiry = now + 7,200,000 ms; one refresh at a time;
 * - inactivity (`startInactivityWatch`): 2 hours without activity clear local data, checked every second;
 * - logout (`logout`): POST auth/logout, then the language root, then storage cleared except the language.
 * The clock and the server calls are injectable, so the tests drive them with fake timers.
 */

export type RouteChangeDecision = 'signed-out' | 'expired' | 'refresh' | 'valid';

/** What a route change must do about the stored token. A token without a readable expiry counts as expired. */
export function decideOnRouteChange(
  token: string | null,
  expire: number | null,
  now: number,
): RouteChangeDecision {
  if (!token) return 'signed-out';
  if (expire === null || expire <= now) return 'expired';
  if (expire - now <= TOKEN_REFRESH_THRESHOLD_MS) return 'refresh';
  return 'valid';
}

type Clock = () => number;
export type RefreshCall = () => Promise<TTokenRefresh>;

const refreshFromServer: RefreshCall = () =>
  import('./session-api.ts').then((module) => module.requestTokenRefresh());

let pendingRefresh: Promise<void> | null = null;

/**
 * Rotates the token. Concurrent callers share the one call in flight: the server revokes the old
 * token, so a second refresh sent with it would fail. The answer is kept only if the stored token
 * is still the one that was refreshed (no logout or new sign-in happened meanwhile).
 */
export function refreshToken({
  now = Date.now,
  refresh = refreshFromServer,
}: {
  now?: Clock;
  refresh?: RefreshCall;
} = {}) {
  if (pendingRefresh) return pendingRefresh;
  const sent = storage.get('token');
  pendingRefresh = refresh()
    .then(
      (answer) => {
        if (storage.get('token') === sent) storeRefreshedToken(answer, now());
      },
      () => {
        // Not fatal: the token stays valid until its expiry, and the next route change tries again.
      },
    )
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

/** The route-change rule. Resolves once a needed refresh has settled, so the next page's calls carry the new token. */
export async function checkSessionOnRouteChange(
  options: { now?: Clock; refresh?: RefreshCall } = {},
): Promise<RouteChangeDecision> {
  const now = options.now ?? Date.now;
  const decision = decideOnRouteChange(storage.get('token'), storage.get('token_expire'), now());
  if (decision === 'expired') clearSession();
  if (decision === 'refresh') await refreshToken({ now, refresh: options.refresh });
  return decision;
}

/** What counts as activity; `visibilitychange` counts when the page becomes visible. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Other tabs hear of activity here, so a busy tab keeps an idle one (sharing the storage) signed in. */
const ACTIVITY_CHANNEL = 'portal:activity';
const BROADCAST_EVERY_MS = 10_000;

export type InactivityWatchOptions = { onInactive: () => void; now?: Clock };

/**
 * Calls `onInactive` once, when INACTIVITY_LOGOUT_MS pass without activity in this tab or another
 * one; checks every INACTIVITY_CHECK_INTERVAL_MS. The last activity is kept in memory. Returns the
 * function that stops watching.
 */
export function startInactivityWatch({ onInactive, now = Date.now }: InactivityWatchOptions): () => void {
  let lastActivity = now();
  let lastBroadcast = Number.NEGATIVE_INFINITY;
  let fired = false;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ACTIVITY_CHANNEL);

  const expireIfIdle = (): boolean => {
    if (!fired && now() - lastActivity >= INACTIVITY_LOGOUT_MS) {
      fired = true;
      onInactive();
    }
    return fired;
  };

  const onActivity = () => {
    // After a sleep the timer did not run: the first event on waking must not revive an idle session.
    if (expireIfIdle()) return;
    lastActivity = now();
    if (channel && lastActivity - lastBroadcast >= BROADCAST_EVERY_MS) {
      lastBroadcast = lastActivity;
      channel.postMessage(lastActivity);
    }
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') onActivity();
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'number') lastActivity = Math.max(lastActivity, Math.min(event.data, now()));
  };

  for (const type of ACTIVITY_EVENTS) {
    window.addEventListener(type, onActivity, { passive: true, capture: true });
  }
  document.addEventListener('visibilitychange', onVisibilityChange);
  channel?.addEventListener('message', onMessage);
  const timer = setInterval(expireIfIdle, INACTIVITY_CHECK_INTERVAL_MS);

  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) {
      window.removeEventListener(type, onActivity, { capture: true });
    }
    document.removeEventListener('visibilitychange', onVisibilityChange);
    channel?.removeEventListener('message', onMessage);
    channel?.close();
  };
}

const logoutOnServer = () => import('./session-api.ts').then((module) => module.requestLogout());
/** Every session of the person, on every device (a lost phone, a shared computer). */
export const logoutEverywhereOnServer = () =>
  import('./session-api.ts').then((module) => module.requestLogoutEverywhere());

let signingOut = false;

/** True while a sign-out is under way: the guard must not send the person to login meanwhile. */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Called by the guard once a page that needs no sign-in is on screen. The router's navigate
 * resolves before React has committed the new page, so the old, protected page can render once
 * more after storage is cleared; the sign-out only ends when it has really left that page.
 */
export function finishSigningOut(): void {
  signingOut = false;
}

export type LogoutOptions = {
  language: TLanguage;
  /** The router's navigate; awaited when it returns a promise (the data router's does). */
  navigate: (to: string) => unknown;
  request?: () => Promise<unknown>;
};

/** Spec section 4: calls the server, goes to the language root, clears storage but keeps the language. */
export async function logout({ language, navigate, request = logoutOnServer }: LogoutOptions): Promise<void> {
  signingOut = true;
  try {
    await request();
  } catch {
    // The token may already be gone on the server; this browser signs out all the same.
  }
  try {
    await navigate(localizedPath(language));
  } catch (error) {
    signingOut = false;
    throw error;
  } finally {
    clearSession();
  }
}
