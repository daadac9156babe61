import { z } from 'zod';
import { PERMISSIONS } from '../auth/permissions.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZJob, ZJobKind, ZJobListQuery, ZJobParams, ZPaymentToReview } from './jobs.ts';

export const getJobsRoute = defineRoute({
  method: 'GET',
  path: '/jobs',
  tags: ['staff'],
  summary:
    "Background jobs (mail, renewals) waiting, running, finished or failed, with each one's last error, for staff holding 'show jobs'",
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showJobs },
  query: ZJobListQuery,
  result: paginated(ZJob),
  failures: [401, 403, 422],
});

export const getJobKindsRoute = defineRoute({
  method: 'GET',
  path: '/jobs/kinds',
  tags: ['staff'],
  summary:
    "The kinds of background job the server runs, from its one list of jobs: each one's name, when the clock starts it (cron, Europe/Istanbul) and its retries, for staff holding 'show jobs'",
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showJobs },
  result: z.array(ZJobKind),
  failures: [401, 403],
});

export const retryJobRoute = defineRoute({
  method: 'POST',
  path: '/jobs/:id/retry',
  tags: ['staff'],
  summary: "Puts a failed job back in the queue (staff holding 'show jobs'); 409 when it has not failed",
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showJobs },
  params: ZJobParams,
  result: ZJob,
  failures: [401, 403, 404, 409, 422],
});

export const getPaymentsToReviewRoute = defineRoute({
  method: 'GET',
  path: '/jobs/payments-to-review',
  tags: ['staff'],
  summary:
    "Pending card payments the provider could not account for after the reconciliation's bounded lookups, waiting for a person (staff holding 'show jobs'), the longest waiting first",
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showJobs },
  result: z.array(ZPaymentToReview),
  failures: [401, 403],
});
