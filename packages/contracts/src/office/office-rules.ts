import { z } from 'zod';
import { nationalIdProblem } from '../people/national-id.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';
import { SHIPMENT_ACTIONS, SHIPMENT_KINDS } from './office-shipments.ts';

/**
 * The company's standing mail instructions (issue 35): rules the desk applies when it records an
 * item ("scan every letter", "forward parcels weekly to X", "hold everything", "official notices:
 * scan and tell me at once"), the saved forwarding addresses, and who may collect mail in person.
 */
export const OFFICE_RULE_LIMITS = {
  rules: 20,
  senderContains: 100,
  label: 60,
  recipient: 120,
  street: 200,
  postalCode: 5,
  addresses: 10,
  recipients: 10,
  fullName: 120,
} as const;

export const OFFICE_RULE_MESSAGES = {
  /** A forwarding rule names one of the company's saved addresses. */
  addressRequired: 'office.rules.addressRequired',
  addressUnknown: 'office.rules.addressUnknown',
  /** An address a rule forwards to is not deleted from under it. */
  addressInUse: 'office.rules.addressInUse',
  /** A parcel is not scanned: only letters and official notices have pages. */
  parcelNotScanned: 'office.rules.parcelNotScanned',
  tooManyAddresses: 'office.rules.tooManyAddresses',
  tooManyRecipients: 'office.rules.tooManyRecipients',
  recipientExists: 'office.rules.recipientExists',
} as const;

/** Which weekday batched forwardings leave (ISO: 1 Monday … 5 Friday). */
export const FORWARDING_WEEKDAYS = [1, 2, 3, 4, 5] as const;

const text = (max: number) => z.string().trim().max(max, VALIDATION_MESSAGES.tooLong);
const required = (max: number) => singleLine(text(max).min(1, VALIDATION_MESSAGES.required));

const ZOfficeRuleInput = z
  .object({
    /** Which items: one kind, or every kind (null). */
    kind: z.enum(SHIPMENT_KINDS, { error: VALIDATION_MESSAGES.invalidValue }).nullable(),
    /** Only items whose sender contains this text (case-insensitive); empty: any sender. */
    sender_contains: singleLine(text(OFFICE_RULE_LIMITS.senderContains)).default(''),
    action: z.enum(SHIPMENT_ACTIONS, { error: VALIDATION_MESSAGES.invalidValue }),
    forwarding_address_id: z.number().int().positive().nullable().default(null),
    /** Tell the customers at once by SMS and mail (an official notice always is). */
    notify_at_once: z.boolean().default(false),
  })
  .superRefine((rule, context) => {
    if (rule.action === 'forward' && rule.forwarding_address_id === null) {
      context.addIssue({
        code: 'custom',
        path: ['forwarding_address_id'],
        message: OFFICE_RULE_MESSAGES.addressRequired,
      });
    }
    if (rule.action === 'scan' && rule.kind === 'parcel') {
      context.addIssue({ code: 'custom', path: ['action'], message: OFFICE_RULE_MESSAGES.parcelNotScanned });
    }
  });

/** `PUT accounts/{id}/office-rules`: the whole list, first match wins, and the forwarding day. */
export const ZOfficeRulesRequest = z.object({
  rules: z.array(ZOfficeRuleInput).max(OFFICE_RULE_LIMITS.rules, VALIDATION_MESSAGES.tooLong),
  forwarding_weekday: z.union(
    FORWARDING_WEEKDAYS.map((day) => z.literal(day)),
    {
      error: VALIDATION_MESSAGES.invalidValue,
    },
  ),
});
export type TOfficeRulesRequest = z.input<typeof ZOfficeRulesRequest>;

const ZOfficeRule = z.object({
  id: z.number().int(),
  kind: z.enum(SHIPMENT_KINDS).nullable(),
  sender_contains: z.string(),
  action: z.enum(SHIPMENT_ACTIONS),
  forwarding_address_id: z.number().int().nullable(),
  notify_at_once: z.boolean(),
});
export type TOfficeRule = z.infer<typeof ZOfficeRule>;

export const ZOfficeRules = z.object({
  rules: z.array(ZOfficeRule),
  forwarding_weekday: z.number().int(),
  updated_at: z.iso.datetime().nullable(),
});
export type TOfficeRules = z.infer<typeof ZOfficeRules>;

/** A saved forwarding address: il, ilçe and mahalle from the place data, then the street. */
export const ZForwardingAddressRequest = z.object({
  label: required(OFFICE_RULE_LIMITS.label),
  recipient: required(OFFICE_RULE_LIMITS.recipient),
  city: required(60),
  district: required(60),
  neighbourhood: required(120),
  street: required(OFFICE_RULE_LIMITS.street),
  postal_code: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, VALIDATION_MESSAGES.invalidValue)
    .default(''),
});
export type TForwardingAddressRequest = z.input<typeof ZForwardingAddressRequest>;

export const ZForwardingAddress = z.object({
  id: z.number().int(),
  label: z.string(),
  recipient: z.string(),
  city: z.string(),
  district: z.string(),
  neighbourhood: z.string(),
  street: z.string(),
  postal_code: z.string(),
  /** The address as one line, as the desk writes it on the envelope. */
  text: z.string(),
});
export type TForwardingAddress = z.infer<typeof ZForwardingAddress>;

/** The address on one line: recipient, street, mahalle, postal code, ilçe/il. */
export function forwardingAddressText(address: Omit<TForwardingAddress, 'id' | 'text' | 'label'>): string {
  const place = [address.postal_code, `${address.district}/${address.city}`].filter(Boolean).join(' ');
  // The place data names some neighbourhoods with their "Mah" already.
  const neighbourhood = /\bmah(\.|allesi)?$/i.test(address.neighbourhood)
    ? address.neighbourhood
    : `${address.neighbourhood} Mah.`;
  return `${address.recipient}, ${neighbourhood} ${address.street}, ${place}`;
}

/** Someone who may collect the company's mail in person: the desk checks the ID card. */
export const ZAuthorisedRecipientRequest = z.object({
  full_name: required(OFFICE_RULE_LIMITS.fullName),
  national_id: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = nationalIdProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type TAuthorisedRecipientRequest = z.input<typeof ZAuthorisedRecipientRequest>;

export const ZAuthorisedRecipient = z.object({
  id: z.number().int(),
  full_name: z.string(),
  /** Only the last three digits are shown back: the desk compares the ID card it is handed. */
  national_id_masked: z.string(),
  created_at: z.iso.datetime(),
});
export type TAuthorisedRecipient = z.infer<typeof ZAuthorisedRecipient>;

export const maskNationalId = (id: string): string => `${'•'.repeat(8)}${id.slice(-3)}`;
