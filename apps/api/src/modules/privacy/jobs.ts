import type { FastifyInstance } from 'fastify';
import type { TJobDefinition } from '../../plugins/jobs/jobs-plugin.ts';
import { ACCOUNT_CLOSINGS_JOB, CLOSINGS_CRON, runAccountClosings } from './account-closing.ts';
import {
  DATA_EXPORT_JOB,
  DATA_EXPORT_RETRY_LIMIT,
  DATA_EXPORT_SWEEP_JOB,
  prepareDataExport,
  sweepDataExports,
  type TDataExportJob,
} from './data-export-jobs.ts';

/** The privacy module's jobs, registered by the server's one list (src/jobs.ts). */
export function privacyJobs(app: FastifyInstance): TJobDefinition<object>[] {
  const dataExport: TJobDefinition<TDataExportJob> = {
    name: DATA_EXPORT_JOB,
    retryLimit: DATA_EXPORT_RETRY_LIMIT,
    retryDelaySeconds: 60,
    handler: async ({ exportId }, job) => {
      await prepareDataExport(app, exportId, { lastAttempt: job.retryCount >= DATA_EXPORT_RETRY_LIMIT });
    },
  };
  return [
    dataExport,
    {
      name: DATA_EXPORT_SWEEP_JOB,
      retryLimit: 2,
      retryDelaySeconds: 300,
      cron: '20 * * * *',
      handler: async () => {
        const report = await sweepDataExports(app);
        if (report.removed + report.failed > 0) app.log.info(report, 'data exports swept');
      },
    },
    {
      name: ACCOUNT_CLOSINGS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 600,
      cron: CLOSINGS_CRON,
      handler: async () => {
        const report = await runAccountClosings(app);
        if (report.closed > 0) app.log.info(report, 'accounts closed');
      },
    },
  ];
}
