/** The channel the catalogue tables' triggers notify (migration 0013). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** The channel of the access triggers (migration 0014): a user id, or '*' for everyone. */
export const ACCESS_CHANNEL = 'access_changed';
/** The channel every table but the tokens' notifies (migration 0015). */
export const DATA_CHANNEL = 'data_changed';

/** Every channel the migrations' triggers notify: each pooled PostgreSQL connection LISTENs on them. */
export const TRIGGER_CHANNELS = [CATALOGUE_CHANNEL, ACCESS_CHANNEL, DATA_CHANNEL] as const;
