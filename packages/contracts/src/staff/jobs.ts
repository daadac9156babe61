import { z } from 'zod';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';

/**
 * The states of a background job (the job library's own): waiting to run (`created`), waiting
 * for its next attempt after a failure (`retry`), running, done, cancelled, or failed for good.
 */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type TJobState = (typeof JOB_STATES)[number];

/**
 * A kind of job the server runs, as its one list of jobs defines it (the API's `src/jobs.ts`):
 * staff filter by the names, and read what the clock starts and how often a failure is retried.
 */
export const ZJobKind = z.object({
  /** `mail`, `billing.renewals`, …: the job's stored name. */
  name: z.string(),
  /** When the clock starts it (cron, Europe/Istanbul); null for a job only queued by the portal. */
  cron: z.string().nullable(),
  /** Attempts after the first, the first of them this many seconds later, each wait doubled. */
  retry_limit: z.number().int(),
  retry_delay_seconds: z.number().int(),
});
export type TJobKind = z.infer<typeof ZJobKind>;

export const ZJob = z.object({
  id: z.uuid(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** Attempts made after the first, and how many are allowed. */
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  created_at: z.iso.datetime(),
  /** When it runs (again): the first run, or the next attempt after a failure. */
  start_after: z.iso.datetime(),
  started_at: z.iso.datetime().nullable(),
  completed_at: z.iso.datetime().nullable(),
  /** The last failure's kind and message, with addresses, links and tokens taken out; no stack. */
  last_error: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;

/**
 * The states a person has to look at: waiting, running, waiting for another attempt, failed. The
 * routine finished ones (completed, cancelled: hundreds a day) are asked for by name.
 */
export const OPEN_JOB_STATES = [
  'created',
  'retry',
  'active',
  'failed',
] as const satisfies readonly TJobState[];

/** A state, or `open`: any of OPEN_JOB_STATES (the jobs page's default). */
export const JOB_STATE_FILTERS = ['open', ...JOB_STATES] as const;
export type TJobStateFilter = (typeof JOB_STATE_FILTERS)[number];

/**
 * `GET jobs` (staff with 'show jobs'): newest first, optionally of one state (or the open ones) and
 * one kind. The job library's own bookkeeping (`__pgboss__…` queues) is never listed.
 */
export const ZJobListQuery = pagedQuery(
  z.object({
    state: z.enum(JOB_STATE_FILTERS).optional(),
    /** One of the server's kinds (`GET jobs/kinds`); another name is 422. */
    name: z.string().max(100).optional(),
    ...ZPageFields,
  }),
);

export const ZJobParams = z.object({ id: z.uuid() });

/** How many payments waiting for a person the jobs page lists (the longest waiting first). */
export const PAYMENTS_TO_REVIEW_LIMIT = 100;

/**
 * A card payment whose outcome the provider could not tell, after every lookup the reconciliation
 * makes: still pending (it may have charged), and no longer asked. A person checks it in the
 * provider's own panel by `provider_ref`.
 */
export const ZPaymentToReview = z.object({
  id: z.number().int(),
  account: z.object({ id: z.number().int(), name: z.string() }),
  /** KDV included, in kuruş. */
  amount: z.number().int(),
  provider: z.string(),
  /** The provider's reference of the payment (iyzico's payment id), when it gave one. */
  provider_ref: z.string().nullable(),
  /** Lookups the provider left unanswered once the payment was old enough to be asked by its reference. */
  unanswered_lookups: z.number().int(),
  created_at: z.iso.datetime(),
  /** When it was handed to a person. */
  needs_review_at: z.iso.datetime(),
});
export type TPaymentToReview = z.infer<typeof ZPaymentToReview>;
