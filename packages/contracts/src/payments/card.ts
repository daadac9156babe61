import { z } from 'zod';
import { CARD_NUMBER_LENGTH, CVC_MAX_LENGTH } from '../common/limits.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';

/** Message keys of the card form; the API and the web app translate them (tr/en). */
export const CARD_MESSAGES = {
  holderRequired: 'validation.cardHolderRequired',
  /** 'Kart Numarası 16 Haneden Küçük Olamaz' (spec section 5). */
  numberTooShort: 'validation.cardNumberTooShort',
  numberInvalid: 'validation.cardNumberInvalid',
  expiryInvalid: 'validation.cardExpiryInvalid',
  expired: 'validation.cardExpired',
  cvcInvalid: 'validation.cardCvcInvalid',
} as const;
export type TCardMessageKey = (typeof CARD_MESSAGES)[keyof typeof CARD_MESSAGES];
export const CARD_MESSAGE_KEYS = Object.values(CARD_MESSAGES) as TCardMessageKey[];

/** Digits only: the mask's spaces are removed before sending (spec section 5). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The modal's `##/##` expiry split as the spec says: month = the first two characters, year =
 * characters 4-5. Null when either part is missing or the month is not 01-12.
 */
export function splitExpiry(expiration: string): { month: string; year: string } | null {
  const month = expiration.slice(0, 2);
  const year = expiration.slice(3, 5);
  if (!/^\d{2}$/.test(month) || !/^\d{2}$/.test(year)) return null;
  const value = Number(month);
  return value >= 1 && value <= 12 ? { month, year } : null;
}

/** A card expires at the end of its month: is `month/year` (MM, YY) still valid at `now`? */
export function isCardExpiryValid(month: string, year: string, now: Date = new Date()): boolean {
  const fullYear = 2000 + Number(year);
  const monthIndex = Number(month) - 1;
  if (!Number.isInteger(fullYear) || monthIndex < 0 || monthIndex > 11) return false;
  const endOfMonth = Date.UTC(fullYear, monthIndex + 1, 1);
  return now.getTime() < endOfMonth;
}

/** The card fields of spec section 3, as the payment calls send them. */
export const ZCardFields = z
  .object({
    card_holder_name: singleLine(
      z
        .string({ error: CARD_MESSAGES.holderRequired })
        .trim()
        .min(2, CARD_MESSAGES.holderRequired)
        .max(100, VALIDATION_MESSAGES.tooLong),
    ),
    card_number: z
      .string({ error: CARD_MESSAGES.numberTooShort })
      .transform(cardDigits)
      .pipe(
        z
          .string()
          .min(CARD_NUMBER_LENGTH, CARD_MESSAGES.numberTooShort)
          .max(CARD_NUMBER_LENGTH, CARD_MESSAGES.numberInvalid)
          // Only a complete number is checked, so a short one shows the one message it needs.
          .refine(
            (digits) => digits.length !== CARD_NUMBER_LENGTH || passesLuhn(digits),
            CARD_MESSAGES.numberInvalid,
          ),
      ),
    card_expire_month: z.string().regex(/^(0[1-9]|1[0-2])$/, CARD_MESSAGES.expiryInvalid),
    card_expire_year: z.string().regex(/^\d{2}$/, CARD_MESSAGES.expiryInvalid),
    card_cvc: z.string().regex(new RegExp(`^\\d{${CVC_MAX_LENGTH}}$`), CARD_MESSAGES.cvcInvalid),
  })
  .superRefine((card, ctx) => {
    if (!isCardExpiryValid(card.card_expire_month, card.card_expire_year)) {
      ctx.addIssue({ code: 'custom', path: ['card_expire_month'], message: CARD_MESSAGES.expired });
    }
  });
export type TCardFields = z.input<typeof ZCardFields>;

/** The card brand shown beside the last four digits, read from the number's first digits. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'troy', 'other'] as const;
export type TCardBrand = (typeof CARD_BRANDS)[number];

export function cardBrandOf(digits: string): TCardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^9792/.test(digits)) return 'troy';
  return 'other';
}
