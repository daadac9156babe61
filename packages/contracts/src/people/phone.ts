import { PHONE_COUNTRY_CODE } from '../common/limits.ts';

/** The input mask of every Turkish phone field (spec section 5). */
export const PHONE_MASK = '### ### ## ##';

const MOBILE = /^0?(5\d{9})$/;

/**
 * A Turkish mobile number as people type it: spaces removed, 5xx and seven more digits,
 * optionally with a leading 0. Returns the ten digits, or null when it is not one.
 */
export function parseTurkishMobile(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  const match = MOBILE.exec(digits);
  return match?.[1] ?? null;
}

/** Stored and sent form: +90 followed by the ten digits, no whitespace. */
export function toInternationalPhone(input: string): string | null {
  const compact = input.replace(/\s+/g, '').replace(/^\+?90(?=5\d{9}$)/, '');
  const local = parseTurkishMobile(compact);
  return local ? `${PHONE_COUNTRY_CODE}${local}` : null;
}

/** Staff phones are shown with the country-code part sliced out (spec section 5). */
export function toLocalPhone(international: string): string {
  return international.startsWith(PHONE_COUNTRY_CODE)
    ? international.slice(PHONE_COUNTRY_CODE.length)
    : international;
}
