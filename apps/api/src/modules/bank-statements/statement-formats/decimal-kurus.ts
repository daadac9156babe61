/**
 * Decimal text to integer kuruş, never through floats: the integer and fraction digits are read
 * as text, two fraction digits are kept and the third rounds half up (on the magnitude).
 */

/** At most 13 integer digits keeps every kuruş figure (and any sum a statement holds) exact. */
const MAX_INTEGER_DIGITS = 13;

export function kurusFromDigits(integer: string, fraction: string): number | null {
  const significant = integer.replace(/^0+/, '');
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || significant.length > MAX_INTEGER_DIGITS)
    return null;
  const cents = Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1 : 0;
  return Number(significant || '0') * 100 + cents + roundUp;
}

const signed = (negative: boolean, kurus: number | null) =>
  kurus === null ? null : negative && kurus !== 0 ? -kurus : kurus;

/** An XML Schema decimal ("1234.5", "-0.010"): a dot, no grouping. */
export function xmlDecimalToKurus(text: string): number | null {
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  return signed(match[1] === '-', kurusFromDigits(match[2] ?? '', match[3] ?? ''));
}

/** How a bank writes its amounts: "1.234,56" (Turkish, comma) or "1,234.56" (dot). */
export type TDecimalStyle = 'comma' | 'dot';

/**
 * An amount as a bank export writes it: an optional sign (leading, or trailing as some
 * exports do), optional thousands grouping of the style, an optional currency word after it.
 */
export function bankDecimalToKurus(text: string, style: TDecimalStyle): number | null {
  const compact = text
    .trim()
    .replace(/\s*(TL|TRY|USD|EUR|GBP|CHF)$/i, '')
    .replace(/\s+/g, '');
  const [group, decimal] = style === 'comma' ? ['.', ','] : [',', '.'];
  const g = `\\${group}`;
  const d = `\\${decimal}`;
  const pattern = new RegExp(`^([+-]?)(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d*))?(-?)$`);
  const match = pattern.exec(compact);
  if (!match || (match[1] && match[4])) return null;
  const integer = (match[2] ?? '').split(group).join('');
  return signed(match[1] === '-' || match[4] === '-', kurusFromDigits(integer, match[3] ?? ''));
}
