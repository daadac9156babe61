import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { countryName, countryOptions, isCountryCode } from './countries.ts';
import { identityNoProblem, normalizePassportNo, passportNoProblem } from './identity.ts';

describe('identity numbers by type', () => {
  it('checks the T.C. Kimlik No and the foreign ID each by its own rule', () => {
    expect(identityNoProblem('tckn', '12345678951')).toBe(VALIDATION_MESSAGES.nationalIdInvalid);
    expect(identityNoProblem('foreign_id', '12345678950')).toBe(VALIDATION_MESSAGES.foreignIdInvalid);
    expect(identityNoProblem('foreign_id', '99123456740')).toBeNull();
    expect(identityNoProblem('passport', '')).toBeNull();
  });

  it('takes a passport number of 5 to 20 letters and digits, trimmed and upper-cased', () => {
    expect(normalizePassportNo('  c01x00t47 ')).toBe('C01X00T47');
    expect(passportNoProblem(' c01x00t47 ')).toBeNull();
    expect(passportNoProblem('   ')).toBe(VALIDATION_MESSAGES.required);
    for (const value of ['AB12', 'AB 1234', 'AB-12345', 'A'.repeat(21)]) {
      expect(passportNoProblem(value), value).toBe(VALIDATION_MESSAGES.passportNoInvalid);
    }
  });
});

describe('countries', () => {
  it('knows the ISO 3166-1 alpha-2 codes, upper-case only', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('TR')).toBe(true);
    expect(isCountryCode('de')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('DEU')).toBe(false);
  });

  it('names them in the reader’s language and sorts them by it', () => {
    expect(countryName('DE', 'tr')).toBe('Almanya');
    expect(countryName('DE', 'en')).toBe('Germany');
    const options = countryOptions('tr');
    expect(options.length).toBeGreaterThan(240);
    const labels = options.map((option) => option.label);
    expect(labels.indexOf('Almanya')).toBeLessThan(labels.indexOf('Zambiya'));
  });
});
