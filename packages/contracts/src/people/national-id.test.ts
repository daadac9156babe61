import { describe, expect, it } from 'vitest';
import { isValidNationalId, nationalIdProblem } from './national-id.ts';

describe('national ID', () => {
  it('accepts numbers whose two check digits are right', () => {
    expect(isValidNationalId('10000000146')).toBe(true);
    expect(isValidNationalId('12345678950')).toBe(true);
  });

  it('refuses a wrong check digit, a leading zero, letters and the wrong length', () => {
    expect(isValidNationalId('10000000147')).toBe(false);
    expect(isValidNationalId('12345678951')).toBe(false);
    expect(isValidNationalId('02345678950')).toBe(false);
    expect(isValidNationalId('1234567895a')).toBe(false);
    expect(isValidNationalId('1000000014')).toBe(false);
  });

  it('names the spec message a person meets first', () => {
    expect(nationalIdProblem('')).toBe('validation.nationalIdEmpty');
    expect(nationalIdProblem('12345')).toBe('validation.nationalIdTooShort');
    expect(nationalIdProblem('12345678951')).toBe('validation.nationalIdInvalid');
    expect(nationalIdProblem('10000000146')).toBeNull();
  });
});
