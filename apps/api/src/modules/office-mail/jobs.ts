import type { FastifyInstance } from 'fastify';
import type { TJobDefinition } from '../../plugins/jobs/jobs-plugin.ts';
import { countStorageDays } from './storage.ts';

/** The job that counts the days mail is stored past the packet's free days. */
const STORAGE_DAYS_JOB = 'office.storage-days';

/** The office mail's jobs, registered by the server's one list (src/jobs.ts). */
export function officeMailJobs(app: FastifyInstance): TJobDefinition<object>[] {
  return [
    {
      name: STORAGE_DAYS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 300,
      // Each night just after midnight in Istanbul: the day that begins is counted; twice counts once.
      cron: '20 0 * * *',
      handler: async () => {
        const counted = await countStorageDays(app);
        if (counted > 0) app.log.info({ counted }, 'storage days counted');
      },
    },
  ];
}
