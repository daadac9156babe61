import { type MouseEvent, useSyncExternalStore } from 'react';
import type { LinkProps, To } from 'react-router';
import { MAIN_CONTENT_ID } from './main-content.ts';
import type { TLocation, TNavigate, TNavigation } from './navigation.tsx';
import { focusSection, scrollToSection } from './section-scroll.ts';

/**
 * The navigation of the prerendered landing page (lib/navigation.tsx), which hydrates without
 * React Router so that the router stays out of its first load. Links are real links: one to
 * another page loads it as a document (the app and its router start there). A change of the
 * query or the hash stays on the page (the history API), and a new hash scrolls to its section
 * and moves focus to its heading, as the router and the language layout do in the app.
 */

type TPath = Pick<TLocation, 'pathname' | 'search' | 'hash'>;

const withPrefix = (value: string | undefined, prefix: string) =>
  !value || value === prefix ? '' : value.startsWith(prefix) ? value : `${prefix}${value}`;

/** Where `to` leads from `from`, as React Router resolves a link (absolute, or relative to the page). */
export function resolvePath(to: To, from: TPath): TPath {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname,
      search: withPrefix(to.search, '?'),
      hash: withPrefix(to.hash, '#'),
    };
  }
  const url = new URL(to, `http://page${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: withPrefix(url.search, '?'), hash: withPrefix(url.hash, '#') };
}

const hrefOf = ({ pathname, search, hash }: TPath) => `${pathname}${search}${hash}`;

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** After a move within the page: its hash's section, else the top and the main content (as the app does). */
function reveal(hash: string): void {
  const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (section) {
    scrollToSection(section);
    focusSection(section);
  } else if (!hash) {
    window.scrollTo(0, 0);
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }
}

/**
 * A navigation for one page view. `serverLocation` is the address the page was prerendered for:
 * the server renders with it and hydration reads it, so the first client render matches the HTML
 * even when the address carries a hash the server never saw; the real address follows at once.
 */
export function createDocumentNavigation(serverLocation: TPath): TNavigation {
  const initial: TLocation = { ...serverLocation, key: 'default' };
  let current = initial;
  let moves = 0;
  const listeners = new Set<() => void>();

  const read = (): TLocation => {
    const { pathname, search, hash } = window.location;
    if (pathname !== current.pathname || search !== current.search || hash !== current.hash) {
      moves += 1;
      current = { pathname, search, hash, key: `move-${moves}` };
    }
    return current;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) {
      window.addEventListener('popstate', notify);
      window.addEventListener('hashchange', notify);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      window.removeEventListener('popstate', notify);
      window.removeEventListener('hashchange', notify);
    };
  };

  function useLocation(): TLocation {
    return useSyncExternalStore(subscribe, read, () => initial);
  }

  const navigate: TNavigate = (to, options = {}) => {
    const from = read();
    const next = resolvePath(to, from);
    const href = hrefOf(next);
    if (next.pathname !== from.pathname) {
      if (options.replace) window.location.replace(href);
      else window.location.assign(href);
      return;
    }
    if (options.replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
    notify();
    if (!options.preventScrollReset) reveal(next.hash);
  };

  function useNavigate(): TNavigate {
    return navigate;
  }

  function useIsNavigating(): boolean {
    return false;
  }

  function DocumentLink({
    to,
    replace,
    preventScrollReset,
    reloadDocument,
    onClick,
    target,
    // React Router's own options: nothing to do without it.
    state: _state,
    relative: _relative,
    viewTransition: _viewTransition,
    discover: _discover,
    prefetch: _prefetch,
    ...anchor
  }: LinkProps) {
    const location = useLocation();
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || reloadDocument || !isPlainClick(event)) return;
      if (target && target !== '_self') return;
      const from = read();
      const next = resolvePath(to, from);
      // Another page: the browser loads it.
      if (next.pathname !== from.pathname) return;
      event.preventDefault();
      // As React Router does, a link to the address shown replaces it instead of adding a step.
      navigate(to, { replace: replace ?? hrefOf(next) === hrefOf(from), preventScrollReset });
    };
    return <a {...anchor} href={hrefOf(resolvePath(to, location))} target={target} onClick={handleClick} />;
  }

  return { Link: DocumentLink, useLocation, useNavigate, useIsNavigating };
}
