import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { ZStaffRef } from './appointments.ts';

const V = VALIDATION_MESSAGES;
const ZUserId = z.number({ error: V.invalidValue }).int().min(1).max(2_147_483_647);

/**
 * `PUT accounts/{id}/staff?all=1`: the account's advisor and secretary. Each replaces the
 * previous one of that role among the account's users; null removes it. The user must be
 * active and hold that role (else 422).
 */
export const ZAssignStaffRequest = z.object({
  advisor_id: ZUserId.nullable(),
  secretary_id: ZUserId.nullable(),
});
export type TAssignStaffRequest = z.input<typeof ZAssignStaffRequest>;

/** The answer of `PUT accounts/{id}/staff`: who serves the account now. */
export const ZAccountStaff = z.object({
  advisor: ZStaffRef.nullable(),
  secretary: ZStaffRef.nullable(),
});
export type TAccountStaff = z.infer<typeof ZAccountStaff>;

/** One entry of `GET accounts/{id}/status-history?all=1`, newest first. */
export const ZAccountStatusChange = z.object({
  /** The product line that moved (1 accountant, 2 office, 7 network). */
  type: z.number().int(),
  from_status: z.number().int(),
  to_status: z.number().int(),
  reason: z.string().nullable(),
  /** Null when the change was made by the system (a payment) or the user was deleted. */
  changed_by: ZStaffRef.nullable(),
  created_at: z.iso.datetime(),
});
export type TAccountStatusChange = z.infer<typeof ZAccountStatusChange>;
