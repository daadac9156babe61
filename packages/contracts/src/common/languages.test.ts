import { describe, expect, it } from 'vitest';
import { isLanguage, resolveLanguage } from './languages.ts';

describe('resolveLanguage', () => {
  it('falls back to Turkish when nothing or something unknown is asked for', () => {
    expect(resolveLanguage(undefined)).toBe('tr');
    expect(resolveLanguage('')).toBe('tr');
    expect(resolveLanguage('de-DE,fr;q=0.8')).toBe('tr');
  });

  it('takes the first supported language of an Accept-Language header', () => {
    expect(resolveLanguage('en-US,en;q=0.9,tr;q=0.8')).toBe('en');
    expect(resolveLanguage('de, en;q=0.5')).toBe('en');
    expect(resolveLanguage('TR')).toBe('tr');
  });

  it('knows exactly tr and en', () => {
    expect(isLanguage('tr')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});
