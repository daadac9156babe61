import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../lib/main-content.ts';

/** The first focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[100] rounded-lg bg-accent-400 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipToContent')}
    </a>
  );
}
