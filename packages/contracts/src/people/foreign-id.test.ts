import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { foreignIdProblem, isValidForeignId } from './foreign-id.ts';

describe('foreign identity number (YKN)', () => {
  it('accepts 11 digits starting with 99 whose two check digits are right', () => {
    expect(isValidForeignId('99123456740')).toBe(true);
    expect(isValidForeignId('99000000042')).toBe(true);
  });

  it('refuses a wrong check digit and a T.C. Kimlik No not starting with 99', () => {
    expect(isValidForeignId('99123456741')).toBe(false);
    expect(isValidForeignId('10000000146')).toBe(false);
  });

  it('names the problem a person meets first', () => {
    expect(foreignIdProblem('')).toBe(VALIDATION_MESSAGES.foreignIdEmpty);
    expect(foreignIdProblem('991234')).toBe(VALIDATION_MESSAGES.foreignIdTooShort);
    expect(foreignIdProblem('99123456741')).toBe(VALIDATION_MESSAGES.foreignIdInvalid);
    expect(foreignIdProblem('12345678950')).toBe(VALIDATION_MESSAGES.foreignIdInvalid);
    expect(foreignIdProblem('99123456740')).toBeNull();
  });
});
