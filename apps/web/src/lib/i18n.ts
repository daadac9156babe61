import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * i18next for tr and en. Each language's namespaces (`src/locales/<lang>/<namespace>.json`) are
 * bundled into one chunk per language, and only the language of the URL is loaded: a language
 * change reloads the page (spec section 4), so the other one is never needed in the same page view.
 */
export const NAMESPACES = ['common', 'nav', 'pages', 'errors', 'landing'] as const;
export type TNamespace = (typeof NAMESPACES)[number];

const bundles: Record<TLanguage, () => Promise<{ default: ResourceLanguage }>> = {
  tr: () => import('../locales/bundle-tr.ts'),
  en: () => import('../locales/bundle-en.ts'),
};

export const i18n = i18next;

export async function initI18n(language: TLanguage): Promise<void> {
  const { default: bundle } = await bundles[language]();
  if (i18next.isInitialized) {
    for (const [namespace, resources] of Object.entries(bundle)) {
      i18next.addResourceBundle(language, namespace, resources, true, true);
    }
    await i18next.changeLanguage(language);
    return;
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { [language]: bundle },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    showSupportNotice: false,
  });
}

/** The language the page is showing; Turkish until i18n is initialised. */
export function currentLanguage(): TLanguage {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
