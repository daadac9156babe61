import { z } from 'zod';
import { DOCUMENT_KINDS } from '../documents/document-kinds.ts';
import { ZAppointment } from './appointments.ts';

export const STAFF_DASHBOARD_LIMITS = {
  myAccounts: 10,
  waitingApplications: 10,
  documentsToReview: 10,
  newAppointments: 5,
  recentContactMessages: 5,
} as const;

const ZStaffDashboardAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
});
export type TStaffDashboardAccount = z.infer<typeof ZStaffDashboardAccount>;

/** An application waiting for approval: since when, and how many working days (the FAQ promises 3). */
const ZStaffDashboardApplication = ZStaffDashboardAccount.extend({
  submitted_at: z.iso.datetime().nullable(),
  waiting_working_days: z.number().int().min(0),
  /** Past APPLICATION_LATE_WORKING_DAYS. */
  late: z.boolean(),
});
export type TStaffDashboardApplication = z.infer<typeof ZStaffDashboardApplication>;

const ZStaffDashboardDocument = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  created_at: z.iso.datetime(),
});
export type TStaffDashboardDocument = z.infer<typeof ZStaffDashboardDocument>;

const ZStaffDashboardContactMessage = z.object({
  id: z.number().int(),
  full_name: z.string(),
  subject: z.string(),
  created_at: z.iso.datetime(),
});
export type TStaffDashboardContactMessage = z.infer<typeof ZStaffDashboardContactMessage>;

/** A dashboard card: how many there are in all, and the first few (newest first). */
function section<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int().min(0), items: z.array(item) });
}

/**
 * `GET staff/dashboard`. Waiting applications and their documents cover every company for a
 * caller with 'show accounts all', else only the caller's own companies. The appointment and
 * contact-message cards are null when the caller may not see them (without 'show appointment
 * requests'). Customers get 403.
 */
export const ZStaffDashboard = z.object({
  /** The companies the caller is attached to (account_users), newest first. */
  my_accounts: section(ZStaffDashboardAccount),
  /** Companies in status 3 (waiting for approval), oldest first. */
  waiting_applications: section(ZStaffDashboardApplication),
  /** Documents of companies waiting for approval, oldest first. */
  documents_to_review: section(ZStaffDashboardDocument),
  /** Appointment requests still 'new', newest first. */
  new_appointments: section(ZAppointment).nullable(),
  /** Contact messages not yet handled, newest first. */
  recent_contact_messages: section(ZStaffDashboardContactMessage).nullable(),
});
export type TStaffDashboard = z.infer<typeof ZStaffDashboard>;
