import { LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import type { TPublicPacket } from '@portal/contracts/products/product-schemas';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { LandingDocument } from './app/landing-document.tsx';
import { reactRouterNavigation } from './app/react-router-navigation.ts';
import { routes } from './app/router.tsx';
import { pathTo, routeForPath } from './config/paths.ts';
import { landingQueryKeys } from './features/landing/api/get-public-packets.ts';
import { loadEveryDeferredModule } from './lib/deferred-module.ts';
import { i18n, initI18n, LAZY_NAMESPACES, loadNamespaces } from './lib/i18n.ts';
import type { TKeyOf } from './lib/i18n-keys.ts';
import { setAppNavigation } from './lib/navigation.tsx';
import { queryClient } from './lib/query-client.ts';

/*
 * The server's half of the prerendered pages (built with `vite build --ssr`, run by the API):
 * the landing page and the policy pages, in each language, rendered to HTML that the browser
 * shows before any JavaScript runs and the app then hydrates (main.tsx). A visitor is signed out
 * here; the client takes over the session once it has hydrated.
 */

/** The pages rendered ahead of their requests: public, the same for every visitor. */
const PRERENDERED_ROUTE_IDS = [
  'landing',
  'privacyPolicy',
  'cookiePolicy',
  'userAgreement',
  'policies',
  'about',
] as const;

/** Every prerendered page's path, e.g. `/tr` and `/en/privacy-policy`. */
export function prerenderedPaths(): { path: string; language: TLanguage }[] {
  return LANGUAGES.flatMap((language) =>
    PRERENDERED_ROUTE_IDS.map((id) => ({ path: pathTo(language, id), language })),
  );
}

/**
 * What the pages show from the database, in the page's language: the landing page's packets (its
 * pricing cards) and the other packets of its lines (shown under them).
 */
export type TPrerenderData = { packets: TPublicPacket[]; otherPackets?: TPublicPacket[] };

export type TPrerenderedPage = { markup: string; title: string; description: string };

/** The session check reads the browser's storage: the server renders a signed-out visitor. */
function withoutSessionCheck(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) => {
    const copy = { ...route } as RouteObject & { children?: RouteObject[] };
    if (route.id === 'session') copy.loader = undefined;
    if (route.children) copy.children = withoutSessionCheck(route.children);
    return copy;
  });
}

const handler = createStaticHandler(withoutSessionCheck(routes));
setAppNavigation(reactRouterNavigation);

/**
 * The markup of `#root`. The landing page renders as the browser hydrates it, without the router
 * (app/landing-document.tsx); the policy pages through the router, as the app hydrates them.
 */
async function renderPage(path: string): Promise<string> {
  if (routeForPath(path)?.id === 'landing') {
    await loadEveryDeferredModule();
    return renderToString(<LandingDocument pathname={path} />);
  }
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered`);
  await loadEveryDeferredModule();
  const router = createStaticRouter(handler.dataRoutes, context);
  // No hydration script: the client knows its loaders' answers (main.tsx), and the CSP allows none.
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * The HTML of `#root` for one page, and its title and description. Renders one page at a time
 * (the texts and the query cache are the app's singletons): the caller awaits each in turn.
 */
export async function prerender(
  path: string,
  language: TLanguage,
  data: TPrerenderData,
): Promise<TPrerenderedPage> {
  await initI18n(language);
  // Every text a prerendered part may use, in this language (a part's own loading runs once).
  await loadNamespaces(LAZY_NAMESPACES);
  queryClient.setQueryData(landingQueryKeys.publicPackets(language), data.packets);
  if (data.otherPackets) queryClient.setQueryData(landingQueryKeys.otherPackets(language), data.otherPackets);

  const markup = await renderPage(path);

  // The document's title and description, as RouteMeta sets them in the browser.
  const route = routeForPath(path);
  const page = i18n.getFixedT(language, 'pages');
  const common = i18n.getFixedT(language, 'common');
  return {
    markup,
    title: `${route ? page(route.titleKey as TKeyOf<'pages'>) : ''} | ${common('appName')}`,
    description: route?.descriptionKey
      ? page(route.descriptionKey as TKeyOf<'pages'>)
      : common('description'),
  };
}
