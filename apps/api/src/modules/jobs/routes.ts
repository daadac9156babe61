import {
  getJobKindsRoute,
  getJobsRoute,
  getPaymentsToReviewRoute,
  retryJobRoute,
} from '@portal/contracts/staff/job-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerPolledReadRoute, callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { findPaymentsToReview } from '../payments/service.ts';
import { findJobs, jobKinds, retryJob } from './service.ts';

/** The background jobs page of staff holding 'show jobs' (the contracts' access). */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  // The queue announces none of its changes: the list is kept a couple of seconds at most.
  app.route({
    ...callerPolledReadRoute(app, getJobsRoute),
    handler: async (request) => ({ result: await findJobs(app, request.query) }),
  });

  app.route({
    ...callerReadRoute(app, getJobKindsRoute),
    handler: async () => ({ result: jobKinds(app) }),
  });

  // Beside the jobs: what the payment reconciliation gave up on, for a person to settle.
  app.route({
    ...callerReadRoute(app, getPaymentsToReviewRoute),
    handler: async () => ({ result: await findPaymentsToReview(app) }),
  });

  app.route({
    ...contractRoute(app, retryJobRoute),
    handler: async (request) => {
      const result = await retryJob(app, requireAuth(request), request.params.id);
      // The list the staff member reads next shows the job queued again, not a kept answer.
      app.callerCache.clear();
      return { result, message: translate(requestLanguage(request), 'jobs.retried') };
    },
  });
};
