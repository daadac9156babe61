import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_PHONE_COUNTRY } from './phone.ts';

/*
 * A business's contact number, as documents print it: unlike a person's phone (phone.ts, a mobile
 * that receives SMS codes) it may be a landline or an 0850 line. libphonenumber-js's full metadata
 * checks the number against its country's plan; without a country code it is Turkish.
 */

/** The number in its international written form (`+90 212 555 44 33`), or null when it is none. */
export function toContactPhone(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim().replace(/^00/, '+'), DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone.formatInternational() : null;
}
