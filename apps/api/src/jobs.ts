import type { FastifyInstance } from 'fastify';
import { companyDocumentJobs } from './modules/company-documents/jobs.ts';
import { documentJobs } from './modules/documents/jobs.ts';
import { networkStageJobs } from './modules/network-stages/jobs.ts';
import { officeMailJobs } from './modules/office-mail/jobs.ts';
import { paymentJobs } from './modules/payments/jobs.ts';
import { privacyJobs } from './modules/privacy/jobs.ts';
import { receiptScanJobs } from './modules/receipt-scans/jobs.ts';
import { staffDashboardJobs } from './modules/staff-dashboard/jobs.ts';
import { taxReturnJobs } from './modules/tax-returns/jobs.ts';
import type { TJobDefinition } from './plugins/jobs/jobs-plugin.ts';

/**
 * Every background job of the server, in one list: what runs on a clock (each module's
 * `jobs.ts` names its cron, Europe/Istanbul) and what the portal queues (mail, data exports).
 * `buildApp` registers them once the plugins are up; the staff jobs page lists the same kinds
 * (`GET jobs/kinds`), in this order.
 */
export function allJobs(app: FastifyInstance): TJobDefinition<object>[] {
  return [
    // The mail plugin's own (a plugin imports no module, so it hands them over on `app.mailer`).
    ...app.mailer.jobs,
    ...paymentJobs(app),
    ...networkStageJobs(app),
    ...documentJobs(app),
    ...privacyJobs(app),
    ...taxReturnJobs(app),
    ...companyDocumentJobs(app),
    ...staffDashboardJobs(app),
    ...receiptScanJobs(app),
    ...officeMailJobs(app),
  ];
}
