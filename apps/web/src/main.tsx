import { DEFAULT_LANGUAGE } from '@portal/contracts/common/languages';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createHydratingRouter, createRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import { prefetchNotificationsOnInteraction } from './lib/notify.ts';
import './index.css';

const language = languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
document.documentElement.lang = language;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The landing and policy pages come prerendered (prerender.tsx): the app hydrates their HTML.
// Any other page starts empty, and its router fetches the page's chunks at once, while the
// texts of the URL's language load.
const prerendered = container.hasChildNodes();
const router = prerendered ? createHydratingRouter() : Promise.resolve(createRouter());

void Promise.all([router, initI18n(language)]).then(([ready]) => {
  // No provider at the root: TanStack Query is mounted by the chunks that fetch (lib/query-provider.tsx).
  const app = (
    <StrictMode>
      <RouterProvider router={ready} />
    </StrictMode>
  );
  if (prerendered) {
    hydrateRoot(container, app);
    // The session's route-change rule (app/session-loader.ts) now runs for the first page too.
    void ready.revalidate();
  } else {
    createRoot(container).render(app);
  }
  // The notification host is not needed to paint the page: fetch it once the person starts using it.
  prefetchNotificationsOnInteraction();
});
