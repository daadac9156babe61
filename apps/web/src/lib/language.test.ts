import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath, switchLanguagePath, withDefaultLanguage } from './language.ts';

describe('language paths', () => {
  it('reads the language from the first segment', () => {
    expect(languageOfPath('/en/app/login')).toBe('en');
    expect(languageOfPath('/tr')).toBe('tr');
    expect(languageOfPath('/de/app')).toBeNull();
    expect(languageOfPath('/')).toBeNull();
  });

  it('builds localized paths', () => {
    expect(localizedPath('en')).toBe('/en');
    expect(localizedPath('tr', 'app/login')).toBe('/tr/app/login');
    expect(localizedPath('tr', '/app/login/')).toBe('/tr/app/login');
  });

  it('switching keeps the rest of the path, the query and the hash', () => {
    expect(
      switchLanguagePath({ pathname: '/tr/app/accounts-detail/7', search: '?tab=2', hash: '#files' }, 'en'),
    ).toBe('/en/app/accounts-detail/7?tab=2#files');
    expect(switchLanguagePath({ pathname: '/en', hash: '#packets' }, 'tr')).toBe('/tr#packets');
    expect(switchLanguagePath({ pathname: '/tr/' }, 'en')).toBe('/en');
    expect(switchLanguagePath({ pathname: '/app/login' }, 'en')).toBe('/en/app/login');
  });

  it('sends paths without a supported language to Turkish', () => {
    expect(withDefaultLanguage({ pathname: '/' })).toBe('/tr');
    expect(withDefaultLanguage({ pathname: '/de/app/login', search: '?a=1' })).toBe('/tr/app/login?a=1');
    expect(withDefaultLanguage({ pathname: '/app/login', hash: '#x' })).toBe('/tr/app/login#x');
    expect(withDefaultLanguage({ pathname: '/privacy-policy' })).toBe('/tr/privacy-policy');
  });
});
