// The package's index without its 80 name catalogues (the node entry would load them all).
import countries from 'i18n-iso-countries/index.js';

/**
 * Countries by their ISO 3166-1 alpha-2 codes (a nationality, a country of birth): the list of
 * codes from i18n-iso-countries, the names in the reader's language from the platform's
 * Intl.DisplayNames (CLDR), so no list of names is kept here.
 */

/** The country of the portal: a birth place here is a Turkish province and district. */
export const HOME_COUNTRY = 'TR';

/** Every officially assigned ISO 3166-1 alpha-2 code, upper-case. */
const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes());

const CODES = new Set(COUNTRY_CODES);

/** Whether `value` is an ISO 3166-1 alpha-2 code, written upper-case (`DE`). */
export function isCountryCode(value: string): boolean {
  return CODES.has(value);
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in `language` (`DE` → `Almanya` / `Germany`); the code itself if unknown. */
export function countryName(code: string, language: string): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country as a select's option, by name in `language`'s alphabetical order. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
