import { type BrowserContext, type BrowserContextOptions, test as base, type Page } from '@playwright/test';
import { call } from './api.ts';

/** Someone who signs in: an e-mail address and its password. */
export type TPerson = { email: string; password: string };

type TSession = {
  token: string;
  token_expire: string;
  user: { role_name?: string | null; avatar_url?: string | null };
  permissions: string[];
  accounts: { name: string }[];
};

type TFixtures = {
  /**
   * A page in a browser context of its own (another person, another size), closed when the test
   * ends, however it ends: a context left open keeps its renderer alive, polling the server, for
   * the rest of the run.
   */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
  /**
   * `openPage`, already signed in through the API: local storage holds what the sign-in form
   * stores (the web's saveSession). For the journeys that are not about signing in; auth.spec.ts
   * and credentials.spec.ts sign in through the form.
   */
  signedInPage: (person: TPerson, options?: BrowserContextOptions) => Promise<Page>;
};

export const test = base.extend<TFixtures>({
  openPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    // Closing a context twice is harmless: a test may close one early, to stop its polling.
    await Promise.all(contexts.map((context) => context.close()));
  },

  signedInPage: async ({ openPage, request, baseURL }, use) => {
    await use(async (person, options) => {
      const session = await call<TSession>(request, 'POST', 'auth/login', null, person);
      const stored: Record<string, string> = {
        user: JSON.stringify(session.user),
        permissions: JSON.stringify(session.permissions),
        accounts: JSON.stringify(session.accounts),
        token_expire: String(Date.parse(session.token_expire)),
        token: session.token,
      };
      if (session.user.role_name) stored.role_name = session.user.role_name;
      if (session.user.avatar_url) stored.avatar = session.user.avatar_url;
      const first = session.accounts[0];
      if (first) {
        stored.account = JSON.stringify(first);
        stored.company_name = first.name;
      }
      const origin = new URL(baseURL ?? '').origin;
      const localStorage = Object.entries(stored).map(([name, value]) => ({ name, value }));
      return openPage({ ...options, storageState: { cookies: [], origins: [{ origin, localStorage }] } });
    });
  },
});

export { expect } from '@playwright/test';
