import { z } from 'zod';
import { ZEmail, ZPersonName } from '../auth/auth-schemas.ts';
import { isValidPhone } from '../people/phone.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

const V = VALIDATION_MESSAGES;

/** The fixed subject every landing-page contact message carries (spec sections 3 and 7). */
export const CONTACT_SUBJECT = 'Müşteri İletişim Formu';

/**
 * Spam guard: `GET honey-time` hands out a signed server time; a form must come back with it
 * no sooner than the minimum and no later than the maximum age, and with the hidden field empty.
 */
export const HONEYPOT_MIN_SECONDS = 3;
export const HONEYPOT_MAX_AGE_SECONDS = 2 * 60 * 60;
/** The hidden field's name: people never see it, form-filling bots often do. */
export const HONEYPOT_FIELD = 'website';

const CONTACT_MESSAGE_MAX_LENGTH = 2000;

const required = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.tooLong });

/**
 * A mobile number: Turkish in the masked form (5xx + 7 digits, optional leading 0), or any
 * country's written with its country code (+49 151 23456789); the server stores it in E.164.
 */
export const ZMobilePhone = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .refine(isValidPhone, { error: V.invalidPhone });

export const ZHoneypot = {
  honeypot_time: z.string().max(200),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
};

export const ZContactRequest = z.object({
  subject: z.literal(CONTACT_SUBJECT),
  full_name: ZPersonName,
  email: ZEmail,
  phone: ZMobilePhone,
  message: required(CONTACT_MESSAGE_MAX_LENGTH),
  ...ZHoneypot,
});
export type TContactRequest = z.input<typeof ZContactRequest>;

/** `GET honey-time`: an opaque signed server time to send back as `honeypot_time`. */
export const ZHoneyTime = z.string();
