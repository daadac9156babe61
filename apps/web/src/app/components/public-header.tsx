import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLink } from '../../components/section-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { LANDING_SECTIONS } from '../../config/landing-sections.ts';
import { pathTo } from '../../config/paths.ts';
import { Link } from '../../lib/navigation.tsx';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { HEADER_HEIGHT_PROPERTY, usePublishedHeight } from '../../lib/use-published-height.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The header of the public pages: logo, the landing's sections, language and sign-in. */
export function PublicHeader() {
  const { t } = useTranslation('nav');
  const language = useLanguage();
  const menu = useDisclosure();
  const landing = pathTo(language, 'landing');
  // Notifications show below the header (components/ui/toaster.tsx).
  const header = useRef<HTMLElement>(null);
  usePublishedHeight(header, HEADER_HEIGHT_PROPERTY);

  const sectionLinks = (variant: 'bar' | 'panel') =>
    LANDING_SECTIONS.map((section) => (
      <li key={section}>
        <SectionLink
          section={section}
          onNavigate={menu.close}
          className={
            variant === 'bar'
              ? 'rounded-md px-2.5 py-2 text-small font-semibold whitespace-nowrap text-brand-900 no-underline hover:bg-brand-50'
              : 'block rounded-md px-3 py-3 font-semibold text-brand-900 no-underline hover:bg-brand-50'
          }
        >
          {t(`sections.${section}`)}
        </SectionLink>
      </li>
    ));

  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to={landing} className="rounded-md no-underline" aria-label={t('homeLink')}>
          <Logo />
        </Link>
        <nav aria-label={t('sectionNavigation')} className="ms-auto hidden xl:block">
          <ul className="flex items-center gap-1">{sectionLinks('bar')}</ul>
        </nav>
        <div className="ms-auto hidden items-center gap-3 md:flex xl:ms-0">
          <LanguageSwitcher />
          <Link
            to={pathTo(language, 'login')}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('login')}
          </Link>
        </div>
        <button
          ref={menu.buttonRef}
          type="button"
          className="ms-auto inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 md:ms-0 xl:hidden"
          aria-label={menu.open ? t('closeMenu') : t('openMenu')}
          {...menu.buttonProps}
        >
          {menu.open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <div
        ref={menu.panelRef}
        {...menu.panelProps}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-y border-line bg-white shadow-card xl:hidden"
      >
        <nav aria-label={t('sectionNavigation')} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="grid gap-1 sm:grid-cols-2">{sectionLinks('panel')}</ul>
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-line pt-4 md:hidden">
            <LanguageSwitcher />
            <Link
              to={pathTo(language, 'login')}
              className={buttonClasses({ variant: 'primary', size: 'md' })}
            >
              {t('login')}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
