import { CURRENCY } from './limits.ts';

/** Money is integer kuruş everywhere; this is the one place that turns it into text. */
export function formatKurus(kurus: number, locale: 'tr' | 'en' = 'tr'): string {
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: kurus % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100);
}

/**
 * The portal's one money input rule (issue 36): every amount a person types is read by
 * `parseMoney`, in the web's `MoneyInput` and again on the server, and refused with MONEY_MESSAGE.
 *
 * How a typed amount is read, Turkish first:
 * - "." groups thousands and "," is the decimal sign: "25.000" is twenty-five thousand lira,
 *   "25.000,50", "25000,5", "1.234.567,89" are read the Turkish way;
 * - a separator followed by exactly one or two digits at the end is the decimal sign, whichever
 *   it is: "25.5" and "25.50" are 25,50 lira, "12,5" is 12,50 lira;
 * - the English way is also read when it cannot be Turkish: "1,234.56", "25,000" (a "," followed
 *   by groups of three is a thousands separator);
 * - spaces (also non-breaking), a leading "₺" and a trailing "TL"/"₺" are ignored.
 * Not amounts: negative numbers, three or more decimals ("1,2345", "12.3456"), mixed groupings
 * ("1.23,45"), empty text and more than MONEY_MAX_KURUS.
 */
export const MONEY_MESSAGE = 'validation.ledgerAmountInvalid';

/**
 * The largest amount (kuruş) anyone types: 100 billion lira. Far above any invoice, and low
 * enough that `amount × 20 + 50` stays an exact integer in a double.
 */
export const MONEY_MAX_KURUS = 10_000_000_000_000;

const TURKISH_GROUPED = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;
const TURKISH_PLAIN = /^\d+(,\d{1,2})?$/;
const ENGLISH_GROUPED = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;
const ENGLISH_PLAIN = /^\d+(\.\d{1,2})?$/;

/** A lira amount as a person types it, in kuruş; null when it is not one (see MONEY_MESSAGE). */
export function parseMoney(text: string): number | null {
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^₺/, '')
    .replace(/(TL|₺)$/i, '');
  let integer: string;
  let fraction: string;
  if (TURKISH_GROUPED.test(cleaned) || TURKISH_PLAIN.test(cleaned)) {
    [integer = '', fraction = ''] = cleaned.replace(/\./g, '').split(',');
  } else if (ENGLISH_GROUPED.test(cleaned) || ENGLISH_PLAIN.test(cleaned)) {
    [integer = '', fraction = ''] = cleaned.replace(/,/g, '').split('.');
  } else {
    return null;
  }
  if (integer.length > 15) return null;
  const kurus = Number(integer) * 100 + Number(fraction.padEnd(2, '0'));
  return kurus <= MONEY_MAX_KURUS ? kurus : null;
}

/** Kuruş as a money field shows it for editing: "1234,56" in Turkish, "1234.56" in English. */
export function kurusToMoneyInput(kurus: number, language: 'tr' | 'en'): string {
  const lira = Math.floor(kurus / 100);
  const rest = kurus % 100;
  if (rest === 0) return String(lira);
  return `${lira}${language === 'tr' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}

/**
 * Kuruş as an amount kept in text (an application's rent): plain digits with "." before the
 * kuruş, "25000" or "25000.50"; parseMoney reads it back as the same amount.
 */
export function kurusToDecimalText(kurus: number): string {
  return kurusToMoneyInput(kurus, 'en');
}

/** A typed amount in the form kept in text (kurusToDecimalText), or null when it is not one. */
export function normalizeMoneyText(text: string): string | null {
  const kurus = parseMoney(text);
  return kurus === null ? null : kurusToDecimalText(kurus);
}
