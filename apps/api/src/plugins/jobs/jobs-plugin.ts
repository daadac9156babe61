import type { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { TDatabase, TDatabaseHandle } from '../db/database.ts';
import { ANY_CHANGE, JOB_QUEUED_CHANNEL } from '../db/notice-channels.ts';
import { tablesRead } from '../db/tables-read.ts';
import { sqlRunnerOf } from './bound-sql.ts';
import { CLOCK_TICK_SECONDS, scheduledJobId, scheduleOf, startWithin } from './job-clock.ts';
import { describeJobFailure } from './job-failure.ts';

/** pg-boss keeps its tables in this schema of the portal's own database. */
export const JOB_SCHEMA = 'jobs';

type TJobContext = { id: string; retryCount: number };

export type TJobDefinition<T extends object> = {
  name: string;
  /** Attempts after the first; each waits `retryDelaySeconds`, doubled every time (backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job the clock starts (five-field cron, Europe/Istanbul: `job-clock.ts`); its data is `{}`. */
  cron?: string;
  /**
   * Must be idempotent: a job may run again after a crash or a lost answer (a completion the
   * database cut could not record leaves the job active until it expires, then it runs again).
   * An effect outside the database is claimed once by a unique key before it happens: the mail
   * job's `mail_deliveries`, the reminders' `document_reminders`, the renewals' `subscription_charges`.
   */
  handler(data: T, job: TJobContext): Promise<void>;
};

/** What staff see of a kind of job (the jobs page): all of its definition but the handler. */
type TJobKind = Omit<TJobDefinition<object>, 'handler'>;

type TSendOptions = {
  /** A transaction of the query builder: the job exists only if that transaction commits. */
  within?: TDatabase;
  startAfter?: Date;
};

type TJobQueue = {
  /** Declares a kind of job; before the server is ready. */
  define<T extends object>(definition: TJobDefinition<T>): void;
  /** The kinds declared, in the order they were. */
  kinds(): TJobKind[];
  send<T extends object>(name: string, data: T, options?: TSendOptions): Promise<string | null>;
  /** Runs every job due now in this process, until none is left (tests; a server with workers off). */
  runDue(): Promise<number>;
  /** With workers off, `runDue`; with workers on, nothing (they run jobs on their own): 0. */
  settle(): Promise<number>;
  /**
   * Queues each kind whose schedule started in the minute up to the app's clock, once however
   * many instances and ticks ask for it (a working instance asks every CLOCK_TICK_SECONDS): the
   * kinds this call queued.
   */
  queueScheduled(): Promise<string[]>;
  /** Puts a failed job back in the queue; false when it is not (or no longer) failed. */
  retry(name: string, id: string): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: TJobQueue;
  }
}

/** Thrown out of a handler so pg-boss stores a redacted message and no stack. */
class JobFailed extends Error {
  constructor(error: unknown) {
    super(describeJobFailure(error));
    this.name = 'JobFailed';
    Object.defineProperty(this, 'stack', { value: undefined, enumerable: false });
  }
}

/**
 * How often an idle worker looks for work. A queued job wakes its workers when its transaction
 * commits (the queue's trigger below), so the poll only finds what no insert announces: a retry
 * whose wait is over, a job queued to start later, a notice missed while the database's connection
 * was lost. pg-boss's 2 s kept an idle server on the embedded database 4-6 % of a core busy (16
 * kinds of job, a fetch each per poll).
 */
const POLL_SECONDS = 30;

/**
 * Each job queued is announced on JOB_QUEUED_CHANNEL by its kind's name once its transaction
 * commits (`announce_change`, migration 0048: relayed by the pooled connection that queued it, then
 * told to the other instances). The trigger is on pg-boss's own table, so it is made after pg-boss
 * made its schema; a row trigger on the partitioned table is copied to each kind's partition.
 */
