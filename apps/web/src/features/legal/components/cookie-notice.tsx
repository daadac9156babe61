import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { Link } from '../../../lib/navigation.tsx';
import { storage } from '../../../lib/storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';

/** The notice's height while it shows: the page keeps that much room below its end, notifications sit above it. */
const COOKIE_NOTICE_HEIGHT = '--cookie-notice-height';

/**
 * A compact bar at the bottom of the public pages: the portal keeps only strictly necessary data
 * in the browser, with a link to the cookie policy. Closing it is remembered (`cookie_notice`).
 * Fixed to the viewport, so it never pushes the page's content around; one short line on phones,
 * so it stays clear of the first screen's buttons. While it shows, its height is published as
 * `--cookie-notice-height`: the public frame keeps that room below the footer and the
 * notifications stand above it.
 */
export function CookieNotice() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const dismissedAt = useStoredValue('cookie_notice');
  const bar = useRef<HTMLElement>(null);
  const shown = dismissedAt === null;

  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(COOKIE_NOTICE_HEIGHT, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(COOKIE_NOTICE_HEIGHT);
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <section
      ref={bar}
      aria-label={t('cookieNotice.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 shadow-[0_-4px_16px_rgb(17_23_56/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6 sm:py-3">
        <p className="min-w-0 flex-1 text-small text-ink">
          <span className="sm:hidden">{t('cookieNotice.short')}</span>
          <span className="hidden sm:inline">{t('cookieNotice.text')}</span>{' '}
          <Link
            to={pathTo(language, 'cookiePolicy')}
            className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
          >
            {t('cookieNotice.link')}
          </Link>
        </p>
        <Button size="sm" className="shrink-0" onClick={() => storage.set('cookie_notice', Date.now())}>
          {t('cookieNotice.dismiss')}
        </Button>
      </div>
    </section>
  );
}
