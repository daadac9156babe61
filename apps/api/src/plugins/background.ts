import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work after the answer has gone (a mail whose sending must not show in the answer's
     * timing); its failure is logged, never thrown. Closing the server waits for it.
     */
    runInBackground(name: string, work: () => Promise<void>): void;
    /**
     * Resolves once no background work is running (tests, and the server's close); with job
     * workers off (tests), also once every job due now has run, the mails they queue included.
     */
    backgroundIdle(): Promise<void>;
  }
}

export const backgroundPlugin = fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<void>>();
    app.decorate('runInBackground', (name: string, work: () => Promise<void>) => {
      const task = work()
        .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background work failed'))
        .finally(() => running.delete(task));
      running.add(task);
    });
    const runningDone = async () => {
      while (running.size > 0) await Promise.all(running);
    };
    app.decorate('backgroundIdle', async () => {
      do await runningDone();
      while ((await app.jobs.settle()) > 0);
    });
    // A closing server starts no job: queued ones wait in the database for the next start.
    app.addHook('onClose', runningDone);
  },
  { name: 'background', dependencies: ['jobs'] },
);
