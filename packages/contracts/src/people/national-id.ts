import { NATIONAL_ID_LENGTH } from '../common/limits.ts';
import { type TValidationMessageKey, VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/**
 * The official checksum of a Turkish national ID (T.C. Kimlik No): 11 digits, not starting
 * with 0; the 10th digit is (7 × sum of digits 1,3,5,7,9 − sum of digits 2,4,6,8) mod 10;
 * the 11th is the sum of the first ten mod 10.
 */
export function isValidNationalId(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return at(9) === tenth && at(10) === eleventh;
}

/** The three messages of spec section 5, in the order a person meets them. */
export function nationalIdProblem(value: string): TValidationMessageKey | null {
  if (value.trim() === '') return VALIDATION_MESSAGES.nationalIdEmpty;
  if (value.length < NATIONAL_ID_LENGTH) return VALIDATION_MESSAGES.nationalIdTooShort;
  if (!isValidNationalId(value)) return VALIDATION_MESSAGES.nationalIdInvalid;
  return null;
}
