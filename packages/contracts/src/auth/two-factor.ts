import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { ZSession } from './auth-schemas.ts';

/**
 * Two-step sign-in (issue 11): a TOTP code from an authenticator app, or a one-time recovery
 * code. Staff must use it when STAFF_2FA=required; anyone may turn it on.
 */

export const RECOVERY_CODE_COUNT = 10;

const TWO_FACTOR_MESSAGES = {
  codeInvalid: VALIDATION_MESSAGES.twoFactorCodeInvalid,
} as const;

/** Six digits, spaces allowed as the apps show them ("123 456"). */
const ZTwoFactorCode = z
  .string({ error: VALIDATION_MESSAGES.required })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeInvalid));

/** A recovery code as shown to the person ("abcd-efgh-ijkl"), case and dashes forgiven. */
const ZRecoveryCode = z
  .string({ error: VALIDATION_MESSAGES.required })
  .transform((value) => value.toLowerCase().replace(/[^a-z0-9]/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{12}$/, TWO_FACTOR_MESSAGES.codeInvalid));

/**
 * The answer of `POST auth/login` when the password was right but a second step is needed:
 * `required` (enter a code) or `setup_required` (staff must enrol first). `challenge` stands for
 * the checked password for a few minutes; it opens nothing by itself.
 */
const ZTwoFactorChallenge = z.object({
  two_factor: z.enum(['required', 'setup_required']),
  challenge: z.string(),
  expires_at: z.iso.datetime(),
});
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

export const ZLoginResult = z.union([ZSession, ZTwoFactorChallenge]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

export function isTwoFactorChallenge(result: TLoginResult): result is TTwoFactorChallenge {
  return 'two_factor' in result;
}

/** `POST auth/two-factor`: the challenge and a code, or a recovery code. */
export const ZTwoFactorSignIn = z.union([
  z.object({ challenge: z.string().min(1).max(1000), code: ZTwoFactorCode }),
  z.object({ challenge: z.string().min(1).max(1000), recovery_code: ZRecoveryCode }),
]);
export type TTwoFactorSignIn = z.input<typeof ZTwoFactorSignIn>;

/** What an authenticator app needs: the secret as text, the otpauth:// link and its QR code (SVG). */
export const ZTwoFactorEnrollment = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_svg: z.string(),
});
export type TTwoFactorEnrollment = z.infer<typeof ZTwoFactorEnrollment>;

/** Enrolment at sign-in (staff who must): the challenge, then the challenge and the first code. */
export const ZTwoFactorChallengeBody = z.object({ challenge: z.string().min(1).max(1000) });
export const ZTwoFactorConfirmAtSignIn = ZTwoFactorChallengeBody.extend({ code: ZTwoFactorCode });

/** Enrolment of a signed-in person: the first code from the app. */
export const ZTwoFactorConfirm = z.object({ code: ZTwoFactorCode });

/** The recovery codes, shown once. */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export const ZSessionWithRecoveryCodes = z.object({ session: ZSession, recovery_codes: z.array(z.string()) });

/** `GET two-factor`: whether it is on, whether the person must have it, how many recovery codes remain. */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** Turning it off asks for the password again. */
export const ZTwoFactorDisable = z.object({
  current_password: z
    .string({ error: VALIDATION_MESSAGES.required })
    .min(1, VALIDATION_MESSAGES.required)
    .max(512),
});
