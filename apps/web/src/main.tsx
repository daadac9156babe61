import { DEFAULT_LANGUAGE } from '@portal/contracts/common/languages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import { prefetchNotificationsOnInteraction } from './lib/notify.ts';
import './index.css';

// The router starts fetching the page's chunks at once, while the texts of the URL's language load.
const router = createRouter();
const language = languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
document.documentElement.lang = language;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n(language).then(() => {
  // No provider at the root: TanStack Query is mounted by the chunks that fetch (lib/query-provider.tsx).
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // The notification host is not needed to paint the page: fetch it once the person starts using it.
  prefetchNotificationsOnInteraction();
});
