import type { TPageMeta } from '@portal/contracts/common/envelope';
import { OPEN_JOB_STATES, type TJob, type TJobKind, type ZJobListQuery } from '@portal/contracts/staff/jobs';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import { findJob, listJobs, type TJobRow } from './repository.ts';

type TJobsApp = Pick<FastifyInstance, 'db' | 'jobs'>;

/** The stored failure (`{ message }`, already without secrets); nothing else of the output is shown. */
function lastError(row: TJobRow): string | null {
  if (row.state === 'completed') return null;
  const output = row.output;
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return null;
}

function present(row: TJobRow): TJob {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    retry_count: row.retryCount,
    retry_limit: row.retryLimit,
    created_at: row.createdOn.toISOString(),
    start_after: row.startAfter.toISOString(),
    started_at: row.startedOn?.toISOString() ?? null,
    completed_at: row.completedOn?.toISOString() ?? null,
    last_error: lastError(row),
  };
}

/**
 * `GET jobs/kinds`: the kinds of job the queue runs, as the server's one list defines them
 * (src/jobs.ts), in its order: the page's filter and the names it shows come from here.
 */
export function jobKinds(app: Pick<TJobsApp, 'jobs'>): TJobKind[] {
  return app.jobs.kinds().map((kind) => ({
    name: kind.name,
    cron: kind.cron ?? null,
    retry_limit: kind.retryLimit,
    retry_delay_seconds: kind.retryDelaySeconds,
  }));
}

/**
 * `GET jobs`: newest first; `state=open` the ones a person looks at (waiting, running, retrying,
 * failed). A kind the server does not run is a field error, as a wrong state is.
 */
export async function findJobs(
  app: TJobsApp,
  query: z.output<typeof ZJobListQuery>,
): Promise<{ data: TJob[]; meta: TPageMeta }> {
  if (query.name !== undefined && !app.jobs.kinds().some((kind) => kind.name === query.name)) {
    throw new HttpError(422, 'errors.validation', { fields: { name: 'validation.invalidValue' } });
  }
  const { rows, total } = await listJobs(app.db, {
    ...(query.state ? { states: query.state === 'open' ? OPEN_JOB_STATES : [query.state] } : {}),
    ...(query.name ? { name: query.name } : {}),
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(present), meta: pageMeta(query, total) };
}

/** `POST jobs/{id}/retry`: a failed job runs again from its first attempt; audited. */
export async function retryJob(app: TJobsApp, auth: TAuth, id: string): Promise<TJob> {
  const job = await findJob(app.db, id);
  if (!job) throw new HttpError(404, 'errors.notFound');
  if (!(await app.jobs.retry(job.name, id))) throw new HttpError(409, 'jobs.notFailed');
  await recordAudit(app.db, {
    actorId: auth.user.id,
    action: 'job.retried',
    subjectType: 'job',
    before: { id, name: job.name, state: job.state, last_error: lastError(job) },
  });
  const retried = await findJob(app.db, id);
  return present(retried ?? job);
}
