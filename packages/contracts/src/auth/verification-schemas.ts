import { z } from 'zod';
import { ZRecordId } from '../products/product-requests.ts';
import { ZUser } from './auth-schemas.ts';

const MINUTE = 60 * 1000;

/** How long the links and codes the portal sends stay valid; the pages may say so to the person. */
export const EMAIL_VERIFICATION_LINK_LIFETIME_MS = 60 * MINUTE;
export const PASSWORD_RESET_TOKEN_LIFETIME_MS = 60 * MINUTE;
export const SMS_CODE_LIFETIME_MS = 10 * MINUTE;
/** Wrong guesses allowed for one SMS code; after that a new code must be requested. */
export const SMS_CODE_MAX_TRIES = 5;

/** `GET verify/email/{id}/{hash}`: the user's id and the hash of the address, from the mail's link. */
export const ZEmailVerificationParams = z.object({ id: ZRecordId, hash: z.string().max(128) });

/** `GET verify/email/{id}/{hash}` and `GET verify/sms`: the user as it is now, verified. */
export const ZVerifiedUser = z.object({ user: ZUser });

/**
 * `GET verify/email/send-email-verification-notification` and `GET verify/sms/send-sms-verification-notification`:
 * `sent` is false when there was nothing to verify (already verified); the message says which.
 */
export const ZVerificationSent = z.object({ sent: z.boolean() });
