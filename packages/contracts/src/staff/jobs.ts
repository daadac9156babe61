import { z } from 'zod';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';

/**
 * The states of a background job (the job library's own): waiting to run (`created`), waiting
 * for its next attempt after a failure (`retry`), running, done, cancelled, or failed for good.
 */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type TJobState = (typeof JOB_STATES)[number];

/** The kinds of job the server runs; staff filter by them and the web names them. */
export const JOB_NAMES = [
  'mail',
  'mail.forget-deliveries',
  'billing.renewals',
  'payments.reconcile',
  'network.expire-holds',
] as const;
export type TJobName = (typeof JOB_NAMES)[number];

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

/** `GET jobs` (staff with 'show jobs'): newest first, optionally of one state and one kind. */
export const ZJobListQuery = pagedQuery(
  z.object({
    state: z.enum(JOB_STATES).optional(),
    name: z.enum(JOB_NAMES).optional(),
    ...ZPageFields,
  }),
);
export type TJobListQuery = z.input<typeof ZJobListQuery>;

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
