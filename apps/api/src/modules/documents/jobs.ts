import type { FastifyInstance } from 'fastify';
import type { TJobDefinition } from '../../plugins/jobs/jobs-plugin.ts';
import { DOCUMENT_REMINDERS_JOB, runDocumentReminders } from './document-reminders.ts';

/**
 * At 09:00, 10:00 and 11:00 in Istanbul: the first run of the day sends, the others find every
 * reminder claimed and send nothing, unless the first did not run (a restart, an outage).
 */
const REMINDERS_CRON = '0 9-11 * * *';

/** The documents module's jobs, registered by the server's one list (src/jobs.ts). */
export function documentJobs(app: FastifyInstance): TJobDefinition<object>[] {
  return [
    {
      name: DOCUMENT_REMINDERS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 300,
      cron: REMINDERS_CRON,
      handler: async () => {
        const report = await runDocumentReminders(app);
        if (report.companies > 0) app.log.info(report, 'documents reminders sent');
      },
    },
  ];
}
