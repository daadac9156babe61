import { z } from 'zod';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { ZRecordId } from '../products/product-requests.ts';

/** Every kind of event the security log records. */
export const SECURITY_EVENT_TYPES = [
  'sign_in',
  'sign_in_failed',
  'sessions_ended',
  'password_changed',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'payment_declined',
  'budget_tripped',
  'identity_document_read',
] as const;
export type TSecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** Small facts about an event (a budget's name, a decline code, a document id); never a secret. */
const ZSecurityEventDetail = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type TSecurityEventDetail = z.infer<typeof ZSecurityEventDetail>;

export const ZSecurityEvent = z.object({
  id: z.number().int(),
  type: z.enum(SECURITY_EVENT_TYPES),
  /** The person concerned (who signed in, whose budget tripped); null when unknown or deleted. */
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  account_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  detail: ZSecurityEventDetail,
  occurred_at: z.iso.datetime(),
});
export type TSecurityEvent = z.infer<typeof ZSecurityEvent>;

const ZOptionalId = ZRecordId.optional();
const ZCalendarDate = z.iso.date().optional();

/** `GET security-events` (admins): newest first; `from`/`to` are Istanbul calendar days, inclusive. */
export const ZSecurityEventListQuery = pagedQuery(
  z.object({
    type: z.enum(SECURITY_EVENT_TYPES).optional(),
    user_id: ZOptionalId,
    account_id: ZOptionalId,
    from: ZCalendarDate,
    to: ZCalendarDate,
    ...ZPageFields,
  }),
);
