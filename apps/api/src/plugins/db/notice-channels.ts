/** The channel the catalogue tables' triggers notify (migration 0013). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** The channel of the access triggers (migration 0014): a user id, or ANY_CHANGE for everyone. */
export const ACCESS_CHANNEL = 'access_changed';
/** The channel every table but the tokens' notifies (migration 0015). */
export const DATA_CHANNEL = 'data_changed';

/** The channel of the job queue's trigger (`jobs-plugin.ts`): the name of a kind of job just queued. */
export const JOB_QUEUED_CHANNEL = 'job_queued';

/** Every channel the database's triggers notify: PostgreSQL's listening connection LISTENs on them from the start. */
export const TRIGGER_CHANNELS = [
  CATALOGUE_CHANNEL,
  ACCESS_CHANNEL,
  DATA_CHANNEL,
  JOB_QUEUED_CHANNEL,
] as const;

/**
 * A payload on any channel: anything may have changed (the access triggers' "everyone"; an
 * instance that starts says it on the others, in case it stopped before announcing a change).
 */
export const ANY_CHANGE = '*';
