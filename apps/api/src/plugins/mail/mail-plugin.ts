import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config.ts';
import type { TJobDefinition } from '../jobs/jobs-plugin.ts';
import { deliverOnce, forgetOldDeliveries } from './mail-deliveries.ts';
import { createMailer, type TMail, type TMailer } from './mailer.ts';

/**
 * The mailer, with the jobs that deliver its mail: they hold its transport, so the plugin builds
 * them, and the server's one list of jobs (src/jobs.ts) registers them with every other job.
 */
type TQueuedMailer = TMailer & { readonly jobs: readonly TJobDefinition<object>[] };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: TQueuedMailer;
  }
}

/** The job that carries one mail to SMTP or the outbox; five retries over about 15 minutes. */
const MAIL_JOB = 'mail';
/** Forgets the mail jobs' delivery claims once their jobs can no longer run; every night. */
export const FORGET_DELIVERIES_JOB = 'mail.forget-deliveries';

function mailJobs(app: FastifyInstance, transport: TMailer): TJobDefinition<object>[] {
  const delivery: TJobDefinition<TMail> = {
    name: MAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    // Once per job, however often the job runs (mail-deliveries.ts).
    handler: async (mail, job) => {
      await deliverOnce(app, job.id, mail, (claimed) => transport.send(claimed));
    },
  };
  return [
    delivery,
    {
      name: FORGET_DELIVERIES_JOB,
      retryLimit: 2,
      retryDelaySeconds: 300,
      cron: '40 4 * * *',
      handler: async () => {
        const forgotten = await forgetOldDeliveries(app);
        if (forgotten > 0) app.log.info({ forgotten }, 'old mail deliveries forgotten');
      },
    },
  ];
}

/**
 * `app.mailer`: `send` queues the mail as a job (inside the caller's transaction when it passes
 * one), so a request never waits for the mail server and a failed delivery is retried; the job
 * hands it to SMTP (SMTP_URL) or the .eml outbox in DATA_DIR, once however often it runs.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, { config }: { config: TConfig }) => {
    const transport = createMailer(config, app.log);
    app.decorate('mailer', {
      transport: transport.transport,
      async send(mail, options) {
        await app.jobs.send(MAIL_JOB, mail, options);
      },
      close: () => transport.close(),
      jobs: mailJobs(app, transport),
    } satisfies TQueuedMailer);
  },
  { name: 'mail', dependencies: ['jobs'] },
);
