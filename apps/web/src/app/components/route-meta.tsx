import type { TLanguage } from '@portal/contracts/common/languages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { setDocumentAlternates, setDocumentDescription } from '../../lib/document-head.ts';
import type { TKeyOf } from '../../lib/i18n-keys.ts';
import { useCurrentRoute } from '../route-handle.ts';

/** Document title, meta description and language alternates from the route table row. */
export function RouteMeta({ language }: { language: TLanguage }) {
  const { t } = useTranslation(['pages', 'common']);
  const route = useCurrentRoute();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!route) return;
    const appName = t('common:appName');
    document.title = `${t(route.titleKey as TKeyOf<'pages'>)} | ${appName}`;
    setDocumentDescription(
      route.descriptionKey ? t(route.descriptionKey as TKeyOf<'pages'>) : t('common:description'),
    );
  }, [route, t]);

  useEffect(() => {
    setDocumentAlternates(pathname, language);
  }, [pathname, language]);

  return null;
}
