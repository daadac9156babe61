import { Component, type ReactNode, useEffect, useState } from 'react';
import { SkipLink } from '../components/ui/skip-link.tsx';
import { setDocumentAlternates } from '../lib/document-head.ts';
import { createDocumentNavigation } from '../lib/document-navigation.tsx';
import { NavigationProvider, useLocation } from '../lib/navigation.tsx';
import { storage } from '../lib/storage.ts';
import { useLanguage } from '../lib/use-language.ts';
import { useStoredValue } from '../lib/use-stored-value.ts';
import { LoadingBar } from './components/loading-bar.tsx';
import { ErrorPage, pageErrorKind, type TPageErrorKind } from './error-page.tsx';
import { PublicFrame } from './layouts/public-frame.tsx';
import LandingRoute from './routes/landing.tsx';

/*
 * The landing page as it is prerendered (prerender.tsx) and hydrated (main.tsx) without React
 * Router: the router, the route table's loaders and the session guard are a third of the app's
 * first JavaScript, and the landing page needs none of them to show and to work. Its links are
 * real links (lib/document-navigation.tsx): a visitor who moves on loads the next page as a
 * document, and the app with its router starts there. The same page reached inside the app
 * (`/tr?demo=1`, a link from another page) is the router's landing route, with the same parts.
 *
 * It renders what the router's tree renders for `/{lang}` (language layout, public layout, page),
 * and does what those do for a signed-out visitor and, lazily, for a signed-in one.
 */

class LandingErrorBoundary extends Component<{ children: ReactNode }, { failed: TPageErrorKind | null }> {
  override state: { failed: TPageErrorKind | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: pageErrorKind(error) };
  }

  override render() {
    return this.state.failed ? <ErrorPage kind={this.state.failed} /> : this.props.children;
  }
}

/**
 * While someone is signed in, the session rules that the app's loader and guard apply on every
 * page: an expired token is cleared and one close to expiry refreshed; two idle hours sign out.
 * Loaded only then, so a visitor's first load does without them.
 */
function useSessionRules(): void {
  const signedIn = Boolean(useStoredValue('token'));
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    let stop: (() => void) | null = null;
    void Promise.all([
      import('../domains/session/session-rules.ts'),
      import('../domains/session/session.ts'),
    ]).then(([rules, session]) => {
      if (!active) return;
      void rules.checkSessionOnRouteChange();
      stop = rules.startInactivityWatch({ onInactive: session.clearSession });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [signedIn]);
}

/** What the language layout and RouteMeta do beside rendering: the kept language and the alternates. */
function DocumentEffects() {
  const language = useLanguage();
  const { pathname } = useLocation();
  useSessionRules();
  useEffect(() => {
    storage.set('lang', language);
  }, [language]);
  useEffect(() => {
    setDocumentAlternates(pathname, language);
  }, [pathname, language]);
  return null;
}

/** `/{lang}` without the router; `pathname` is the address it was prerendered for. */
export function LandingDocument({ pathname }: { pathname: string }) {
  const [navigation] = useState(() => createDocumentNavigation({ pathname, search: '', hash: '' }));
  return (
    <NavigationProvider navigation={navigation}>
      <LandingErrorBoundary>
        <SkipLink />
        <LoadingBar />
        <DocumentEffects />
        <PublicFrame>
          <LandingRoute />
        </PublicFrame>
      </LandingErrorBoundary>
    </NavigationProvider>
  );
}
