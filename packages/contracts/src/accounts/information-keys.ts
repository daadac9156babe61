/** The only keys an account's information list may hold (spec section 3). */
export const ACCOUNT_INFORMATION_KEYS = [
  'packet',
  'packet_id',
  'office_packet',
  'office_packet_id',
  'packet_type',
  'step',
  'office_step',
  'identityNo',
  // The founder's identity (issue 36): `tckn`, `foreign_id` (both numbers in identityNo) or
  // `passport`; nationality and country of birth as ISO 3166-1 alpha-2 codes.
  'identityType',
  'passportNo',
  'nationality',
  'birthCountry',
  'birthCity',
  'birthDist',
  'birthDate',
  'city',
  'district',
  'phone',
  'street',
  'neighbourhood',
  'buildingNo',
  'doorNo',
  'tax_office',
  'tax_number',
  'additional_services',
  'address_option',
  'rental_amount_brut',
  'rental_period',
  'rental_amount_net',
  'currency',
  'virtual_office_selection',
  'virtual_office_id',
] as const;
export type TAccountInformationKey = (typeof ACCOUNT_INFORMATION_KEYS)[number];

export function isAccountInformationKey(value: unknown): value is TAccountInformationKey {
  return typeof value === 'string' && (ACCOUNT_INFORMATION_KEYS as readonly string[]).includes(value);
}

/** `virtual_office_id` holds the chosen office's id, or this when the customer uses their own address. */
export const NO_VIRTUAL_OFFICE = '-';
