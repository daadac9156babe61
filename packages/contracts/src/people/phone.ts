import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';
import { PHONE_COUNTRY_CODE } from '../common/limits.ts';

/**
 * Phone numbers (issue 36): a Turkish mobile as people type it here (`532 123 45 67`, with or
 * without the leading 0), or any country's mobile number written with its country code
 * (`+49 151 23456789`, or `0049…`). libphonenumber-js with its mobile metadata decides what is a
 * mobile number: a number that can only be a landline is refused, as Turkish landlines are, since
 * the number receives the SMS codes. Every phone is stored in E.164 (`+905321234567`,
 * `+4915123456789`): Turkish mobiles still as +90 and ten digits.
 */

/** The input mask of a Turkish phone field (spec section 5). */
export const PHONE_MASK = '### ### ## ##';

/** The country of a number typed without a country code. */
export const DEFAULT_PHONE_COUNTRY = 'TR';

/** Longest stored phone: E.164 allows 15 digits after the +. */
export const PHONE_MAX_LENGTH = 16;

const TURKISH_MOBILE = /^0?(5\d{9})$/;
/** What a person may type: digits and the usual separators, after an optional +. */
const TYPED = /^\+?[\d\s().-]+$/;

/**
 * A Turkish mobile number as people type it: spaces removed, 5xx and seven more digits,
 * optionally with a leading 0. Returns the ten digits, or null when it is not one.
 */
function parseTurkishMobile(input: string): string | null {
  const match = TURKISH_MOBILE.exec(input.replace(/\s+/g, ''));
  return match?.[1] ?? null;
}

/**
 * The stored and sent form of a phone, E.164 without whitespace, or null when the input is not a
 * mobile number: without a country code a Turkish mobile (`0532…`, `532…`, `90532…`), with one
 * (`+…` or `00…`) a valid mobile number of that country (for +90 again a 5xx mobile).
 */
export function toInternationalPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!TYPED.test(trimmed)) return null;
  const compact = trimmed.replace(/[\s().-]/g, '');
  if (!compact.startsWith('+') && !compact.startsWith('00')) {
    const local = parseTurkishMobile(compact.replace(/^90(?=5\d{9}$)/, ''));
    return local ? `${PHONE_COUNTRY_CODE}${local}` : null;
  }
  const phone = parsePhoneNumberFromString(compact.replace(/^00/, '+'));
  if (!phone?.isValid()) return null;
  if (`+${phone.countryCallingCode}` === PHONE_COUNTRY_CODE) {
    return parseTurkishMobile(phone.nationalNumber) ? phone.number : null;
  }
  return phone.number;
}

/** Whether the input is a phone the portal takes (see toInternationalPhone). */
export function isValidPhone(input: string): boolean {
  return toInternationalPhone(input) !== null;
}

/**
 * A stored phone as the portal shows it: a Turkish number without its +90 (staff phones, spec
 * section 5), any other in its international form (`+49 1512 3456789`).
 */
export function toLocalPhone(international: string): string {
  if (international.startsWith(PHONE_COUNTRY_CODE)) return international.slice(PHONE_COUNTRY_CODE.length);
  if (!international.startsWith('+')) return international;
  return parsePhoneNumberFromString(international)?.formatInternational() ?? international;
}

/** A country a phone can be written in, with its calling code (`DE`, `49`). */
export type TPhoneCountry = { country: string; callingCode: string };

/** Every country libphonenumber-js knows a calling code of. */
export const PHONE_COUNTRIES: readonly TPhoneCountry[] = getCountries().map((country) => ({
  country,
  callingCode: getCountryCallingCode(country),
}));

const isPhoneCountry = (country: string): country is CountryCode =>
  PHONE_COUNTRIES.some((item) => item.country === country);

/** The calling code of a phone country (`DE` → `49`); the Turkish one for an unknown country. */
export function callingCodeOf(country: string): string {
  return isPhoneCountry(country) ? getCountryCallingCode(country) : PHONE_COUNTRY_CODE.slice(1);
}

/**
 * A number written with + split into its country and the digits after the calling code, for a
 * field that shows the country apart: the country the number belongs to when it is complete,
 * else `preferred` when it has that calling code, else the first country with the code. Null for
 * a number without + or with an unknown calling code.
 */
export function splitInternationalPhone(
  value: string,
  preferred?: string,
): { country: string; national: string } | null {
  const digits = value.replace(/\D/g, '');
  if (!value.trim().startsWith('+') || digits === '') return null;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (parsed?.country && parsed.isValid()) {
    return { country: parsed.country, national: parsed.nationalNumber };
  }
  // The longest calling code the digits start with (codes have 1 to 3 digits).
  for (const length of [3, 2, 1]) {
    const code = digits.slice(0, length);
    const countries = PHONE_COUNTRIES.filter((item) => item.callingCode === code);
    const first = countries[0];
    if (!first) continue;
    const country = countries.some((item) => item.country === preferred) ? (preferred ?? '') : first.country;
    return { country, national: digits.slice(length) };
  }
  return null;
}

/** The national digits of a number grouped as people write them in its country (`1512 3456789`). */
export function formatNationalDigits(country: string, digits: string): string {
  if (!isPhoneCountry(country) || digits === '') return digits;
  const prefix = `+${getCountryCallingCode(country)}`;
  const typed = new AsYouType(country).input(`${prefix}${digits}`);
  // The formatter groups as the digits come; what it cannot place it leaves as typed.
  const national = typed.startsWith(prefix) ? typed.slice(prefix.length).trim() : '';
  return national.replace(/\D/g, '') === digits ? national : digits;
}

/**
 * The national significant digits of what a person typed after choosing a country: the trunk
 * prefix people write at home dropped (a German `0151 …` is `151 …` after +49).
 */
export function nationalDigitsOf(country: string, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (!isPhoneCountry(country) || digits === '') return digits;
  const formatter = new AsYouType(country);
  formatter.input(digits);
  // A lone trunk 0 has no national digits yet: kept until the next digit shows what it is.
  return formatter.getNumber()?.nationalNumber ?? digits;
}
