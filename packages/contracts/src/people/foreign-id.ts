import { NATIONAL_ID_LENGTH } from '../common/limits.ts';
import { type TValidationMessageKey, VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { isValidNationalId } from './national-id.ts';

/**
 * The foreign identity number (Yabancı Kimlik Numarası, YKN) that Turkey's population registry
 * (NVİ, in MERNİS) gives a foreigner living here: 11 digits starting with 99, in the format of the
 * T.C. Kimlik No and with its two check digits (the 10th and 11th, see isValidNationalId).
 */
export const FOREIGN_ID_PREFIX = '99';

export function isValidForeignId(value: string): boolean {
  return value.startsWith(FOREIGN_ID_PREFIX) && isValidNationalId(value);
}

/** The foreign ID's problems, in the order a person meets them, as the national ID's are. */
export function foreignIdProblem(value: string): TValidationMessageKey | null {
  if (value.trim() === '') return VALIDATION_MESSAGES.foreignIdEmpty;
  if (value.length < NATIONAL_ID_LENGTH) return VALIDATION_MESSAGES.foreignIdTooShort;
  if (!isValidForeignId(value)) return VALIDATION_MESSAGES.foreignIdInvalid;
  return null;
}