const QUEUED_TRIGGER = 'announce_queued';
const QUEUED_FUNCTION_SQL = `
  create or replace function ${JOB_SCHEMA}.${QUEUED_TRIGGER}() returns trigger language plpgsql as $$
  begin
    perform public.announce_change('${JOB_QUEUED_CHANNEL}', array[new.name]);
    return null;
  end
  $$`;
const QUEUED_TRIGGER_SQL = `
  create trigger ${QUEUED_TRIGGER} after insert on ${JOB_SCHEMA}.job
  for each row execute function ${JOB_SCHEMA}.${QUEUED_TRIGGER}()`;

/** Makes the trigger on a database that lacks it (new, or made before it existed). */
async function announceQueuedJobs(database: TDatabaseHandle): Promise<void> {
  const { rows } = await database.runSql(
    'select 1 from pg_trigger where tgrelid = $1::regclass and tgname = $2',
    [`${JOB_SCHEMA}.job`, QUEUED_TRIGGER],
  );
  if (rows.length > 0) return;
  await database.runSql(QUEUED_FUNCTION_SQL);
  await database.runSql(QUEUED_TRIGGER_SQL);
}

const DAY_SECONDS = 86_400;
/** A failed job stays listed (and may be retried by staff) this long; then the queue archives it. */
export const FAILED_JOB_KEPT_DAYS = 30;

export type TJobsPluginOptions = {
  /** Poll and run jobs (a server); off, jobs wait for `runDue` (tests move the clock and run them). */
  work: boolean;
};

