import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from '@portal/contracts/auth/permissions';
import { TOKEN_LIFETIME_MS } from '@portal/contracts/common/limits';
import { act, render, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../domains/session/session.ts';
import { initI18n } from '../lib/i18n.ts';
import { QueryProvider } from '../lib/query-provider.tsx';
import { storage } from '../lib/storage.ts';
import { apiServer } from '../test/mock-api.ts';
import { type GuardContext, guardRedirect } from './route-guard.tsx';
import { loadRouteModules, routes } from './router.tsx';

const NOW = Date.UTC(2025, 2, 10, 9, 0, 0);
/** The router loads a page's lazy chunk before the guard decides; a cold chunk can take a while. */
const LAZY_PAGE = { timeout: 4_000 };

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    signedIn: false,
    role: null,
    language: 'tr',
    location: { pathname: '/tr/app/documents', search: '', hash: '' },
    ...overrides,
  };
}

function session(role: 'customer' | 'advisor' | 'admin', expiresInMs = TOKEN_LIFETIME_MS): TSession {
  return {
    token: `${role}-token`,
    token_expire: new Date(NOW + expiresInMs).toISOString(),
    user: {
      id: 7,
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '+905321234567',
      language_id: 1,
      role_id: 1,
      role_name: role,
      roles: [{ id: 1, name: role }],
      is_email_verified: true,
      is_phone_verified: false,
      avatar_url: null,
    },
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    accounts: [],
  };
}

describe('guard decisions', () => {
  it('sends a signed-out person from a protected page to login, with the way back', () => {
    expect(
      guardRedirect(
        'auth',
        context({ location: { pathname: '/tr/app/documents', search: '?page=2', hash: '#list' } }),
      ),
    ).toBe('/tr/app/login?redirect=%2Ftr%2Fapp%2Fdocuments%3Fpage%3D2%23list');
  });

  it('lets a signed-in person into a protected page', () => {
    expect(guardRedirect('auth', context({ signedIn: true, role: 'customer' }))).toBeNull();
  });

  it('sends a signed-in customer away from a guest page: to /app once the company has products', () => {
    const onLogin = { pathname: '/en/app/login', search: '', hash: '' };
    storage.set('account', { id: 1, name: 'Acme', status: 4, step: 'payment', has_products: true });
    expect(
      guardRedirect(
        'guest',
        context({ signedIn: true, role: 'customer', language: 'en', location: onLogin }),
      ),
    ).toBe('/en/app');
  });

  it('sends a signed-in customer with an unfinished application to the step after the saved one', () => {
    const onLogin = { pathname: '/tr/app/login', search: '', hash: '' };
    storage.set('account', { id: 1, name: 'Acme', status: 1, step: 'personal-info', has_products: false });
    expect(guardRedirect('guest', context({ signedIn: true, role: 'customer', location: onLogin }))).toBe(
      '/tr/app/application-form/business-info',
    );
  });

  it.each(['advisor', 'secretary', 'admin'])(
    'sends a signed-in %s away from a guest page to /app/dashboard',
    (role) => {
      const onRegister = { pathname: '/tr/app/register', search: '', hash: '' };
      expect(guardRedirect('guest', context({ signedIn: true, role, location: onRegister }))).toBe(
        '/tr/app/dashboard',
      );
    },
  );

  it('sends a person who has just signed in to the page that asked for it', () => {
    const onLogin = { pathname: '/tr/app/login', search: '?redirect=%2Ftr%2Fapp%2Faccounts', hash: '' };
    expect(guardRedirect('guest', context({ signedIn: true, role: 'advisor', location: onLogin }))).toBe(
      '/tr/app/accounts',
    );
  });

  it("sends a signed-in person without the page's permission to the no-permission page", () => {
    const customer = context({ signedIn: true, role: 'customer', permissions: ['show files'] });
    expect(guardRedirect('auth', customer, { permission: PERMISSIONS.showAccountsAll })).toBe(
      '/tr/no-permission',
    );
    expect(
      guardRedirect('auth', { ...customer, language: 'en' }, { permission: PERMISSIONS.showUsersAll }),
    ).toBe('/en/no-permission');
  });

  it('lets a signed-in person who holds the permission in', () => {
    const advisor = context({ signedIn: true, role: 'advisor', permissions: ['show accounts all'] });
    expect(guardRedirect('auth', advisor, { permission: PERMISSIONS.showAccountsAll })).toBeNull();
  });

  it('sends a signed-out person to login first, whatever the page needs', () => {
    expect(guardRedirect('auth', context(), { permission: PERMISSIONS.showFiles })).toMatch(
      /^\/tr\/app\/login\?/,
    );
  });

  it('keeps staff-only pages for advisors, secretaries and admins', () => {
    const staffOnly = { staffOnly: true } as const;
    expect(guardRedirect('auth', context({ signedIn: true, role: 'customer' }), staffOnly)).toBe(
      '/tr/no-permission',
    );
    expect(guardRedirect('auth', context({ signedIn: true, role: null }), staffOnly)).toBe(
      '/tr/no-permission',
    );
    for (const role of ['advisor', 'secretary', 'admin']) {
      expect(guardRedirect('auth', context({ signedIn: true, role }), staffOnly)).toBeNull();
    }
  });

  it('lets anyone into guest pages when signed out, and into open pages always', () => {
    expect(guardRedirect('guest', context())).toBeNull();
    expect(guardRedirect('none', context())).toBeNull();
    expect(guardRedirect('none', context({ signedIn: true, role: 'admin' }))).toBeNull();
  });
});

