import { describe, expect, it } from 'vitest';
import { ZPassword } from './password.ts';

const problems = (password: string) => {
  const result = ZPassword.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('password rule', () => {
  it('accepts eight characters with a letter and a digit', () => {
    expect(problems('portal24')).toEqual([]);
    expect(problems('Şifre2026')).toEqual([]);
  });

  it('names each rule a password breaks', () => {
    expect(problems('abc')).toEqual(['validation.passwordTooShort', 'validation.passwordNeedsDigit']);
    expect(problems('12345678')).toEqual(['validation.passwordNeedsLetter']);
    expect(problems('a1'.repeat(65))).toContain('validation.passwordTooLong');
  });
});
