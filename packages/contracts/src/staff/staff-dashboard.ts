import { z } from 'zod';
import { DOCUMENT_KINDS } from '../documents/document-kinds.ts';
import { ZPeriod } from '../documents/document-periods.ts';
import { MONTHLY_DOCUMENT_KINDS } from '../documents/monthly-documents.ts';
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

const ZStaffDashboardDocumentBase = z.object({
  /** The document's id: its file is `GET accounts/{account_id}/documents/{id}/file`. */
  id: z.number().int(),
  account_id: z.number().int(),
  account_name: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  created_at: z.iso.datetime(),
});

/**
 * A document waiting for staff: one of an application waiting for approval (`application`), or a
 * monthly document the advisor has not reviewed yet (`monthly`, with its month).
 */
const ZStaffDashboardDocument = z.discriminatedUnion('family', [
  ZStaffDashboardDocumentBase.extend({
    family: z.literal('application'),
    kind: z.enum(DOCUMENT_KINDS),
    period: z.null(),
  }),
  ZStaffDashboardDocumentBase.extend({
    family: z.literal('monthly'),
    kind: z.enum(MONTHLY_DOCUMENT_KINDS),
    period: ZPeriod,
  }),
]);
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
 * caller with 'show accounts all', else only the caller's own companies; monthly documents to
 * review likewise, over the companies whose accountant line the caller serves. The appointment and
 * contact-message cards are null when the caller may not see them (without 'show appointment
 * requests'). Customers get 403.
 */
export const ZStaffDashboard = z.object({
  /** The companies the caller is attached to (account_users), newest first. */
  my_accounts: section(ZStaffDashboardAccount),
  /** Companies in status 3 (waiting for approval), oldest first. */
  waiting_applications: section(ZStaffDashboardApplication),
  /**
   * What waits for review, oldest first: the documents of companies waiting for approval, and the
   * monthly documents not yet reviewed (for callers who review them: 'show files' and 'show
   * accountancy'; of the caller's accountant-line companies, every company with 'show accounts all').
   * `total` counts both; each family's own count beside it.
   */
  documents_to_review: section(ZStaffDashboardDocument).extend({
    application_total: z.number().int().min(0),
    monthly_total: z.number().int().min(0),
  }),
  /** Appointment requests still 'new', newest first. */
  new_appointments: section(ZAppointment).nullable(),
  /** Contact messages not yet handled, newest first. */
  recent_contact_messages: section(ZStaffDashboardContactMessage).nullable(),
});
export type TStaffDashboard = z.infer<typeof ZStaffDashboard>;
