import type { TTokenRefresh } from '@portal/contracts/auth/auth-schemas';
import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LOGOUT_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
} from '@portal/contracts/common/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage.ts';
import { clearSession, isSignedIn } from './session.ts';
import {
  checkSessionOnRouteChange,
  decideOnRouteChange,
  logout,
  startInactivityWatch,
} from './session-rules.ts';

const NOW = Date.UTC(2025, 2, 10, 9, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function signIn(expiresInMs: number) {
  storage.set('lang', 'en');
  storage.set('token', 'old-token');
  storage.set('token_expire', NOW + expiresInMs);
  storage.set('user', { id: 7, name: 'Ayşe Yılmaz', email: 'ayse@example.com', is_email_verified: true });
  storage.set('role_name', 'customer');
  storage.set('permissions', ['show accounts']);
  storage.set('accounts', [{ id: 3, name: 'Deniz Ltd', status: 1 }]);
  storage.set('account', { id: 3, name: 'Deniz Ltd', status: 1 });
}

function expectSignedOutKeepingLanguage() {
  for (const key of [
    'token',
    'token_expire',
    'user',
    'role_name',
    'permissions',
    'accounts',
    'account',
  ] as const) {
    expect(storage.get(key), key).toBeNull();
  }
  expect(storage.get('lang')).toBe('en');
}

function refreshAnswer(token = 'new-token'): TTokenRefresh {
  // The server's own expiry is deliberately different: the rule is now + 7,200,000 ms.
  return { token, token_expire: new Date(NOW + 5 * HOUR).toISOString() };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('on every route change', () => {
  it('does nothing for a visitor', async () => {
    const refresh = vi.fn(async () => refreshAnswer());
    await expect(checkSessionOnRouteChange({ refresh })).resolves.toBe('signed-out');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('clears all local data except the language once the expiry has passed', async () => {
    signIn(-1);
    const refresh = vi.fn(async () => refreshAnswer());
    await expect(checkSessionOnRouteChange({ refresh })).resolves.toBe('expired');
    expectSignedOutKeepingLanguage();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('treats the very moment of expiry as expired', () => {
    expect(decideOnRouteChange('t', NOW, NOW)).toBe('expired');
    expect(decideOnRouteChange('t', null, NOW)).toBe('expired');
  });

  it('refreshes once with exactly 15 minutes left and sets the expiry to now + 7,200,000 ms', async () => {
    signIn(TOKEN_REFRESH_THRESHOLD_MS);
    vi.setSystemTime(NOW + 30_000);
    const refresh = vi.fn(async () => refreshAnswer());
    // Two route changes in quick succession share the one call: the server revokes the old token.
    const results = await Promise.all([
      checkSessionOnRouteChange({ refresh }),
      checkSessionOnRouteChange({ refresh }),
    ]);
    expect(results).toEqual(['refresh', 'refresh']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(storage.get('token')).toBe('new-token');
    expect(storage.get('token_expire')).toBe(NOW + 30_000 + 7_200_000);
    expect(storage.get('user')?.name).toBe('Ayşe Yılmaz');
  });

  it('refreshes with a minute left', async () => {
    signIn(MINUTE);
    const refresh = vi.fn(async () => refreshAnswer());
    await checkSessionOnRouteChange({ refresh });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(storage.get('token_expire')).toBe(NOW + 7_200_000);
  });

  it('does not refresh with more than 15 minutes left', async () => {
    signIn(TOKEN_REFRESH_THRESHOLD_MS + 1);
    const refresh = vi.fn(async () => refreshAnswer());
    await expect(checkSessionOnRouteChange({ refresh })).resolves.toBe('valid');
    expect(refresh).not.toHaveBeenCalled();
    expect(storage.get('token')).toBe('old-token');
  });

  it('keeps the session until its expiry when the refresh fails, and tries again on the next change', async () => {
    signIn(10 * MINUTE);
    const refresh = vi.fn<() => Promise<TTokenRefresh>>().mockRejectedValueOnce(new Error('offline'));
    await checkSessionOnRouteChange({ refresh });
    expect(storage.get('token')).toBe('old-token');
    expect(isSignedIn()).toBe(true);
    refresh.mockResolvedValueOnce(refreshAnswer());
    await checkSessionOnRouteChange({ refresh });
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(storage.get('token')).toBe('new-token');
  });

  it('drops a refresh answer that arrives after the person signed out', async () => {
    signIn(10 * MINUTE);
    let answer: (value: TTokenRefresh) => void = () => {};
    const refresh = () => new Promise<TTokenRefresh>((resolve) => (answer = resolve));
    const check = checkSessionOnRouteChange({ refresh });
    clearSession();
    answer(refreshAnswer());
    await check;
    expect(storage.get('token')).toBeNull();
  });
});

describe('inactivity', () => {
  it('clears local data after 2 hours without activity, checked every second', () => {
    signIn(3 * HOUR);
    const onInactive = vi.fn(clearSession);
    const stop = startInactivityWatch({ onInactive });
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - INACTIVITY_CHECK_INTERVAL_MS);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS);
    expect(onInactive).toHaveBeenCalledTimes(1);
    expectSignedOutKeepingLanguage();
    vi.advanceTimersByTime(HOUR);
    expect(onInactive).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each([
    ['a key press', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))],
    ['a pointer', () => window.dispatchEvent(new Event('pointerdown'))],
    ['a scroll', () => document.dispatchEvent(new Event('scroll'))],
    ['a touch', () => window.dispatchEvent(new Event('touchstart'))],
    ['the page becoming visible', () => document.dispatchEvent(new Event('visibilitychange'))],
  ])('starts the two hours again after %s', (_name, act) => {
    signIn(5 * HOUR);
    const onInactive = vi.fn(clearSession);
    const stop = startInactivityWatch({ onInactive });
    vi.advanceTimersByTime(HOUR);
    act();
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - INACTIVITY_CHECK_INTERVAL_MS);
    expect(onInactive).not.toHaveBeenCalled();
    expect(storage.get('token')).toBe('old-token');
    vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS);
    expect(onInactive).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not let the first event after a long sleep revive the session', () => {
    signIn(5 * HOUR);
    const onInactive = vi.fn(clearSession);
    const stop = startInactivityWatch({ onInactive });
    // The machine slept: the clock jumped and no timer ran.
    vi.setSystemTime(NOW + 3 * HOUR);
    window.dispatchEvent(new Event('pointerdown'));
    expect(onInactive).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops checking once stopped', () => {
    const onInactive = vi.fn();
    startInactivityWatch({ onInactive })();
    vi.advanceTimersByTime(3 * HOUR);
    expect(onInactive).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('calls the server, goes to the language root, then clears storage except the language', async () => {
    signIn(HOUR);
    const steps: string[] = [];
    const request = vi.fn(async () => {
      steps.push(`server (token ${storage.get('token')})`);
    });
    const navigate = vi.fn(async (to: string) => {
      steps.push(`navigate ${to}`);
    });
    await logout({ language: 'en', navigate, request });
    expect(steps).toEqual(['server (token old-token)', 'navigate /en']);
    expectSignedOutKeepingLanguage();
  });

  it('signs out on this browser even when the server call fails', async () => {
    signIn(HOUR);
    const navigate = vi.fn();
    await logout({ language: 'tr', navigate, request: () => Promise.reject(new Error('offline')) });
    expect(navigate).toHaveBeenCalledWith('/tr');
    expectSignedOutKeepingLanguage();
  });
});
