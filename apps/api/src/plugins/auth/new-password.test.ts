import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, hashNewPassword, isCommonPassword } from './new-password.ts';

describe('the common-password list', () => {
  it('holds the 10,000 most common passwords', () => {
    expect(COMMON_PASSWORDS.size).toBe(10_000);
    for (const password of ['123456', 'password', 'password1', 'qwertyuiop', '12345678', 'iloveyou']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('compares without case, and lets a passphrase through', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('Portal2026')).toBe(false);
  });

  it('refuses a common password on the field it came from, and hashes any other', async () => {
    await expect(hashNewPassword('password1', 'password')).rejects.toMatchObject({
      statusCode: 422,
      messageKey: 'validation.passwordTooCommon',
    });
    expect(await hashNewPassword('correct horse battery staple')).toMatch(/^\$argon2id\$/);
  });
});
