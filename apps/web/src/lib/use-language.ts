import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@portal/contracts/common/languages';
import { useTranslation } from 'react-i18next';

/** The language the page is showing (the URL's, once i18n is initialised from it). */
export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
