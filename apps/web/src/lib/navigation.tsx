import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { LinkProps, NavigateOptions, To } from 'react-router';

/**
 * How the parts shared by the landing page and the rest of the app (links, link buttons, the
 * section links, menus, the loading bar) read the location and move on, without importing the
 * router themselves.
 *
 * Everywhere in the app this is React Router (app/react-router-navigation.ts, set once at start).
 * The prerendered landing page hydrates without the router, to keep it out of the page's first
 * load: it provides a navigation of its own (lib/document-navigation.tsx) through
 * `NavigationProvider`. The API mirrors React Router's, so a component reads the same either way.
 */

export type TLocation = { pathname: string; search: string; hash: string; key: string };
export type TNavigate = (to: To, options?: Pick<NavigateOptions, 'replace' | 'preventScrollReset'>) => void;

export type TNavigation = {
  Link: ComponentType<LinkProps>;
  useLocation: () => TLocation;
  useNavigate: () => TNavigate;
  /** True while the next page loads. */
  useIsNavigating: () => boolean;
};

const NavigationContext = createContext<TNavigation | null>(null);

let appNavigation: TNavigation | null = null;

/** The app's navigation, for every tree without a `NavigationProvider` (the app, the unit tests). */
export function setAppNavigation(navigation: TNavigation): void {
  appNavigation = navigation;
}

export function NavigationProvider({
  navigation,
  children,
}: {
  navigation: TNavigation;
  children: ReactNode;
}) {
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}

function useCurrentNavigation(): TNavigation {
  const navigation = useContext(NavigationContext) ?? appNavigation;
  if (!navigation)
    throw new Error('No navigation: call setAppNavigation at start or render a NavigationProvider');
  return navigation;
}

/** React Router's `Link`, or a plain link on the prerendered landing page. */
export function Link(props: LinkProps) {
  const { Link: NavigationLink } = useCurrentNavigation();
  return <NavigationLink {...props} />;
}

// A tree's navigation never changes while it is mounted, so each of these calls the same hook on
// every render.
export function useLocation(): TLocation {
  return useCurrentNavigation().useLocation();
}

export function useNavigate(): TNavigate {
  return useCurrentNavigation().useNavigate();
}

export function useIsNavigating(): boolean {
  return useCurrentNavigation().useIsNavigating();
}
