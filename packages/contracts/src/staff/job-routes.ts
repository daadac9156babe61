import { z } from 'zod';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZJob, ZJobListQuery, ZJobParams, ZPaymentToReview } from './jobs.ts';

export const getJobsRoute = defineRoute({
  method: 'GET',
  path: '/jobs',
  tags: ['staff'],
  summary:
    "Background jobs (mail, renewals) waiting, running, finished or failed, with each one's last error, for staff holding 'show jobs'",
  auth: 'required',
  query: ZJobListQuery,
  result: paginated(ZJob),
  failures: [401, 403, 422],
});

export const retryJobRoute = defineRoute({
  method: 'POST',
  path: '/jobs/:id/retry',
  tags: ['staff'],
  summary: "Puts a failed job back in the queue (staff holding 'show jobs'); 409 when it has not failed",
  auth: 'required',
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
  result: z.array(ZPaymentToReview),
  failures: [401, 403],
});
