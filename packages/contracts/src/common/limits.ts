/** Business constants and limits of spec section 9. Every app imports them from here. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const API_TIMEOUT_MS = 6000;
export const NOTIFICATION_DURATION_MS = 10 * SECOND;
export const RATE_LIMIT_RELOAD_MS = 20 * SECOND;
export const TOKEN_LIFETIME_MS = 2 * HOUR;
export const TOKEN_REFRESH_THRESHOLD_MS = 15 * MINUTE;
/**
 * A session's absolute lifetime, on top of the 2-hour idle rule: refreshes never carry a session
 * past it. `remember_me` at sign-in asks for the longer one.
 */
export const SESSION_MAX_MS = 12 * HOUR;
export const REMEMBERED_SESSION_MAX_MS = 30 * 24 * HOUR;
export const INACTIVITY_LOGOUT_MS = 2 * HOUR;
export const INACTIVITY_CHECK_INTERVAL_MS = SECOND;
export const CHUNK_LOAD_TIMEOUT_MS = 120 * SECOND;

export const COMPANY_NAME_MAX_LENGTH = 60;
export const CARD_NUMBER_LENGTH = 16;
export const CVC_MAX_LENGTH = 3;
export const NATIONAL_ID_LENGTH = 11;
/** A Turkish mobile number without the country code: 5xx and seven more digits. */
export const PHONE_DIGITS = 10;
export const PHONE_COUNTRY_CODE = '+90';
/** Registration always sends language_id 1 (spec section 9). */
export const REGISTRATION_LANGUAGE_ID = 1;

export const ESTABLISHMENT_WORKING_DAYS = 3;
export const OFFICE_LOCATION_COUNT = 4;
/** Minimum monthly social-security premium of a company owner, in kuruş (1.055,36 TL). */
export const MIN_OWNER_SSI_PREMIUM_KURUS = 105_536;
export const DOCUMENT_UPLOAD_DAYS_AFTER_MONTH_END = 7;
export const VIDEO_MODAL_SIZE = { width: 800, height: 490 } as const;
export const CURRENCY = 'TRY';
