import type { TAccountInformationKey } from '@portal/contracts/accounts/information-keys';
import { REQUIRED_ADDRESS_KEYS } from '@portal/contracts/wizard/application-rules';
import { MISSING } from '../formatting.ts';

/**
 * How the application's answers are grouped for the reviewer, in the wizard's order. The wizard's
 * own progress (`step`, `office_step`) is bookkeeping, not an answer, so it is not shown.
 */
export const INFORMATION_GROUPS = [
  { id: 'company', keys: ['tax_office', 'tax_number'] },
  {
    id: 'packet',
    keys: ['packet', 'packet_id', 'packet_type', 'office_packet', 'office_packet_id', 'additional_services'],
  },
  {
    id: 'personal',
    keys: [
      'identityType',
      'identityNo',
      'passportNo',
      'nationality',
      'birthDate',
      'birthCountry',
      'birthCity',
      'birthDist',
      'phone',
    ],
  },
  {
    id: 'address',
    // The required address answers (the payment checks them), then the rest of the step's.
    keys: [
      ...REQUIRED_ADDRESS_KEYS,
      'rental_amount_brut',
      'rental_amount_net',
      'rental_period',
      'currency',
      'virtual_office_selection',
      'virtual_office_id',
    ],
  },
] as const satisfies readonly { id: string; keys: readonly TAccountInformationKey[] }[];

export const HIDDEN_INFORMATION_KEYS = [
  'step',
  'office_step',
] as const satisfies readonly TAccountInformationKey[];

/**
 * A value as the reviewer reads it: a dash when missing or blank, and a list saved as JSON (the
 * additional services) joined with commas.
 */
export function displayInformationValue(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return MISSING;
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (
        Array.isArray(parsed) &&
        parsed.every((item) => typeof item === 'string' || typeof item === 'number')
      ) {
        return parsed.length > 0 ? parsed.join(', ') : MISSING;
      }
    } catch {
      // Not JSON after all: shown as written.
    }
  }
  return trimmed;
}
