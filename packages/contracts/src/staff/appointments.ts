import { z } from 'zod';
import { pagedQuery, ZPageQuery } from '../common/envelope.ts';
import { APPOINTMENT_STATUSES } from '../contact/demo-booking-schemas.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

const V = VALIDATION_MESSAGES;

export const APPOINTMENT_NOTES_MAX_LENGTH = 2000;

export const ZAppointmentStatus = z.enum(APPOINTMENT_STATUSES, { error: V.invalidValue });

/** A staff member named on a record (assignee, changed by, ...). */
export const ZStaffRef = z.object({ id: z.number().int(), name: z.string() });

/** A demo booking of the landing page as the staff's appointment list shows it. */
export const ZAppointment = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  /** YYYY-MM-DD, a calendar day in Istanbul; null for a customer's "contact me" about a product. */
  preferred_date: z.string().nullable(),
  /** One of DEMO_TIME_SLOTS, Istanbul time; null as the date. */
  time_slot: z.string().nullable(),
  /** The product a customer asked to be contacted about (in their language); null for a demo booking. */
  product_name: z.string().nullable(),
  status: ZAppointmentStatus,
  assignee: ZStaffRef.nullable(),
  notes: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

/** `GET appointments`: newest first, optionally one status and/or one assignee. */
export const ZAppointmentListQuery = pagedQuery(
  ZPageQuery.extend({
    status: ZAppointmentStatus.optional(),
    assignee_id: ZRecordId.optional(),
  }),
);

/**
 * `PUT appointments/{id}`: the whole editable state at once. The assignee must be an active
 * staff member (advisor, secretary or admin); null leaves it unassigned. Blank notes are null.
 */
export const ZAppointmentUpdateRequest = z.object({
  status: ZAppointmentStatus,
  assignee_id: z.number({ error: V.invalidValue }).int().min(1).max(2_147_483_647).nullable(),
  notes: z
    .string()
    .trim()
    .max(APPOINTMENT_NOTES_MAX_LENGTH, { error: V.tooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type TAppointmentUpdateRequest = z.input<typeof ZAppointmentUpdateRequest>;
