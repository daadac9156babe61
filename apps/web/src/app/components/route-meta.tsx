import { LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TKeyOf } from '../../lib/i18n-keys.ts';
import { switchLanguagePath } from '../../lib/language.ts';
import { useCurrentRoute } from '../route-handle.ts';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

function setDescription(content: string | null): void {
  const meta = upsert('meta[name="description"]', () => {
    const element = document.createElement('meta');
    element.setAttribute('name', 'description');
    return element;
  });
  if (content) meta.setAttribute('content', content);
  else meta.remove();
}

/** `hreflang` alternates of the current route in every language, plus x-default (Turkish). */
function setAlternates(pathname: string, language: TLanguage): void {
  for (const old of document.head.querySelectorAll('link[data-route-meta]')) old.remove();
  const origin = window.location.origin;
  const add = (rel: string, href: string, hreflang?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    link.dataset.routeMeta = '';
    document.head.appendChild(link);
  };
  for (const other of LANGUAGES) {
    add('alternate', origin + switchLanguagePath({ pathname }, other), other);
  }
  add('alternate', origin + switchLanguagePath({ pathname }, 'tr'), 'x-default');
  add('canonical', origin + switchLanguagePath({ pathname }, language));
}

/** Document title, meta description and language alternates from the route table row. */
export function RouteMeta({ language }: { language: TLanguage }) {
  const { t } = useTranslation(['pages', 'common']);
  const route = useCurrentRoute();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!route) return;
    const appName = t('common:appName');
    document.title = `${t(route.titleKey as TKeyOf<'pages'>)} | ${appName}`;
    setDescription(
      route.descriptionKey ? t(route.descriptionKey as TKeyOf<'pages'>) : t('common:description'),
    );
  }, [route, t]);

  useEffect(() => {
    setAlternates(pathname, language);
  }, [pathname, language]);

  return null;
}
