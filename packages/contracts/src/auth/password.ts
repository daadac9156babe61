import { z } from 'zod';
import { type TValidationMessageKey, VALIDATION_MESSAGES } from '../validation/message-keys.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases, short enough that hashing stays cheap for the server. */
export const PASSWORD_MAX_LENGTH = 128;

/** Characters as a person counts them (code points, so "ğ" or an emoji is one). */
const lengthOf = (password: string) => [...password].length;

/**
 * The password rule of NIST SP 800-63B: 8 to 128 characters of any kind, no composition rules;
 * shown to the person as a checklist before they submit. The server also refuses the 10,000
 * most common passwords (apps/api common-passwords.ts): that list stays off the web bundle.
 */
export const PASSWORD_RULES: readonly {
  message: TValidationMessageKey;
  test: (password: string) => boolean;
}[] = [{ message: VALIDATION_MESSAGES.passwordTooShort, test: (p) => lengthOf(p) >= PASSWORD_MIN_LENGTH }];

export const ZPassword = z.string({ error: VALIDATION_MESSAGES.required }).superRefine((password, ctx) => {
  if (lengthOf(password) > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.passwordTooLong });
  }
  for (const rule of PASSWORD_RULES) {
    if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message });
  }
});
