import { type TValidationMessageKey, VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { foreignIdProblem } from './foreign-id.ts';
import { nationalIdProblem } from './national-id.ts';

/**
 * How a company's founder proves who they are (issue 36): a Turkish citizen by the T.C. Kimlik
 * No, a foreigner living in Turkey by the foreign identity number (YKN, 99…), a foreigner from
 * abroad by the passport. The first two are kept in `identityNo`, the passport in `passportNo`.
 */
export const IDENTITY_TYPES = ['tckn', 'foreign_id', 'passport'] as const;
export type TIdentityType = (typeof IDENTITY_TYPES)[number];

/** An application saved before the founder chose: a Turkish citizen. */
export const DEFAULT_IDENTITY_TYPE: TIdentityType = 'tckn';

export function isIdentityType(value: unknown): value is TIdentityType {
  return typeof value === 'string' && (IDENTITY_TYPES as readonly string[]).includes(value);
}

/** A passport number: letters and digits only, 5 to 20 of them (ICAO 9303 allows up to 9; some states more). */
export const PASSPORT_NO_LENGTH = { min: 5, max: 20 } as const;
const PASSPORT_NO = new RegExp(`^[A-Z0-9]{${PASSPORT_NO_LENGTH.min},${PASSPORT_NO_LENGTH.max}}$`);

/** As it is stored: trimmed and upper-case. */
export function normalizePassportNo(value: string): string {
  return value.trim().toLocaleUpperCase('en');
}

export function passportNoProblem(value: string): TValidationMessageKey | null {
  const passportNo = normalizePassportNo(value);
  if (passportNo === '') return VALIDATION_MESSAGES.required;
  return PASSPORT_NO.test(passportNo) ? null : VALIDATION_MESSAGES.passportNoInvalid;
}

/** The ID number's problem for the chosen identity (the passport's number is checked apart). */
export function identityNoProblem(type: TIdentityType, value: string): TValidationMessageKey | null {
  if (type === 'foreign_id') return foreignIdProblem(value);
  if (type === 'tckn') return nationalIdProblem(value);
  return null;
}

/** Whether the founder is a foreigner (asked for the nationality). */
export function isForeignIdentity(type: string): boolean {
  return type === 'foreign_id' || type === 'passport';
}
