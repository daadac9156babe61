/** IBANs as statements write them: spaced or not, upper or lower case. Only a valid one is kept. */

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** The ISO 13616 check: the IBAN, rotated and read as a number, is 1 modulo 97. */
function hasValidCheckDigits(iban: string): boolean {
  const rotated = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rotated) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN in compact upper case, or null when the text is not a valid IBAN. */
export function normalizeIban(text: string | null | undefined): string | null {
  if (!text) return null;
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return IBAN_SHAPE.test(compact) && hasValidCheckDigits(compact) ? compact : null;
}

/** Written compact or in groups of four ("TR33 0006 1005 …"), so the words after it are not taken in. */
const IBAN_IN_TEXT = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;

/** The first valid IBAN written in free text, other than `except` (the statement's own account). */
export function findIban(text: string | null | undefined, except: string | null = null): string | null {
  if (!text) return null;
  const candidates = text.toUpperCase().match(IBAN_IN_TEXT) ?? [];
  for (const candidate of candidates) {
    const iban = normalizeIban(candidate);
    if (iban && iban !== except) return iban;
  }
  return null;
}
