import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGE_KEYS } from '../accounts/account-schemas.ts';
import { LANGUAGES } from '../common/languages.ts';
import { DOCUMENT_MESSAGE_KEYS } from '../documents/document-kinds.ts';
import { CARD_MESSAGE_KEYS } from '../payments/card.ts';
import { SALES_TERMS_MESSAGE_KEYS } from '../payments/sales-terms.ts';
import { STAFF_MESSAGE_KEYS } from '../staff/announcements.ts';
import { VALIDATION_MESSAGE_KEYS } from '../validation/message-keys.ts';
import { WIZARD_MESSAGE_KEYS } from '../wizard/step-forms.ts';
import { MESSAGE_CATALOGUES } from './catalogue.ts';
import { fillPlaceholders } from './fill-placeholders.ts';

/** Every text of a catalogue by its path: `api.auth.loggedIn`, `mail.verifyEmail.notes.0`. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, text] of leaves(child, path ? `${path}.${key}` : key)) out.set(leaf, text);
    }
  } else {
    out.set(path, value);
  }
  return out;
}

const tr = leaves(MESSAGE_CATALOGUES.tr);
const en = leaves(MESSAGE_CATALOGUES.en);
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('have the same texts in Turkish and English, none empty', () => {
    expect([...en.keys()].sort()).toEqual([...tr.keys()].sort());
    for (const language of LANGUAGES) {
      for (const [path, text] of leaves(MESSAGE_CATALOGUES[language])) {
        expect(typeof text === 'string' && text.trim() !== '', `${language}: ${path}`).toBe(true);
      }
    }
  });

  it('use the same {{placeholders}} in both languages, and no single-brace leftovers', () => {
    for (const [path, text] of tr) {
      expect(placeholders(en.get(path)), path).toEqual(placeholders(text));
      expect(String(text).replace(/\{\{\s*\w+\s*\}\}/g, ''), path).not.toMatch(/\{\w+\}/);
    }
  });

  it('translate every message key the shared schemas name, in every language', () => {
    const keys = [
      ...VALIDATION_MESSAGE_KEYS,
      ...ACCOUNT_MESSAGE_KEYS,
      ...CARD_MESSAGE_KEYS,
      ...SALES_TERMS_MESSAGE_KEYS,
      ...DOCUMENT_MESSAGE_KEYS,
      ...STAFF_MESSAGE_KEYS,
      ...WIZARD_MESSAGE_KEYS,
    ];
    for (const key of keys) {
      const name = key.replace(/^validation\./, '');
      for (const language of LANGUAGES) {
        expect(MESSAGE_CATALOGUES[language].validation, `${language}: ${key}`).toHaveProperty(name);
      }
    }
  });

  it('keep the messages the spec quotes word for word (section 5)', () => {
    const { validation } = MESSAGE_CATALOGUES.tr;
    expect(validation.cardNumberTooShort).toBe('Kart Numarası 16 Haneden Küçük Olamaz');
    expect(validation.nationalIdTooShort).toBe('TC kimlik numarası 11 haneden küçük olamaz');
    expect(validation.nationalIdInvalid).toBe('Lütfen geçerli bir TC Kimlik numarası giriniz');
    expect(validation.nationalIdEmpty).toBe('Tc kimlik no alanı boş bırakılmaz');
    expect(validation.companyNameRequired).toBe('Şirketinizin bir ismi olmadan devam edemezsiniz');
  });

  it('name limits from the contract constants', () => {
    expect(MESSAGE_CATALOGUES.tr.validation.passwordTooShort).toBe('Şifre en az 8 karakter olmalıdır.');
    expect(MESSAGE_CATALOGUES.en.validation.documentTooLarge).toBe('The file may be at most 10 MB.');
  });
});

describe('fillPlaceholders', () => {
  it('fills the named values and leaves unknown placeholders visible', () => {
    expect(fillPlaceholders('{{name}}: {{ count }} / {{missing}}', { name: 'Ayşe', count: 3 })).toBe(
      'Ayşe: 3 / {{missing}}',
    );
  });
});
