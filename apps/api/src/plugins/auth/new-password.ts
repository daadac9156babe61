import { VALIDATION_MESSAGES } from '@portal/contracts/validation/message-keys';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../errors.ts';
import { hashPassword } from './password.ts';

/**
 * The 10,000 most common passwords of zxcvbn's list (most common first, from leaked password
 * sets; lower case), as NIST SP 800-63B asks: a password on it is refused, whatever its length.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].slice(0, 10_000));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * The hash of a password a person chooses (registration, reset, change, a staff-made account):
 * the shared schema has checked its length; this refuses a common one (422 on `field`).
 */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password)) {
    const message = VALIDATION_MESSAGES.passwordTooCommon;
    throw new HttpError(422, message, { fields: { [field]: message } });
  }
  return hashPassword(password);
}
