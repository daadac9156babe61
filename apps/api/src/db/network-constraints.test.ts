import { holdExpiresAt, sessionEndsAt } from '@portal/contracts/network/network-constants';
import { NETWORK_CONSTRAINT_MESSAGES } from '@portal/contracts/network/network-messages';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../plugins/db/database.ts';
import { createTestDatabase, type TTestDatabase } from '../test/test-database.ts';
import { accounts } from './schema/accounts.ts';
import { users } from './schema/auth.ts';
import {
  networkBooths,
  networkSessionRegistrations,
  networkSessions,
  networkStages,
} from './schema/network.ts';
import { SEED_NETWORK_STAGES } from './seed/data/network-stages.ts';
import { seedDatabase } from './seed/seed.ts';

/**
 * The network's rules that must hold when two requests arrive at once are the database's own
 * (issue 17): these tests reach them through the migration, by the names the API maps to
 * messages, so renaming one fails here and not in front of a customer.
 */

let database: TTestDatabase;
let db: TDatabase;

const start = () => database.handle.migrate((tx) => seedDatabase(tx, { demoUsers: false, admin: null }));

/** The name of the constraint a failed statement broke, wherever the driver put the error. */
function violatedConstraint(error: unknown, depth = 0): string | null {
  if (typeof error !== 'object' || error === null || depth > 5) return null;
  if ('constraint' in error && typeof error.constraint === 'string') return error.constraint;
  return 'cause' in error ? violatedConstraint(error.cause, depth + 1) : null;
}

async function failure(statement: Promise<unknown>): Promise<string | null> {
  try {
    await statement;
  } catch (error) {
    return violatedConstraint(error);
  }
  throw new Error('the statement succeeded');
}

