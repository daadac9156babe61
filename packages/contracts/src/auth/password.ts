import { z } from 'zod';
import { type TValidationMessageKey, VALIDATION_MESSAGES } from '../validation/message-keys.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases, short enough that hashing stays cheap for the server. */
export const PASSWORD_MAX_LENGTH = 128;

/** The password rule, shown to the person as a checklist before they submit. */
export const PASSWORD_RULES: readonly {
  message: TValidationMessageKey;
  test: (password: string) => boolean;
}[] = [
  { message: VALIDATION_MESSAGES.passwordTooShort, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { message: VALIDATION_MESSAGES.passwordNeedsLetter, test: (p) => /\p{L}/u.test(p) },
  { message: VALIDATION_MESSAGES.passwordNeedsDigit, test: (p) => /\d/.test(p) },
];

export const ZPassword = z
  .string({ error: VALIDATION_MESSAGES.required })
  .max(PASSWORD_MAX_LENGTH, { error: VALIDATION_MESSAGES.passwordTooLong })
  .superRefine((password, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });
