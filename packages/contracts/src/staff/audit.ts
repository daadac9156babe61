import { z } from 'zod';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { ZRecordId } from '../products/product-requests.ts';

/** Every kind of staff action the audit log records. */
export const AUDIT_ACTIONS = [
  'account.status_changed',
  'account.approved',
  'account.rejected',
  'account.staff_assigned',
  'account.acted_for_customer',
  'account.payments_paused',
  'account.question_asked',
  // A change of a company's details after its application (issue 16): asked by its customer, decided by its staff.
  'account.change_requested',
  'account.change_approved',
  'account.change_rejected',
  'role.created',
  'role.updated',
  'role.deleted',
  'role.permissions_changed',
  'user.created',
  'user.updated',
  'user.deactivated',
  'user.deleted',
  // Any change staff made while acting for a customer with `user_id` (issue 16): who, for whom, which request.
  'user.acted_for',
  'announcement.saved',
  'appointment.updated',
  'contact_message.handled',
  'job.retried',
  'subscription.cancelled',
  'subscription.resumed',
  'subscription.refunded',
  'subscription.packet_changed',
  // A pending payment the provider could not account for, handed to a person (the system's entry).
  'payment.needs_review',
  // A charge the portal could not record (the hour it paid for was taken), refunded by the job.
  'payment.refunded',
  'ledger.period_closed',
  'ledger.period_reopened',
  'document.reviewed',
  'office.call_recorded',
  'office.shipment_recorded',
  'office.shipment_collected',
  'office.shipment_request_done',
  // A company's call instructions saved by its customer (issue 35).
  'office.call_instructions_changed',
  // A company's team (issue 16): recorded whoever acts, the company's owner as much as staff.
  'team.member_invited',
  'team.member_updated',
  'team.member_removed',
  'team.invitation_accepted',
  // The Endless network (issue 17): staff hide a booth that breaks the rules, or show it again.
  'network.booth_hidden',
  'network.booth_shown',
  // The firm's half of the month (issue 33): a company's returns, their documents, their payment.
  'tax_return.created',
  'tax_return.updated',
  'tax_return.document_uploaded',
  'tax_return.payment_confirmed',
  'company_document.added',
  'document_request.created',
  'advisor_change.answered',
  'month_close.moved',
  // Pre-accounting (issue 34): a reminder of an overdue invoice mailed to the company's customer.
  'sales_invoice.reminder_sent',
  // …and an invoice sent through the e-invoice integrator (or refused by it), or cancelled there.
  'sales_invoice.sent',
  'sales_invoice.send_refused',
  'sales_invoice.cancelled_at_integrator',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about; `subject_id` is that row's id. */
const AUDIT_SUBJECT_TYPES = [
  'account',
  'role',
  'user',
  'announcement',
  'appointment',
  'contact_message',
  'job',
  'subscription',
  'payment',
  'document',
  'shipment',
  'invitation',
  'booth',
  'tax_return',
  'company_document',
  'document_request',
  'advisor_change_request',
  'sales_invoice',
] as const;
export type TAuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** Who did it; null once that user is gone, or for the system. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().int().nullable(),
  account_id: z.number().int().nullable(),
  /** The customer a staff member acted for with `user_id`. */
  acting_for_user_id: z.number().int().nullable(),
  /** That customer by name (null when there is none, or once that user is gone). */
  acting_for: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.iso.datetime(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const ZOptionalId = ZRecordId.optional();

/** `GET audit-logs` (admins) and `GET accounts/{id}/audit-logs`: newest first. */
const ZAuditFilters = z.object({
  account_id: ZOptionalId,
  actor_id: ZOptionalId,
  action: z.enum(AUDIT_ACTIONS).optional(),
  ...ZPageFields,
});
export const ZAuditListQuery = pagedQuery(ZAuditFilters);

/** `accounts/{id}/audit-logs`: the company's id. */
export const ZAccountAuditParams = z.object({ id: ZRecordId });

/** `GET accounts/{id}/audit-logs`: one company's history; `all` for staff who are not its members. */
export const ZAccountAuditListQuery = pagedQuery(
  ZAuditFilters.omit({ account_id: true }).extend({
    all: z.string().optional(),
  }),
);