let sequence = 0;
async function createUser(): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({ name: `Person ${sequence}`, email: `network-${sequence}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

async function createAccount(): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(accounts)
    .values({ name: `Company ${sequence}` })
    .returning({ id: accounts.id });
  if (!row) throw new Error('no account');
  return row.id;
}

const booth = (accountId: number, representativeUserId: number) => ({
  accountId,
  representativeUserId,
  name: 'Anadolu Yazılım',
  sector: 'technology' as const,
  city: 'İstanbul',
  description: 'Küçük işletmelere muhasebe yazılımı.',
});

async function firstStage() {
  const [stage] = await db.select().from(networkStages).orderBy(asc(networkStages.sort)).limit(1);
  if (!stage) throw new Error('no stage seeded');
  return stage;
}

const startsAt = new Date('2026-12-01T07:00:00.000Z');
const now = new Date('2026-11-26T09:00:00.000Z');

async function hold(stageId: number, accountId: number, capacity = 60) {
  return db
    .insert(networkSessions)
    .values({
      stageId,
      accountId,
      startsAt,
      endsAt: sessionEndsAt(startsAt),
      status: 'held',
      heldUntil: holdExpiresAt(now),
      title: 'E-ihracata ilk adım',
      speaker: 'Ayşe Yılmaz',
      capacity,
    })
    .returning({ id: networkSessions.id });
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await start();
});
afterAll(async () => {
  await database?.dispose();
});

describe('the network stages', () => {
  it('are seeded in both languages, in order, and stay the same across restarts', async () => {
    await start();
    const stages = await db.select().from(networkStages).orderBy(asc(networkStages.sort));
    expect(stages.map((s) => [s.slug, s.nameTr, s.nameEn, s.capacity])).toEqual(
      SEED_NETWORK_STAGES.map((s) => [s.slug, s.name.tr, s.name.en, s.capacity]),
    );
    expect(stages.map((s) => s.capacity)).toEqual([60, 25, 40]);
    for (const stage of stages) {
      expect(stage.descriptionTr.length).toBeGreaterThan(20);
      expect(stage.descriptionEn.length).toBeGreaterThan(20);
    }
  });

  it('take back the data file’s text when a restart finds it changed', async () => {
    const stage = await firstStage();
    await db
      .update(networkStages)
      .set({ nameEn: 'Renamed', capacity: 5 })
      .where(eq(networkStages.id, stage.id));
    await start();
    const [again] = await db.select().from(networkStages).where(eq(networkStages.id, stage.id));
    expect(again).toEqual(stage);
  });
});

describe('booths', () => {
  it('are one per company', async () => {
    const account = await createAccount();
    await db.insert(networkBooths).values(booth(account, await createUser()));
    expect(await failure(db.insert(networkBooths).values(booth(account, await createUser())))).toBe(
      'network_booths_one_per_company',
    );
  });

  it('are one per representative (spec section 5), a name the API maps to the spec’s message', async () => {
    const representative = await createUser();
    await db.insert(networkBooths).values(booth(await createAccount(), representative));
    const broken = await failure(
      db.insert(networkBooths).values(booth(await createAccount(), representative)),
    );
    expect(broken).toBe('network_booths_one_per_representative');
    expect(Object.keys(NETWORK_CONSTRAINT_MESSAGES)).toContain(broken);
  });
});

describe('stage sessions', () => {
  it('let one company hold a stage hour when two ask at once', async () => {
    const stage = await firstStage();
    const [first, second] = await Promise.allSettled([
      hold(stage.id, await createAccount()),
      hold(stage.id, await createAccount()),
    ]);
    const outcomes = [first?.status, second?.status].sort();
    expect(outcomes).toEqual(['fulfilled', 'rejected']);
    const rejected = [first, second].find((outcome) => outcome?.status === 'rejected');
    expect(violatedConstraint(rejected?.status === 'rejected' ? rejected.reason : null)).toBe(
      'network_sessions_one_per_stage_hour',
    );
  });

  it('free the hour once the hold expires or is released', async () => {
    const stage = await firstStage();
    await db
      .update(networkSessions)
      .set({ status: 'expired' })
      .where(sql`${networkSessions.stageId} = ${stage.id} and ${networkSessions.startsAt} = ${startsAt}`);
    const [again] = await hold(stage.id, await createAccount());
    expect(again?.id).toBeGreaterThan(0);
  });

  it('keep a held session’s expiry', async () => {
    const stage = await firstStage();
    const values = {
      stageId: stage.id,
      accountId: await createAccount(),
      startsAt: new Date('2026-12-02T07:00:00.000Z'),
      endsAt: new Date('2026-12-02T08:00:00.000Z'),
      status: 'held' as const,
      title: 'Başlık',
      speaker: 'Konuşmacı',
      capacity: 10,
    };
    expect(await failure(db.insert(networkSessions).values(values))).toBe('network_sessions_held_until_set');
  });

  it('never count more registrations than seats', async () => {
    const stage = await firstStage();
    const [session] = await db
      .insert(networkSessions)
      .values({
        stageId: stage.id,
        accountId: await createAccount(),
        startsAt: new Date('2026-12-03T07:00:00.000Z'),
        endsAt: new Date('2026-12-03T08:00:00.000Z'),
        status: 'confirmed',
        title: 'Başlık',
        speaker: 'Konuşmacı',
        capacity: 1,
      })
      .returning({ id: networkSessions.id });
    if (!session) throw new Error('no session');
    const takeSeat = () =>
      db
        .update(networkSessions)
        .set({ registered: sql`${networkSessions.registered} + 1` })
        .where(eq(networkSessions.id, session.id));
    await takeSeat();
    expect(await failure(takeSeat())).toBe('network_sessions_registered_within_capacity');

    // One live registration per person; a cancelled one does not count.
    const person = await createUser();
    const registration = { sessionId: session.id, userId: person, name: 'Mehmet', email: 'm@example.com' };
    const [first] = await db
      .insert(networkSessionRegistrations)
      .values(registration)
      .returning({ id: networkSessionRegistrations.id });
    expect(await failure(db.insert(networkSessionRegistrations).values(registration))).toBe(
      'network_session_registrations_one_per_user',
    );
    await db
      .update(networkSessionRegistrations)
      .set({ cancelledAt: now })
      .where(eq(networkSessionRegistrations.id, first?.id ?? 0));
    await db.insert(networkSessionRegistrations).values(registration);
  });
});