/**
 * `app.jobs`: jobs stored in the database (pg-boss), so they survive a restart, retry with
 * backoff and are shared by every instance on one PostgreSQL. The embedded database runs the
 * same code through the handle's `runSql`.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { work }: TJobsPluginOptions) => {
    // No trigger announces the queue's changes: an answer read from it is never kept.
    tablesRead.addOtherSchema(JOB_SCHEMA);
    const boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => app.database.runSql(text, values) },
      schema: JOB_SCHEMA,
      migrate: true,
      supervise: work,
      // Our clock starts the scheduled kinds (`queueScheduled`): pg-boss's stalls an event loop.
      schedule: false,
      // A failed job stays listed for staff for a month; a finished one (a mail's body) leaves soon.
      archiveCompletedAfterSeconds: 3_600,
      archiveFailedAfterSeconds: FAILED_JOB_KEPT_DAYS * DAY_SECONDS,
      deleteAfterDays: 30,
    });
    boss.on('error', (error) =>
      app.log.error({ errorName: error.name, detail: describeJobFailure(error) }, 'job queue error'),
    );
    // pg-boss creates its schema on a new database: one instance at a time (two racing ones
    // collide on `create schema`).
    await app.database.withStartupLock(async () => {
      await boss.start();
      await announceQueuedJobs(app.database);
    });

    const definitions = new Map<string, TJobDefinition<object>>();
    const schedules = new Map<string, Cron>();
    const workers = new Map<string, string>();
    /** A kind's worker fetches now instead of at its next poll (nothing, without workers). */
    const wake = (name: string) => {
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    };
    // A kind just queued (its name), or anything (`*`; null: notices may have been missed).
    if (work)
      await app.listenToDatabase(JOB_QUEUED_CHANNEL, (name) => {
        if (name !== null && name !== ANY_CHANGE) wake(name);
        else for (const kind of workers.keys()) wake(kind);
      });

    const run = async (definition: TJobDefinition<object>, job: PgBoss.JobWithMetadata<object>) => {
      try {
        await definition.handler(job.data, { id: job.id, retryCount: job.retryCount });
      } catch (error) {
        app.log.warn(
          { job: definition.name, jobId: job.id, detail: describeJobFailure(error) },
          'job failed',
        );
        throw new JobFailed(error);
      }
    };

    const queue: TJobQueue = {
      define(definition) {
        if (definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
        // A cron it cannot read throws here, before anything of the kind is kept.
        if (definition.cron) schedules.set(definition.name, scheduleOf(definition.cron));
        definitions.set(definition.name, definition as TJobDefinition<object>);
      },
      kinds() {
        return [...definitions.values()].map(({ handler: _handler, ...kind }) => kind);
      },
      async send(name, data, options = {}) {
        // Its workers are woken once the row is committed (QUEUED_TRIGGER), in every instance.
        return boss.send(name, data, {
          ...(options.within ? { db: sqlRunnerOf(options.within) } : {}),
          ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        });
      },
      async runDue() {
        let ran = 0;
        for (let found = true; found && ran < 1_000; ) {
          found = false;
          for (const definition of definitions.values()) {
            const [job] = await boss.fetch<object>(definition.name, { batchSize: 1, includeMetadata: true });
            if (!job) continue;
            found = true;
            ran += 1;
            try {
              await run(definition, job);
              await boss.complete(definition.name, job.id);
            } catch (error) {
              await boss.fail(definition.name, job.id, error as object);
            }
          }
        }
        return ran;
      },
      async queueScheduled() {
        const now = app.now();
        const queued: string[] = [];
        for (const [name, schedule] of schedules) {
          const at = startWithin(schedule, now);
          // null: another instance (or an earlier tick) queued this start already.
          if (at && (await boss.send(name, {}, { id: scheduledJobId(name, at) }))) queued.push(name);
        }
        return queued;
      },
      settle() {
        return work ? Promise.resolve(0) : queue.runDue();
      },
      async retry(name, id) {
        const job = await boss.getJobById(name, id);
        if (job?.state !== 'failed') return false;
        await boss.retry(name, id);
        // A retry changes the job's row, which the trigger does not announce: this instance's worker looks now.
        wake(name);
        return true;
      },
    };
    app.decorate('jobs', queue);

    let clock: NodeJS.Timeout | undefined;
    let ticking = false;
    /** Now and every CLOCK_TICK_SECONDS: the scheduled kinds due (a tick still running is not doubled). */
    const startClock = () => {
      const tick = async () => {
        if (ticking) return;
        ticking = true;
        try {
          await queue.queueScheduled();
        } catch (error) {
          app.log.error({ detail: describeJobFailure(error) }, 'scheduled jobs not queued');
        } finally {
          ticking = false;
        }
      };
      void tick();
      clock = setInterval(tick, CLOCK_TICK_SECONDS * 1000);
      clock.unref();
    };

    app.addHook('onReady', async () => {
      // Queues one instance at a time: two instances creating the same queues on a new database
      // deadlock in PostgreSQL (seen with `npm run demo:cluster`).
      await app.database.withStartupLock(async () => {
        for (const definition of definitions.values()) {
          const options = {
            name: definition.name,
            retryLimit: definition.retryLimit,
            retryDelay: definition.retryDelaySeconds,
            retryBackoff: true,
          };
          await boss.createQueue(definition.name, options);
          await boss.updateQueue(definition.name, options);
        }
        // What pg-boss's own clock was given before ours: gone, or an older instance still
        // running it would start those kinds too.
        if (work) for (const { name } of await boss.getSchedules()) await boss.unschedule(name);
      });
      if (!work) return;
      for (const definition of definitions.values()) {
        const worker = await boss.work<object>(
          definition.name,
          { includeMetadata: true, pollingIntervalSeconds: POLL_SECONDS },
          async ([job]) => {
            if (!job) return;
            // pg-boss waits its poll after every fetch, even one that found work: a burst of
            // mails queued by one transaction went out one a poll (an approval's four mails kept
            // an invitation waiting). A worker that found a job looks again at once.
            wake(definition.name);
            await run(definition, job);
          },
        );
        workers.set(definition.name, worker);
      }
      startClock();
    });
    // Stops taking jobs, lets a running one finish, before the database closes: 6 s leaves the
    // rest of the shutdown room within the server's 9 s limit (server.ts).
    app.addHook('onClose', async () => {
      if (clock) clearInterval(clock);
      await boss.stop({ graceful: true, wait: true, timeout: 6_000 });
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
