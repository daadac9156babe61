import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@portal/contracts/common/languages';

/**
 * The language is the first path segment (`/tr/app/login`). These helpers are pure so the rules
 * are tested without a browser.
 */

type PathLocation = { pathname: string; search?: string; hash?: string };

function segments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** The language of a path, or null when its first segment is not a supported language. */
export function languageOfPath(pathname: string): TLanguage | null {
  const first = segments(pathname)[0];
  return isLanguage(first) ? first : null;
}

/** `/{lang}` followed by a path relative to the language root: `localizedPath('en', 'app/login')` → `/en/app/login`. */
export function localizedPath(language: TLanguage, path = ''): string {
  const rest = segments(path).join('/');
  return rest ? `/${language}/${rest}` : `/${language}`;
}

/**
 * Where a path without a supported language goes: an unknown language code (`/de/app`) is
 * replaced by Turkish, any other path gets the Turkish prefix (`/app/login` → `/tr/app/login`).
 */
export function withDefaultLanguage({ pathname, search = '', hash = '' }: PathLocation): string {
  const parts = segments(pathname);
  const [first, ...rest] = parts;
  const looksLikeLanguage = first !== undefined && /^[a-z]{2}(-[a-z]{2})?$/i.test(first);
  const kept = looksLikeLanguage && !isLanguage(first) ? rest : parts;
  const language = isLanguage(first) ? first : DEFAULT_LANGUAGE;
  return `${localizedPath(language, kept.join('/'))}${search}${hash}`;
}

/** The same route in another language: same path after the prefix, same query and hash. */
export function switchLanguagePath(
  { pathname, search = '', hash = '' }: PathLocation,
  language: TLanguage,
): string {
  const parts = segments(pathname);
  const rest = isLanguage(parts[0]) ? parts.slice(1) : parts;
  const trailingSlash = pathname.length > 1 && pathname.endsWith('/') && rest.length > 0 ? '/' : '';
  return `${localizedPath(language, rest.join('/'))}${trailingSlash}${search}${hash}`;
}
