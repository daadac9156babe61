import { LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/change-language.ts';
import { cn } from '../../lib/cn.ts';
import { switchLanguagePath } from '../../lib/language.ts';
import { useLocation } from '../../lib/navigation.tsx';
import { useLanguage } from '../../lib/use-language.ts';

/**
 * TR | EN. Real links to the same route in each language (so they work opened in a new tab);
 * a plain click stores the choice and reloads in the new language.
 */
export function LanguageSwitcher({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const location = useLocation();

  const onClick = (language: TLanguage) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (language !== current) changeLanguage(language);
  };

  return (
    <nav aria-label={t('chooseLanguage')} className={className}>
      <ul
        className={cn(
          'flex items-center gap-1 rounded-lg p-1',
          tone === 'dark' ? 'bg-white/10' : 'bg-surface ring-1 ring-line',
        )}
      >
        {LANGUAGES.map((language) => {
          const active = language === current;
          return (
            <li key={language}>
              <a
                href={switchLanguagePath(location, language)}
                hrefLang={language}
                lang={language}
                aria-current={active ? 'true' : undefined}
                onClick={onClick(language)}
                className={cn(
                  'flex min-h-8 min-w-10 items-center justify-center rounded-md px-2 text-small font-bold no-underline',
                  active && tone === 'dark' && 'bg-white text-brand-950',
                  active && tone === 'light' && 'bg-brand-800 text-white',
                  !active && tone === 'dark' && 'text-white hover:bg-white/15',
                  !active && tone === 'light' && 'text-brand-900 hover:bg-brand-100',
                )}
              >
                <span aria-hidden="true">{t(`languageShort.${language}`)}</span>
                <span className="sr-only">{t(`languages.${language}`)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
