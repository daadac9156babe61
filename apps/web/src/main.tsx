import { DEFAULT_LANGUAGE } from '@portal/contracts/common/languages';
import { pathTo } from './config/paths.ts';
import { initI18n } from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import { setNotificationHost } from './lib/notification-host.ts';
import { prefetchNotificationsOnInteraction } from './lib/notify.ts';
import './index.css';

// The notification host is drawn with components/ui, which lib/notify.ts does not import: named here.
setNotificationHost(() => import('./components/ui/toaster.tsx'));

const language = languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
document.documentElement.lang = language;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
removeShellOnceDrawn(container);

// The landing and policy pages come prerendered (prerender.tsx): the app hydrates their HTML.
// The landing page hydrates without the router (app/landing-document.tsx), which keeps React
// Router out of its first load; every other page starts the app with its router, which fetches
// the page's chunks at once while the texts of the URL's language load.
const prerendered = container.hasChildNodes();
const texts = initI18n(language);
const started =
  prerendered && window.location.pathname === pathTo(language, 'landing')
    ? Promise.all([import('./app/start-landing.tsx'), texts]).then(([{ hydrateLanding }]) =>
        hydrateLanding(container),
      )
    : Promise.all([
        import('./app/start-app.tsx').then(({ prepareApp }) => prepareApp(prerendered)),
        texts,
      ]).then(([mount]) => mount(container));

// The notification host is not needed to paint the page: fetch it once the person starts using it.
void started.then(prefetchNotificationsOnInteraction);

/**
 * index.html paints a static shell (the bar's band, "loading" in the page's language) beside #root
 * while these scripts load; a CSS rule there hides it as soon as #root has content. It is removed
 * then, so nothing of it stays in the page (a prerendered page has #root filled from the start).
 */
function removeShellOnceDrawn(root: HTMLElement) {
  const shell = document.getElementById('boot-shell');
  if (!shell) return;
  if (root.hasChildNodes()) {
    shell.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasChildNodes()) return;
    observer.disconnect();
    shell.remove();
  });
  observer.observe(root, { childList: true });
}
