import type { FastifyInstance } from 'fastify';

/** What the payments code uses of the app: the database, the clock, the log, the limits, the config, the mail, the jobs. */
export type TPaymentsApp = Pick<
  FastifyInstance,
  'db' | 'now' | 'log' | 'rateLimiter' | 'config' | 'mailer' | 'jobs'
>;
