import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { Link } from '../../../lib/navigation.tsx';
import { storage } from '../../../lib/storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { COOKIE_NOTICE_HEIGHT_PROPERTY, usePublishedHeight } from '../../../lib/use-published-height.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';

/**
 * A compact bar at the bottom of the public pages: the portal keeps only strictly necessary data
 * in the browser, with a link to the cookie policy. Closing it is remembered (`cookie_notice`).
 * Fixed to the viewport, so it never pushes the page's content around. On phones it is the short
 * sentence in small type beside a small button, two lines at most (49 px at 375 px in both
 * languages, even in the wide DejaVu Sans), so at 375 × 812 it ends below the hero's two main
 * buttons. While it shows, its height is published as `--cookie-notice-height`: the public frame
 * keeps that room below the footer.
 */
export function CookieNotice() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const dismissedAt = useStoredValue('cookie_notice');
  const bar = useRef<HTMLElement>(null);
  const shown = dismissedAt === null;
  usePublishedHeight(bar, COOKIE_NOTICE_HEIGHT_PROPERTY, shown);

  if (!shown) return null;
  return (
    <section
      ref={bar}
      aria-label={t('cookieNotice.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 shadow-[0_-4px_16px_rgb(17_23_56/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-1.5 sm:gap-3 sm:px-6 sm:py-3">
        <p className="min-w-0 flex-1 text-[0.8125rem]/4 text-ink sm:text-small">
          <span className="sm:hidden">{t('cookieNotice.short')}</span>
          <span className="hidden sm:inline">{t('cookieNotice.text')}</span>{' '}
          <Link
            to={pathTo(language, 'cookiePolicy')}
            className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
          >
            {t('cookieNotice.link')}
          </Link>
        </p>
        <Button
          size="sm"
          className="shrink-0 max-sm:px-2.5"
          onClick={() => storage.set('cookie_notice', Date.now())}
        >
          {t('cookieNotice.dismiss')}
        </Button>
      </div>
    </section>
  );
}
