import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setAppNavigation } from '../lib/navigation.tsx';
import { reactRouterNavigation } from './react-router-navigation.ts';
import { createHydratingRouter, createRouter } from './router.tsx';

/**
 * The app with its router, for every page but the prerendered landing page (start-landing.tsx).
 * Prepares the router (on a prerendered page, with the page's lazy modules loaded, so the first
 * render draws what the server drew) and returns what mounts it once the texts are in.
 */
export async function prepareApp(prerendered: boolean): Promise<(container: HTMLElement) => void> {
  setAppNavigation(reactRouterNavigation);
  const router = prerendered ? await createHydratingRouter() : createRouter();
  return (container) => {
    // No provider at the root: TanStack Query is mounted by the chunks that fetch (lib/query-provider.tsx).
    const app = (
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    );
    if (prerendered) {
      hydrateRoot(container, app);
      // The session's route-change rule (app/session-loader.ts) now runs for the first page too.
      void router.revalidate();
    } else {
      createRoot(container).render(app);
    }
  };
}