/** Every page the router tests visit. */
const VISITED = [
  '/tr/app/documents',
  '/tr/app/login',
  '/tr/app/accounts',
  '/tr/app/dashboard',
  '/tr/no-permission',
];

describe('guard and session rules in the router', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await initI18n('tr');
    // The pages' lazy chunks are loaded once here: cold, the first test to need one waited on its
    // compilation (seconds) instead of on the guard, whichever test ran first.
    await Promise.all(VISITED.map(loadRouteModules));
  }, 60_000);

  beforeEach(() => {
    // Only the clock is fake: the lazy routes load with real promises and timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    // No server: the layout's calls (the permission refresh among them) fail as offline, every time.
    apiServer.use(http.all('*/api/*', () => HttpResponse.error()));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function renderAt(path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>,
    );
    const where = () => `${router.state.location.pathname}${router.state.location.search}`;
    return { router, where };
  }

  it('sends a visitor of a protected page to login and, once signed in, back to that page', async () => {
    const { where } = renderAt('/tr/app/documents');
    await waitFor(() => expect(where()).toBe('/tr/app/login?redirect=%2Ftr%2Fapp%2Fdocuments'), LAZY_PAGE);
    act(() => saveSession(session('customer')));
    await waitFor(() => expect(where()).toBe('/tr/app/documents'), LAZY_PAGE);
  });

  it('sends a staff member who signs in without a redirect to the dashboard', async () => {
    const { where } = renderAt('/tr/app/login');
    await waitFor(() => expect(where()).toBe('/tr/app/login'), LAZY_PAGE);
    act(() => saveSession(session('admin')));
    await waitFor(() => expect(where()).toBe('/tr/app/dashboard'), LAZY_PAGE);
  });

  it('shows the no-permission page on a direct visit to a page whose permission the person lacks', async () => {
    saveSession(session('customer'));
    const { where } = renderAt('/tr/app/accounts');
    await waitFor(() => expect(where()).toBe('/tr/no-permission'), LAZY_PAGE);
  });

  it('shows a customer the no-permission page on the staff dashboard', async () => {
    saveSession(session('customer'));
    const { where } = renderAt('/tr/app/dashboard');
    await waitFor(() => expect(where()).toBe('/tr/no-permission'), LAZY_PAGE);
  });

  it('leaves the page as soon as refreshed permissions take its permission away', async () => {
    saveSession(session('advisor'));
    const { where } = renderAt('/tr/app/documents');
    await waitFor(() => expect(where()).toBe('/tr/app/documents'), LAZY_PAGE);
    act(() =>
      storage.set(
        'permissions',
        DEFAULT_ROLE_PERMISSIONS.advisor.filter((name) => name !== PERMISSIONS.showFiles),
      ),
    );
    await waitFor(() => expect(where()).toBe('/tr/no-permission'), LAZY_PAGE);
  });

  it('on a route change after the expiry, clears local data except the language and goes to login', async () => {
    storage.set('lang', 'tr');
    saveSession(session('customer'));
    const { router, where } = renderAt('/tr/app/documents');
    await waitFor(() => expect(where()).toBe('/tr/app/documents'), LAZY_PAGE);
    vi.setSystemTime(NOW + TOKEN_LIFETIME_MS + 1);
    await act(() => router.navigate('/tr/app/accounts'));
    await waitFor(() => expect(where()).toBe('/tr/app/login?redirect=%2Ftr%2Fapp%2Faccounts'), LAZY_PAGE);
    expect(storage.get('token')).toBeNull();
    expect(storage.get('user')).toBeNull();
    expect(storage.get('lang')).toBe('tr');
  });
});
