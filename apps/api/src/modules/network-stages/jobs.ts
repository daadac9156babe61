import type { FastifyInstance } from 'fastify';
import type { TJobDefinition } from '../../plugins/jobs/jobs-plugin.ts';
import { expireHolds } from './service.ts';

/** The job that lets unpaid stage holds go; the clock starts it every minute. */
export const EXPIRE_HOLDS_JOB = 'network.expire-holds';

/** The network stages' jobs, registered by the server's one list (src/jobs.ts). */
export function networkStageJobs(app: FastifyInstance): TJobDefinition<object>[] {
  return [
    {
      name: EXPIRE_HOLDS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 30,
      /**
       * Every minute (Istanbul's clock, as every job): a hold lives 15 minutes, so an unpaid hour
       * is free within a minute of its end. A booking of that hour frees it at once anyway, so the
       * job only tidies the states the pages show; running twice changes nothing.
       */
      cron: '* * * * *',
      handler: async () => {
        const expired = await expireHolds(app);
        if (expired > 0) app.log.info({ expired }, 'stage holds expired');
      },
    },
  ];
}
