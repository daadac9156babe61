import { randomBytes } from 'node:crypto';
import { addCalendarDays, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { istanbulWallClockToIso } from '@portal/contracts/common/istanbul-wall-clock';
import { ACCOUNT_CLOSE_DAYS, ANONYMISED_USER_NAME } from '@portal/contracts/privacy/privacy-schemas';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../plugins/record-audit.ts';
import {
  anonymisePerson,
  findDueClosings,
  findMembershipsOf,
  findOtherCustomerMembers,
  lockDueClosing,
  makeOwner,
  purgeCompany,
  removeMembership,
} from './closing-repository.ts';

type TClosingApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'storage'>;

/** Carries out the closings whose 30 days are over; the clock starts it every night (jobs.ts). */
export const ACCOUNT_CLOSINGS_JOB = 'privacy.account-closings';
/** 03:00 in Istanbul, when the portal is quietest; a missed night is caught up by the next. */
const CLOSINGS_RUN_TIME = '03:00';
/** The same time as the job's schedule: the day a closing takes effect is read from it. */
export const CLOSINGS_CRON = '0 3 * * *';
const DAY_MS = 86_400_000;
const BATCH = 50;

/** From this moment the nightly run erases the account. */
export function closingTakesEffectAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_CLOSE_DAYS * DAY_MS);
}

/** The Istanbul day of the nightly run that erases the account (the first run at or after the moment above). */
export function closingEffectiveOn(requestedAt: Date): string {
  const takesEffect = closingTakesEffectAt(requestedAt);
  const day = todayInIstanbul(takesEffect);
  const run = istanbulWallClockToIso(`${day}T${CLOSINGS_RUN_TIME}`);
  return run !== null && takesEffect.getTime() <= new Date(run).getTime() ? day : addCalendarDays(day, 1);
}

export type TClosingsReport = { closed: number };

/** One pass at `app.now()`: every person whose closing is due is anonymised, one transaction each. */
export async function runAccountClosings(app: TClosingApp): Promise<TClosingsReport> {
  const dueBefore = new Date(app.now().getTime() - ACCOUNT_CLOSE_DAYS * DAY_MS);
  const report: TClosingsReport = { closed: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await findDueClosings(app.db, dueBefore, afterId, BATCH);
    for (const person of batch) {
      if (await closeAccount(app, person.id, dueBefore)) report.closed += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) break;
    afterId = last.id;
  }
  return report;
}

/**
 * Closes one account, if its closing is still due (it may have been taken back since the batch
 * was read). In one transaction: each company of which the person was the only customer is
 * erased but for what the law keeps (closing-repository.ts, README.md); from a company with other
 * customers the person is only removed, and if no owner is left its longest-standing member
 * becomes one (someone must be able to manage the team). Then the person is anonymised. The
 * files are removed after the commit: a rollback must not leave rows pointing at deleted files.
 */
async function closeAccount(app: TClosingApp, userId: number, dueBefore: Date): Promise<boolean> {
  const now = app.now();
  const unlinked = await app.db.transaction(async (tx) => {
    const person = await lockDueClosing(tx, userId, dueBefore);
    if (!person) return null;
    const keys: string[] = [];
    for (const membership of await findMembershipsOf(tx, userId)) {
      const others = await findOtherCustomerMembers(tx, membership.accountId, userId);
      if (others.length === 0) {
        keys.push(...(await purgeCompany(tx, membership.accountId, now)));
        continue;
      }
      await removeMembership(tx, membership.accountId, userId);
      const heir = others[0];
      if (heir && !others.some((other) => other.memberRole === 'owner')) {
        await makeOwner(tx, membership.accountId, heir.userId);
        await recordAudit(tx, {
          actorId: null,
          action: 'team.member_updated',
          subjectType: 'user',
          subjectId: heir.userId,
          accountId: membership.accountId,
          before: { member_role: heir.memberRole },
          after: { member_role: 'owner', reason: 'last_owner_closed_account' },
        });
      }
    }
    keys.push(
      ...(await anonymisePerson(tx, person, {
        name: ANONYMISED_USER_NAME,
        email: `deleted-${userId}@invalid`,
        // Not an argon2 hash: no password can ever match it.
        passwordHash: `!closed:${randomBytes(16).toString('hex')}`,
        at: now,
      })),
    );
    return keys;
  });
  if (unlinked === null) return false;
  for (const key of unlinked) {
    await app.storage.remove(key).catch((error: unknown) => {
      app.log.error({ err: error, key }, 'could not remove a closed account’s file');
    });
  }
  return true;
}
