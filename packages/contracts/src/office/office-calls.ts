import { z } from 'zod';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';

/**
 * The office line's calls (issue 15): a secretary answering a company's line records each call;
 * the company's customers read the log. Field names are the (`called_at`, `outcome`…).
 */
export const CALL_OUTCOMES = ['message_taken', 'put_through', 'call_back', 'urgent'] as const;
export type TCallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_LIMITS = {
  callerName: 120,
  callerPhone: 20,
  subject: 200,
  message: 2000,
  note: 1000,
} as const;

/** A caller's number as a secretary types it: a landline or a mobile, any country; spaces allowed. */
const CALLER_PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;
/** Not `invalidPhone`: that one asks for a Turkish mobile, and callers ring from landlines too. */
const CALLER_PHONE_MESSAGE = 'validation.callerPhoneInvalid';

const required = (max: number) =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(max, VALIDATION_MESSAGES.tooLong);

/** A caller's (or a person's to put callers through to) number: the same rule wherever a secretary types one. */
export const ZCallerPhone = required(CALL_LIMITS.callerPhone).regex(
  CALLER_PHONE_PATTERN,
  CALLER_PHONE_MESSAGE,
);

export const ZRecordCallRequest = z.object({
  /** When the call came; now when left out. Not in the future. */
  called_at: z.iso.datetime({ offset: true, error: VALIDATION_MESSAGES.invalidValue }).optional(),
  caller_name: singleLine(required(CALL_LIMITS.callerName)),
  caller_phone: ZCallerPhone,
  subject: singleLine(required(CALL_LIMITS.subject)),
  message: z.string().trim().max(CALL_LIMITS.message, VALIDATION_MESSAGES.tooLong).default(''),
  outcome: z.enum(CALL_OUTCOMES, { error: VALIDATION_MESSAGES.invalidValue }),
});
export type TRecordCallRequest = z.input<typeof ZRecordCallRequest>;

/** The customer marks a call read (or unread again) and keeps a note on it. */
export const ZUpdateCallRequest = z
  .object({
    read: z.boolean().optional(),
    note: z.string().trim().max(CALL_LIMITS.note, VALIDATION_MESSAGES.tooLong).nullable().optional(),
  })
  .refine((body) => body.read !== undefined || body.note !== undefined, {
    message: VALIDATION_MESSAGES.required,
    path: ['read'],
  });
export type TUpdateCallRequest = z.input<typeof ZUpdateCallRequest>;

export const ZOfficeCall = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  called_at: z.iso.datetime(),
  caller_name: z.string(),
  caller_phone: z.string(),
  subject: z.string(),
  message: z.string(),
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().nullable(),
  read_at: z.iso.datetime().nullable(),
  /** Who answered the line. */
  recorded_by: z.string().nullable(),
});
export type TOfficeCall = z.infer<typeof ZOfficeCall>;

export const ZCallListQuery = pagedQuery(
  z.object({
    ...ZPageFields,
    outcome: z.enum(CALL_OUTCOMES).optional(),
    unread: z.enum(['1', '0']).optional(),
    /** Calls from this Istanbul day on, to this one (YYYY-MM-DD). */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    q: z.string().trim().max(100).optional(),
    all: z.string().optional(),
    user_id: ZRecordId.optional(),
  }),
);

/** The customer's top bar: unread calls over every company the person belongs to. */
export const ZUnreadCalls = z.object({ unread: z.number().int().min(0) });

/** The secretary's desk: today's calls (Istanbul) over their companies, and counts by month. */
export const ZCallDesk = z.object({
  today: z.array(ZOfficeCall.extend({ account_name: z.string() })),
  /** Calls per company per month (YYYY-MM), the last 6 months, newest month first. */
  monthly: z.array(
    z.object({
      account_id: z.number().int(),
      account_name: z.string(),
      month: z.string(),
      calls: z.number().int(),
    }),
  ),
});
export type TCallDesk = z.infer<typeof ZCallDesk>;
