import {
  DEFAULT_LANGUAGE,
  LANGUAGE_IDS,
  LANGUAGES,
  type TLanguage,
} from '@portal/contracts/common/languages';

/** The language of a user's `language_id` (mails, SMS, links); Turkish for an unknown id. */
export function languageOfId(languageId: number): TLanguage {
  return LANGUAGES.find((language) => LANGUAGE_IDS[language] === languageId) ?? DEFAULT_LANGUAGE;
}
