import { TIME_ZONE } from '@portal/contracts/common/istanbul-time';
import { Cron } from 'croner';
import { v5 as uuidV5 } from 'uuid';

/**
 * How often a working instance looks for scheduled starts. pg-boss's own clock looked every 30 s
 * too, but read each schedule with cron-parser 4 through luxon: 70-200 ms of one instance's event
 * loop every 30 s for our 12 schedules in Europe/Istanbul. croner reads them in ~1.5 ms.
 */
export const CLOCK_TICK_SECONDS = 30;

/** A tick queues the starts of the last minute: twice the tick, so a late tick misses none. */
const LOOK_BACK_MS = 60_000;

/** The namespace of the scheduled starts' job ids (any fixed UUID; it only has to stay the same). */
const SCHEDULED_START_NAMESPACE = '6f1c2a52-3b7e-4c8e-9a51-0d4b1f7e2c39';

/**
 * A kind's schedule: a five-field cron in Europe/Istanbul (at most one start a minute, so a tick's
 * minute holds at most one). Made when the kind is defined: a bad cron stops the start.
 */
export function scheduleOf(cron: string): Cron {
  if (cron.trim().split(/\s+/).length !== 5) {
    throw new Error(`cron "${cron}" must have five fields (minute hour day month weekday)`);
  }
  return new Cron(cron, { timezone: TIME_ZONE, paused: true });
}

/** The start of `schedule` in the minute up to `now`, or null. */
export function startWithin(schedule: Cron, now: Date): Date | null {
  const next = schedule.nextRun(new Date(now.getTime() - LOOK_BACK_MS));
  return next && next.getTime() <= now.getTime() ? next : null;
}

/**
 * The job id of a kind's start at `at`: the same in every instance and every tick, so the queue
 * keeps one job however many ask for it (pg-boss inserts with `on conflict do nothing`).
 */
export function scheduledJobId(name: string, at: Date): string {
  return uuidV5(`${name} ${at.toISOString()}`, SCHEDULED_START_NAMESPACE);
}
