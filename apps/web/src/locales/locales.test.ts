import { LANGUAGES } from '@portal/contracts/common/languages';
import { MENU_IDS, menuDefinitions } from '@portal/contracts/navigation/menus';
import { describe, expect, it } from 'vitest';
import { LAZY_NAMESPACES, NAMESPACES } from '../lib/i18n.ts';
import bundleEn from './bundle-en.ts';
import bundleTr from './bundle-tr.ts';

// The validation texts live in the shared catalogue (packages/contracts/src/messages), tested there.
const ALL_NAMESPACES = [...NAMESPACES, ...LAZY_NAMESPACES].filter((name) => name !== 'validation');

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function namespace(language: string, name: string): Map<string, unknown> {
  return flatten(files[`./${language}/${name}.json`]);
}

describe('locales', () => {
  it('has exactly the registered namespaces in every language', () => {
    for (const language of LANGUAGES) {
      const found = Object.keys(files)
        .filter((file) => file.startsWith(`./${language}/`))
        .map((file) => file.slice(`./${language}/`.length, -'.json'.length))
        .sort();
      expect(found).toEqual([...ALL_NAMESPACES].sort());
    }
  });

  it('bundles the eager namespaces only; the lazy ones load with their routes', () => {
    expect(Object.keys(bundleTr).sort()).toEqual([...NAMESPACES].sort());
    expect(Object.keys(bundleEn).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(ALL_NAMESPACES)('"%s" has the same keys in Turkish and English', (name) => {
    expect([...namespace('en', name).keys()].sort()).toEqual([...namespace('tr', name).keys()].sort());
  });

  it.each(ALL_NAMESPACES)('"%s" holds only non-empty strings', (name) => {
    for (const language of LANGUAGES) {
      for (const [key, value] of namespace(language, name)) {
        expect(typeof value === 'string' && value.trim() !== '', `${language}/${name}:${key}`).toBe(true);
      }
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const variables = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const name of ALL_NAMESPACES) {
      const english = namespace('en', name);
      for (const [key, text] of namespace('tr', name)) {
        expect(variables(english.get(key)), `${name}:${key}`).toEqual(variables(text));
      }
    }
  });

  it('contains no placeholder text', () => {
    for (const [file, content] of Object.entries(files)) {
      expect(JSON.stringify(content), file).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    }
  });

  it('names every product menu entry with a key of "nav" (the top bar casts them to nav keys)', () => {
    for (const menu of MENU_IDS) {
      for (const entry of menuDefinitions(menu)) {
        for (const language of LANGUAGES) {
          expect(namespace(language, 'nav').has(entry.labelKey), `${language}: ${entry.labelKey}`).toBe(true);
        }
      }
    }
  });
});
