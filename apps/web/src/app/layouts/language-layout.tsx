import { DEFAULT_LANGUAGE, isLanguage } from '@portal/contracts/common/languages';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useParams } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { MAIN_CONTENT_ID } from '../../lib/main-content.ts';
import { focusSection } from '../../lib/section-scroll.ts';
import { storage } from '../../lib/storage.ts';
import { LoadingBar } from '../components/loading-bar.tsx';
import { RouteMeta } from '../components/route-meta.tsx';

/**
 * The root of every `/{lang}/...` page: keeps the stored language and `<html lang>` in step
 * with the URL, sets the document's title and alternates, and moves focus to the main content
 * (or the linked section) after each client-side navigation so screen readers start there.
 */
export function LanguageLayout() {
  const params = useParams();
  const language = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  const { i18n } = useTranslation();
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  const textsMatch = i18n.language === language;

  useEffect(() => {
    storage.set('lang', language);
    document.documentElement.lang = language;
    // Only the URL's language is loaded (lib/i18n.ts); reached another one in-app, load it fully.
    if (!textsMatch) window.location.reload();
  }, [language, textsMatch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, i.e. when the path or the hash changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A section link (`#faq`) moves focus to that section's heading, any other navigation to the
    // main content. (A first page load with a hash is the page's own business: the landing page
    // renders its lazy sections first, see routes/landing.tsx.)
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) focusSection(target);
    else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, hash]);

  if (!textsMatch) return null;
  return (
    <>
      <SkipLink />
      <LoadingBar />
      <RouteMeta language={language} />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
