import type { TLanguage } from '@portal/contracts/common/languages';
import { switchLanguagePath } from './language.ts';
import { storage } from './storage.ts';

/**
 * Stores the language and reloads the same route in it (spec section 4): same path after the
 * prefix, same query and hash. A full load, so every text and the API's messages switch together.
 */
export function changeLanguage(language: TLanguage): void {
  storage.set('lang', language);
  window.location.assign(switchLanguagePath(window.location, language));
}
