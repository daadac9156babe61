import {
  getJobKindsRoute,
  getJobsRoute,
  getPaymentsToReviewRoute,
  retryJobRoute,
} from '@portal/contracts/staff/job-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { findPaymentsToReview } from '../payments/service.ts';
import { findJobs, jobKinds, retryJob } from './service.ts';

/** The background jobs page of staff holding 'show jobs' (the contracts' access). */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getJobsRoute),
    handler: async (request) => ({ result: await findJobs(app, request.query) }),
  });

  app.route({
    ...contractRoute(app, getJobKindsRoute),
    handler: async () => ({ result: jobKinds(app) }),
  });

  // Beside the jobs: what the payment reconciliation gave up on, for a person to settle.
  app.route({
    ...contractRoute(app, getPaymentsToReviewRoute),
    handler: async () => ({ result: await findPaymentsToReview(app) }),
  });

  app.route({
    ...contractRoute(app, retryJobRoute),
    handler: async (request) => ({
      result: await retryJob(app, requireAuth(request), request.params.id),
      message: translate(requestLanguage(request), 'jobs.retried'),
    }),
  });
};
