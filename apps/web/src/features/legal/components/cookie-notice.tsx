import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { Link } from '../../../lib/navigation.tsx';
import { storage } from '../../../lib/storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';

/**
 * A small bar at the bottom of the public pages: the portal keeps only strictly necessary data
 * in the browser, with a link to the cookie policy. Closing it is remembered (`cookie_notice`).
 * Fixed to the viewport, so it never pushes the page's content around.
 */
export function CookieNotice() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const dismissedAt = useStoredValue('cookie_notice');
  if (dismissedAt !== null) return null;
  return (
    <section
      aria-label={t('cookieNotice.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 shadow-[0_-4px_16px_rgb(17_23_56/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6">
        <p className="flex-1 text-small text-ink">
          {t('cookieNotice.text')}{' '}
          <Link
            to={pathTo(language, 'cookiePolicy')}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('cookieNotice.link')}
          </Link>
        </p>
        <Button
          size="sm"
          onClick={() => storage.set('cookie_notice', Date.now())}
          className="self-end sm:self-auto"
        >
          {t('cookieNotice.dismiss')}
        </Button>
      </div>
    </section>
  );
}
