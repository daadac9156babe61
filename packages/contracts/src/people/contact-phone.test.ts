import { describe, expect, it } from 'vitest';
import { toContactPhone } from './contact-phone.ts';

describe('a contact phone', () => {
  it('takes a landline, an 0850 line or a mobile, Turkish without a country code', () => {
    expect(toContactPhone('0212 555 44 33')).toBe('+90 212 555 44 33');
    expect(toContactPhone('+90 (212) 555-44-33')).toBe('+90 212 555 44 33');
    expect(toContactPhone('0850 123 45 67')).toBe('+90 850 123 4567');
    expect(toContactPhone('0532 123 45 67')).toBe('+90 532 123 45 67');
    expect(toContactPhone('0049 30 901820')).toBe('+49 30 901820');
  });

  it('refuses what no numbering plan has', () => {
    expect(toContactPhone('0212 555 44')).toBeNull();
    expect(toContactPhone('123')).toBeNull();
    expect(toContactPhone('telefon')).toBeNull();
  });
});
