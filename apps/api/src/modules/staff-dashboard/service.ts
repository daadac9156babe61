import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { APPLICATION_LATE_WORKING_DAYS, workingDaysSince } from '@portal/contracts/company-desk/company-desk';
import { isDocumentKind } from '@portal/contracts/documents/document-kinds';
import {
  STAFF_DASHBOARD_LIMITS,
  type TStaffDashboard,
  type TStaffDashboardDocument,
} from '@portal/contracts/staff/staff-dashboard';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findNewAppointments } from '../appointments/staff-appointment-service.ts';
import { documentReviewQueue, reviewsMonthlyDocuments } from '../documents/monthly-documents-service.ts';
import {
  findDocumentsToReview,
  findMyAccounts,
  findRecentContactMessages,
  findWaitingApplications,
  type TDashboardDocumentRow,
  type TSection,
} from './repository.ts';

const nothing = Promise.resolve(null);

/**
 * The advisor/staff dashboard (`/app/dashboard`), for staff only (403 for customers):
 * - my accounts: the companies the caller is attached to (account_users);
 * - waiting applications and their documents: every company for a caller holding
 *   'show accounts all', else only the caller's own;
 * - with those documents, the monthly documents waiting for review, for callers who review them
 *   (the documents module's queue: 'show files' and 'show accountancy'), so "to review" counts
 *   what an advisor has to look at, not only applications;
 * - new appointment requests and unhandled contact messages: for callers holding
 *   'show appointment requests' (null otherwise). Contact messages go with appointment requests
 *   because both are the firm's inbound leads, answered by the same people.
 * Seven queries at most (the queue's page and its count), run together.
 */
export async function getStaffDashboard(
  app: Pick<FastifyInstance, 'db' | 'now'>,
  auth: TAuth,
): Promise<TStaffDashboard> {
  if (!isStaffRole(auth.roles[0]?.name)) throw new HttpError(403, 'errors.forbidden');
  const scopeMemberId = hasPermission(auth, PERMISSIONS.showAccountsAll) ? undefined : auth.user.id;
  const seesLeads = hasPermission(auth, PERMISSIONS.showAppointmentRequests);
  const limit = STAFF_DASHBOARD_LIMITS.documentsToReview;
  const [mine, waiting, documents, monthly, appointments, messages] = await Promise.all([
    findMyAccounts(app.db, auth.user.id),
    findWaitingApplications(app.db, scopeMemberId),
    findDocumentsToReview(app.db, scopeMemberId),
    reviewsMonthlyDocuments(auth) ? documentReviewQueue(app, auth, { page: 1, per_page: limit }) : nothing,
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
    documents_to_review: documentsToReview(documents, monthly),
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

/** An application's document as the dashboard lists it. */
function applicationDocument(row: TDashboardDocumentRow): TStaffDashboardDocument {
  // Rows are only written with a checked kind; anything else is a broken database.
  if (!isDocumentKind(row.kind)) throw new Error(`Unknown document kind of account ${row.accountId}`);
  return {
    family: 'application',
    id: row.id,
    account_id: row.accountId,
    account_name: row.accountName,
    kind: row.kind,
    period: null,
    file_name: row.fileName,
    mime_type: row.mimeType,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Both families in one card, oldest first: each query gave its oldest few, so the oldest few of
 * the two together are among them. The totals add up; each family's is kept beside.
 */
function documentsToReview(
  applications: TSection<TDashboardDocumentRow>,
  monthly: Awaited<ReturnType<typeof documentReviewQueue>> | null,
): TStaffDashboard['documents_to_review'] {
  const monthlyItems = (monthly?.data ?? []).map(
    (document): TStaffDashboardDocument => ({
      family: 'monthly',
      id: document.id,
      account_id: document.account.id,
      account_name: document.account.name,
      kind: document.kind,
      period: document.period,
      file_name: document.file_name,
      mime_type: document.mime_type,
      created_at: document.created_at,
    }),
  );
  const items = [...applications.items.map(applicationDocument), ...monthlyItems]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .slice(0, STAFF_DASHBOARD_LIMITS.documentsToReview);
  const monthlyTotal = monthly?.meta.total ?? 0;
  return {
    total: applications.total + monthlyTotal,
    application_total: applications.total,
    monthly_total: monthlyTotal,
    items,
  };
}
