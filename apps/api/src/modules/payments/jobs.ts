import type { FastifyInstance } from 'fastify';
import type { TJobDefinition } from '../../plugins/jobs/jobs-plugin.ts';
import { paymentProviderFor } from './providers/payment-provider.ts';
import { RECONCILE_JOB, reconcilePayments } from './providers/payment-reconciliation.ts';
import { salesDocumentsJob } from './sales-terms/sales-terms-service.ts';
import { RENEWALS_JOB, runRenewals } from './subscriptions/renewals.ts';

/**
 * What payments run on a clock: the renewals (every 10 minutes: renew, retry, suspend, end) and
 * the reconciliation of payments whose answer was lost (every minute). Both charge through the
 * gateway PAYMENT_PROVIDER names, as the payment routes build it (stateless, or shared per ledger).
 * And what a payment queues: a new sale's documents, written and mailed.
 */
export function paymentJobs(app: FastifyInstance): TJobDefinition<object>[] {
  const provider = paymentProviderFor(app.config);
  return [
    {
      name: RENEWALS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 60,
      cron: '*/10 * * * *',
      handler: async () => {
        const report = await runRenewals(app, provider);
        if (Object.values(report).some((count) => count > 0)) app.log.info(report, 'renewals run');
      },
    },
    {
      name: RECONCILE_JOB,
      // The next minute's run is the retry.
      retryLimit: 0,
      retryDelaySeconds: 60,
      cron: '* * * * *',
      handler: async () => {
        const report = await reconcilePayments(app, provider);
        if (Object.values(report).some((count) => count > 0)) app.log.info(report, 'payments reconciled');
      },
    },
    salesDocumentsJob(app),
  ];
}
