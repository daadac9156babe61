import {
  EMAIL_VERIFICATION_LINK_LIFETIME_MS,
  PASSWORD_RESET_TOKEN_LIFETIME_MS,
  SMS_CODE_LIFETIME_MS,
} from '../auth/verification-schemas.ts';
import { DOCUMENT_MAX_BYTES } from '../documents/document-kinds.ts';
import { AVATAR_MAX_BYTES } from '../users/avatar.ts';

/** The limits the texts name, in the units they name them: each follows its contract constant. */
const MINUTE_MS = 60_000;
const MEGABYTE = 1024 * 1024;

export const RESET_LINK_MINUTES = PASSWORD_RESET_TOKEN_LIFETIME_MS / MINUTE_MS;
export const VERIFY_EMAIL_LINK_MINUTES = EMAIL_VERIFICATION_LINK_LIFETIME_MS / MINUTE_MS;
export const SMS_CODE_MINUTES = SMS_CODE_LIFETIME_MS / MINUTE_MS;
export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / MEGABYTE;
export const DOCUMENT_MAX_MB = DOCUMENT_MAX_BYTES / MEGABYTE;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/password.ts';
export { CARD_NUMBER_LENGTH, CVC_MAX_LENGTH, NATIONAL_ID_LENGTH, PHONE_DIGITS } from '../common/limits.ts';
export { DEMO_BOOKING_MAX_DAYS_AHEAD } from '../contact/demo-booking-schemas.ts';
export { PASSPORT_NO_LENGTH } from '../people/identity.ts';
export { FOUNDER_MIN_AGE } from '../wizard/step-forms.ts';
