import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailDeliveries } from '../../db/schema/mail-deliveries.ts';
import { FAILED_JOB_KEPT_DAYS } from '../jobs/jobs-plugin.ts';
import type { TMail } from './mailer.ts';

type TDeliveryApp = Pick<FastifyInstance, 'db' | 'now' | 'log'>;

/** What became of a mail job's run: it sent the mail, or found it claimed by an earlier run. */
export type TDeliveryOutcome = 'sent' | 'already-sent' | 'outcome-lost';

/**
 * A delivery is kept while its job may still run: a failed job can be retried by staff until the
 * queue archives it (FAILED_JOB_KEPT_DAYS), and a day more for the clocks to disagree.
 */
export const MAIL_DELIVERY_KEPT_DAYS = FAILED_JOB_KEPT_DAYS + 1;
const DAY_MS = 86_400_000;

/**
 * Sends one mail job's mail at most once, however often the job runs.
 *
 * The delivery is claimed by the job's id (`sending`) before the mail leaves and marked `sent`
 * after. A run that finds the claim does not send:
 * - `sent`: an earlier run sent it and its completion was lost (the database was cut as the queue
 *   recorded it, so the job stayed active until its expiry and ran again);
 * - `sending`: an earlier run claimed it and its end was lost. It was most probably sent: the
 *   database cut that hides a job's result also hides the `sent` mark, while the mail server,
 *   which needs no database, took the mail. Sending again would repeat the very mail this claim
 *   exists to send once. The rare opposite (the process died between the claim and the mail
 *   server's answer, or the mail server and the database failed at the same moment) loses that
 *   mail; it is logged as a warning with the job and the template. At most once is the choice:
 *   a mail that went twice cannot be taken back (two password-reset links, two invoices).
 * A send that fails releases its claim, so the job's retry sends the mail (the mail server was
 * down: nothing went).
 */
export async function deliverOnce(
  app: TDeliveryApp,
  jobId: string,
  mail: TMail,
  send: (mail: TMail) => Promise<void>,
): Promise<TDeliveryOutcome> {
  const [claimed] = await app.db
    .insert(mailDeliveries)
    .values({ jobId, template: mail.template, state: 'sending', claimedAt: app.now() })
    .onConflictDoNothing()
    .returning({ jobId: mailDeliveries.jobId });
  if (!claimed) return earlierDelivery(app, jobId, mail);

  try {
    await send(mail);
  } catch (error) {
    await app.db
      .delete(mailDeliveries)
      .where(and(eq(mailDeliveries.jobId, jobId), eq(mailDeliveries.state, 'sending')))
      .catch((releaseError: unknown) =>
        app.log.error(
          { job: jobId, template: mail.template, err: releaseError },
          'unsent mail’s claim not released: its retry will not send it',
        ),
      );
    throw error;
  }
  await app.db
    .update(mailDeliveries)
    .set({ state: 'sent', sentAt: app.now() })
    .where(eq(mailDeliveries.jobId, jobId));
  return 'sent';
}

async function earlierDelivery(app: TDeliveryApp, jobId: string, mail: TMail): Promise<TDeliveryOutcome> {
  const [earlier] = await app.db
    .select({ state: mailDeliveries.state, claimedAt: mailDeliveries.claimedAt })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.jobId, jobId));
  // Released since the insert found it (that run's send failed): the job's retry sends it.
  if (!earlier) throw new Error('mail delivery released by a concurrent run; retried');
  const context = { job: jobId, template: mail.template, claimedAt: earlier.claimedAt.toISOString() };
  if (earlier.state === 'sent') {
    app.log.info(context, 'mail already sent by an earlier run of its job: not sent again');
    return 'already-sent';
  }
  app.log.warn(context, 'mail claimed by an earlier run whose outcome was lost: not sent again');
  return 'outcome-lost';
}

/** Forgets the deliveries whose jobs can no longer run; the clock starts it every night. */
export async function forgetOldDeliveries(app: TDeliveryApp): Promise<number> {
  const before = new Date(app.now().getTime() - MAIL_DELIVERY_KEPT_DAYS * DAY_MS);
  const forgotten = await app.db
    .delete(mailDeliveries)
    .where(lt(mailDeliveries.claimedAt, before))
    .returning({ jobId: mailDeliveries.jobId });
  return forgotten.length;
}
