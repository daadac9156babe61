import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { reactRouterNavigation } from '../app/react-router-navigation.ts';
import { setAppNavigation } from '../lib/navigation.tsx';
import { setNotificationHost } from '../lib/notification-host.ts';
import { forgetDownloads, recordDownloads } from './downloads.ts';
import { apiServer } from './mock-api.ts';

// `findBy…` and `waitFor` give up after this long, not the library's 1 s: on two cores shared with
// the end-to-end suite (npm test runs both at once) or another job, a search's debounce and answer
// took over a second. A passing test never waits for it; a failing one reports later.
configure({ asyncUtilTimeout: 10_000 });

// Components render inside the test's own router, as in the app (lib/navigation.tsx).
setAppNavigation(reactRouterNavigation);
// The notification host, as the entry (main.tsx) names it.
setNotificationHost(() => import('../components/ui/toaster.tsx'));

// jsdom's animation frames run on one shared interval, started with whatever `setInterval` is
// global at that moment: a frame asked for under a test's fake timers would start a fake one that
// never fires, and every later frame in this worker (files share it) would wait forever. Frames on
// the real timer, taken now; a test that fakes `requestAnimationFrame` itself still gets its own.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
window.requestAnimationFrame = (callback) =>
  Number(realSetTimeout(() => callback(performance.now()), 1000 / 60));
window.cancelAnimationFrame = (handle) => realClearTimeout(handle);

// Downloads are recorded where they leave the page (test/downloads.ts).
recordDownloads();

// A call no test prepared fails the test, so a page never silently reads nothing.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  window.localStorage.clear();
  // A wizard step's unsaved draft (domains/wizard/wizard-draft.tsx) must not reach the next test.
  window.sessionStorage.clear();
  forgetDownloads();
});
