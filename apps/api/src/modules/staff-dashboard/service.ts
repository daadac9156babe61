import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { APPLICATION_LATE_WORKING_DAYS, workingDaysSince } from '@portal/contracts/company-desk/company-desk';
import { isDocumentKind } from '@portal/contracts/documents/document-kinds';
import { STAFF_DASHBOARD_LIMITS, type TStaffDashboard } from '@portal/contracts/staff/staff-dashboard';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findNewAppointments } from '../appointments/staff-appointment-service.ts';
import {
  findDocumentsToReview,
  findMyAccounts,
  findRecentContactMessages,
  findWaitingApplications,
} from './repository.ts';

const nothing = Promise.resolve(null);

/**
 * The advisor/staff dashboard (`/app/dashboard`), for staff only (403 for customers):
 * - my accounts: the companies the caller is attached to (account_users);
 * - waiting applications and their documents: every company for a caller holding
 *   'show accounts all', else only the caller's own;
 * - new appointment requests and unhandled contact messages: for callers holding
 *   'show appointment requests' (null otherwise). Contact messages go with appointment requests
 *   because both are the firm's inbound leads, answered by the same people.
 * Five queries at most, run together.
 */
export async function getStaffDashboard(
  app: Pick<FastifyInstance, 'db' | 'now'>,
  auth: TAuth,
): Promise<TStaffDashboard> {
  if (!isStaffRole(auth.roles[0]?.name)) throw new HttpError(403, 'errors.forbidden');
  const scopeMemberId = hasPermission(auth, PERMISSIONS.showAccountsAll) ? undefined : auth.user.id;
  const seesLeads = hasPermission(auth, PERMISSIONS.showAppointmentRequests);
  const [mine, waiting, documents, appointments, messages] = await Promise.all([
    findMyAccounts(app.db, auth.user.id),
    findWaitingApplications(app.db, scopeMemberId),
    findDocumentsToReview(app.db, scopeMemberId),
    seesLeads ? findNewAppointments(app, STAFF_DASHBOARD_LIMITS.newAppointments) : nothing,
    seesLeads ? findRecentContactMessages(app.db) : nothing,
  ]);
  return {
    my_accounts: mine,
    waiting_applications: {
      total: waiting.total,
      items: waiting.items.map(({ submittedAt, ...account }) => {
        const at = submittedAt ? new Date(submittedAt) : null;
        const days = at ? workingDaysSince(todayInIstanbul(at), todayInIstanbul(app.now())) : 0;
        return {
          ...account,
          submitted_at: at?.toISOString() ?? null,
          waiting_working_days: days,
          late: days > APPLICATION_LATE_WORKING_DAYS,
        };
      }),
    },
    documents_to_review: {
      total: documents.total,
      items: documents.items.map((row) => {
        // Rows are only written with a checked kind; anything else is a broken database.
        if (!isDocumentKind(row.kind)) throw new Error(`Unknown document kind of account ${row.accountId}`);
        return {
          account_id: row.accountId,
          account_name: row.accountName,
          kind: row.kind,
          created_at: row.createdAt.toISOString(),
        };
      }),
    },
    new_appointments: appointments,
    recent_contact_messages: messages && {
      total: messages.total,
      items: messages.items.map((row) => ({
        id: row.id,
        full_name: row.fullName,
        subject: row.subject,
        created_at: row.createdAt.toISOString(),
      })),
    },
  };
}
