import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { reactRouterNavigation } from '../app/react-router-navigation.ts';
import { setAppNavigation } from '../lib/navigation.tsx';
import { setNotificationHost } from '../lib/notification-host.ts';
import { apiServer } from './mock-api.ts';

// Components render inside the test's own router, as in the app (lib/navigation.tsx).
setAppNavigation(reactRouterNavigation);
// The notification host, as the entry (main.tsx) names it.
setNotificationHost(() => import('../components/ui/toaster.tsx'));

// A call no test prepared fails the test, so a page never silently reads nothing.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  window.localStorage.clear();
});
