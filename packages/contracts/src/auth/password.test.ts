import { describe, expect, it } from 'vitest';
import { ZPassword } from './password.ts';

const problems = (password: string) => {
  const result = ZPassword.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('password rule (NIST SP 800-63B)', () => {
  it('accepts 8 to 128 characters of any kind, with no composition rule', () => {
    expect(problems('correct horse battery staple')).toEqual([]);
    expect(problems('12345678')).toEqual([]);
    expect(problems('şşşşşşşş')).toEqual([]);
    expect(problems('🔑'.repeat(128))).toEqual([]);
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    expect(problems('🔑'.repeat(7))).toEqual(['validation.passwordTooShort']);
    expect(problems('a'.repeat(129))).toEqual(['validation.passwordTooLong']);
  });
});
