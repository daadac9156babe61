import { rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { accounts } from '../db/schema/accounts.ts';
import { roles, users } from '../db/schema/auth.ts';
import { personalAccessTokens } from '../db/schema/auth-tokens.ts';
import { contactMessages } from '../db/schema/contact.ts';
import { products } from '../db/schema/products.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../test/auth-helpers.ts';
import { eventually } from '../test/eventually.ts';
import { addAppointmentRequest, addContactMessage } from '../test/staff-fixtures.ts';
import { testConfig } from '../test/test-config.ts';
import { createTestDatabase, type TTestDatabase } from '../test/test-database.ts';
import { openDatabase, type TDatabase, type TDatabaseHandle } from './db/database.ts';
import { DATA_CHANNEL } from './db/notice-channels.ts';
import { LISTENER_NAME } from './db/postgres-notices.ts';

type TApp = Awaited<ReturnType<typeof buildApp>>;

/** An instance of the portal on `database`, as a server would build it. */
async function startInstance(database: TDatabaseHandle): Promise<{ app: TApp; close(): Promise<void> }> {
  const config = testConfig();
  const app = await buildApp({ config, database, logger: false, runJobs: false, rateLimits: RELAXED_LIMITS });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A change that raises no notice (triggers off for this transaction): only the cache can hide it. */
async function unnoticed(db: TDatabase, change: (tx: TDatabase) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx);
  });
}

async function companyOf(app: TApp, token: string, name: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: bearer(token),
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.id;
}

const readName = async (app: TApp, token: string, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/accounts/${id}`, headers: bearer(token) })).json().result
    .name;

/**
 * A TCP forwarder to PostgreSQL that can stop passing bytes while keeping every connection open,
 * as a route that drops packets does: nothing closes, nothing answers.
 */
async function startSilenceableProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let silent = false;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
      if (silent) socket.pause();
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: url.toString(),
    silence() {
      silent = true;
      for (const socket of sockets) socket.pause();
    },
    speak() {
      silent = false;
      for (const socket of sockets) socket.resume();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const statusOf = async (app: TApp, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) })).statusCode;

describe('while the database may be sending notices that never arrive', () => {
  let database: TTestDatabase;
  let instance: Awaited<ReturnType<typeof startInstance>>;
  let lost = false;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    const handle = database.handle;
    instance = await startInstance({ ...handle, listening: () => !lost && handle.listening() });
  });
  afterAll(async () => {
    await instance?.close();
    await database?.dispose();
  });

  it('serves and keeps no signed-in answer and no token, and uses both again once notices arrive', async () => {
    const { app } = instance;
    const owner = await registerCustomer(app);
    const id = await companyOf(app, owner.token, 'Kayıp Bildirim A.Ş.');
    const rename = (name: string) =>
      unnoticed(app.db, (tx) => tx.update(accounts).set({ name }).where(eq(accounts.id, id)));

    expect(await readName(app, owner.token, id)).toBe('Kayıp Bildirim A.Ş.');
    // Kept while notices arrive: a change that raises none stays hidden (what the notices are for).
    await rename('Görünmez A.Ş.');
    expect(await readName(app, owner.token, id)).toBe('Kayıp Bildirim A.Ş.');

    lost = true;
    try {
      expect(await readName(app, owner.token, id)).toBe('Görünmez A.Ş.');
      await rename('İkinci Ad A.Ş.');
      expect(await readName(app, owner.token, id)).toBe('İkinci Ad A.Ş.');
      // The token's caller is read afresh as well: a revocation no notice told of is refused.
      await unnoticed(app.db, (tx) =>
        tx
          .update(personalAccessTokens)
          .set({ revokedAt: new Date() })
          .where(eq(personalAccessTokens.userId, owner.user.id)),
      );
      expect(await statusOf(app, owner.token)).toBe(401);
    } finally {
      lost = false;
    }
  });
});

/** An answer's headers but the ones that differ from request to request. */
const steadyHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

describe("the staff's reads", () => {
  let database: TTestDatabase;
  let instance: Awaited<ReturnType<typeof startInstance>>;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    instance = await startInstance(database.handle);
  });
  afterAll(async () => {
    await instance?.close();
    await database?.dispose();
  });

  it('keep the people list until a person changes, and show a rename on the next request', async () => {
    const { app } = instance;
    const admin = await login(app, DEMO.admin, DEMO.password);
    const [advisor] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'advisor'));
    const created = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(admin.token),
      payload: {
        name: 'Önbellek Danışman',
        email: `onbellek-${Date.now()}@example.com`,
        password: 'Staff2026pass',
        phone: '533 444 55 66',
        role_id: advisor?.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const person = created.json().result;
    const url = `/api/users?search=${encodeURIComponent('Önbellek')}`;
    const list = () => app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    const names = async () => (await list()).json().result.data.map((user: { name: string }) => user.name);

    const computed = await list();
    expect(computed.statusCode).toBe(200);
    expect(computed.json().result.data.map((user: { name: string }) => user.name)).toEqual([
      'Önbellek Danışman',
    ]);
    // The second read is the kept answer: a change that raises no notice stays hidden.
    await unnoticed(app.db, (tx) =>
      tx.update(users).set({ name: 'Önbellek Görünmez' }).where(eq(users.id, person.id)),
    );
    const kept = await list();
    expect(kept.body).toBe(computed.body);
    expect(steadyHeaders(kept.headers)).toEqual(steadyHeaders(computed.headers));

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/users/${person.id}`,
      headers: bearer(admin.token),
      payload: { name: 'Önbellek Yeni Ad', email: person.email, phone: person.phone ?? '' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names()).toEqual(['Önbellek Yeni Ad']);
  });

  it('keep the dashboard until a lead arrives, and show new requests and messages on the next request', async () => {
    const { app } = instance;
    const admin = await login(app, DEMO.admin, DEMO.password);
    const dashboard = () =>
      app.inject({ method: 'GET', url: '/api/staff/dashboard', headers: bearer(admin.token) });
    const leads = async () => {
      const { result } = (await dashboard()).json();
      return {
        appointments: result.new_appointments.items.map((item: { full_name: string }) => item.full_name),
        messages: result.recent_contact_messages.items.map((item: { full_name: string }) => item.full_name),
      };
    };

    const computed = await dashboard();
    expect(computed.statusCode).toBe(200);
    // The second read is the kept answer: leads stored without a notice stay hidden.
    await unnoticed(app.db, (tx) => addAppointmentRequest(tx, { fullName: 'Görünmez Aday' }));
    const kept = await dashboard();
    expect(kept.body).toBe(computed.body);
    expect(steadyHeaders(kept.headers)).toEqual(steadyHeaders(computed.headers));

    await addAppointmentRequest(app.db, { fullName: 'Yeni Aday' });
    expect((await leads()).appointments.slice(0, 2)).toEqual(['Yeni Aday', 'Görünmez Aday']);
    await addContactMessage(app.db, { fullName: 'Yeni Mesaj' });
    expect((await leads()).messages[0]).toBe('Yeni Mesaj');
    // A message handled by staff leaves the card on the next request.
    await app.db.update(contactMessages).set({ handledAt: new Date() });
    expect((await leads()).messages).toEqual([]);
  });
});

describe('a write', () => {
  let database: TTestDatabase;
  let instance: Awaited<ReturnType<typeof startInstance>>;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    instance = await startInstance(database.handle);
  });
  afterAll(async () => {
    await instance?.close();
    await database?.dispose();
  });

  it('drops only the answers read from the table it changed, every other answer stays kept', async () => {
    const { app } = instance;
    const admin = await login(app, DEMO.admin, DEMO.password);
    const owner = await registerCustomer(app);
    const id = await companyOf(app, owner.token, 'Tablo Bazlı A.Ş.');
    const [advisorRole] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'advisor'));
    const roleName = async () =>
      (await app.inject({ method: 'GET', url: '/api/roles', headers: bearer(admin.token) }))
        .json()
        .result.find((role: { id: number }) => role.id === advisorRole?.id)?.name;
    expect(await readName(app, owner.token, id)).toBe('Tablo Bazlı A.Ş.');
    expect(await roleName()).toBe('advisor');
    // Both answers are kept now: changes that raise no notice stay hidden from both.
    await unnoticed(app.db, (tx) =>
      tx.update(accounts).set({ name: 'Gizli A.Ş.' }).where(eq(accounts.id, id)),
    );
    await unnoticed(app.db, (tx) =>
      tx
        .update(roles)
        .set({ name: 'gizli' })
        .where(eq(roles.id, advisorRole?.id ?? 0)),
    );

    // A lead arrives (contact_messages): neither answer read that table, so both stay kept.
    await addContactMessage(app.db, { fullName: 'Başka Tablo' });
    expect(await readName(app, owner.token, id)).toBe('Tablo Bazlı A.Ş.');
    expect(await roleName()).toBe('advisor');

    // A change to the companies drops the company's answer, and only it.
    await app.db.update(accounts).set({ name: 'Görünen A.Ş.' }).where(eq(accounts.id, id));
    expect(await readName(app, owner.token, id)).toBe('Görünen A.Ş.');
    expect(await roleName()).toBe('advisor');
    await app.db
      .update(roles)
      .set({ name: 'advisor' })
      .where(eq(roles.id, advisorRole?.id ?? 0));
    expect(await roleName()).toBe('advisor');
  });

  it("to one company's rows drops that company's answers and the lists that show it, not another company's", async () => {
    const { app } = instance;
    const admin = await login(app, DEMO.admin, DEMO.password);
    const first = await registerCustomer(app);
    const second = await registerCustomer(app);
    const firstId = await companyOf(app, first.token, 'Birinci Şirket A.Ş.');
    const secondId = await companyOf(app, second.token, 'İkinci Şirket A.Ş.');
    const adminListed = async (id: number) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/accounts?all=1&per_page=100',
          headers: bearer(admin.token),
        })
      )
        .json()
        .result.data.find((account: { id: number }) => account.id === id)?.name;
    const timelineLength = async (token: string, id: number) =>
      (
        await app.inject({ method: 'GET', url: `/api/accounts/${id}/timeline`, headers: bearer(token) })
      ).json().result.length;
    expect(await readName(app, first.token, firstId)).toBe('Birinci Şirket A.Ş.');
    expect(await adminListed(firstId)).toBe('Birinci Şirket A.Ş.');
    const firstTimeline = await timelineLength(first.token, firstId);
    // Kept now: a change that raises no notice stays hidden.
    await unnoticed(app.db, (tx) =>
      tx.update(accounts).set({ name: 'Gizli Birinci A.Ş.' }).where(eq(accounts.id, firstId)),
    );

    // The second company's rename: the first company's answers stay kept; any list is read afresh.
    await app.db.update(accounts).set({ name: 'Yeni İkinci A.Ş.' }).where(eq(accounts.id, secondId));
    expect(await readName(app, second.token, secondId)).toBe('Yeni İkinci A.Ş.');
    expect(await readName(app, first.token, firstId)).toBe('Birinci Şirket A.Ş.');
    expect(await adminListed(firstId)).toBe('Gizli Birinci A.Ş.');
    expect(await adminListed(secondId)).toBe('Yeni İkinci A.Ş.');
    // A row added to another company's history leaves the first company's history kept.
    const before = app.callerCache.computed;
    await app.inject({
      method: 'PUT',
      url: `/api/accounts/${secondId}`,
      headers: bearer(second.token),
      payload: { name: 'Son İkinci A.Ş.' },
    });
    expect(await timelineLength(first.token, firstId)).toBe(firstTimeline);
    expect(await readName(app, first.token, firstId)).toBe('Birinci Şirket A.Ş.');
    expect(app.callerCache.computed - before).toBe(0);

    // A change the triggers could not pin to companies (a notice of the table alone) drops them all.
    await app.db.execute(sql`select pg_notify(${DATA_CHANNEL}, 'accounts')`);
    await eventually(async () =>
      expect(await readName(app, first.token, firstId)).toBe('Gizli Birinci A.Ş.'),
    );
  });

  it('announces which companies a statement changed, or the table alone for many or for rows of none', async () => {
    const { app } = instance;
    const notices: string[] = [];
    const stop = await app.database.listen(DATA_CHANNEL, (notice) => notices.push(String(notice)));
    try {
      const owner = await registerCustomer(app);
      const ids = [];
      for (const name of ['Bir', 'İki']) ids.push(await companyOf(app, owner.token, `${name} Duyuru A.Ş.`));
      const [one, two] = ids as [number, number];
      const settle = async (expected: string[]) => {
        await eventually(() => expect(notices).toEqual(expect.arrayContaining(expected)));
        const seen = [...notices];
        notices.length = 0;
        return seen;
      };
      await app.db
        .update(accounts)
        .set({ status: 1 })
        .where(inArray(accounts.id, [one, two]));
      expect(
        (await settle([`accounts:${one}`, `accounts:${two}`])).filter((notice) =>
          notice.startsWith('accounts'),
        ),
      ).toEqual(expect.arrayContaining([`accounts:${one}`, `accounts:${two}`]));
      // A new status is what the access check reads too; a new name is not.
      await app.db
        .update(accounts)
        .set({ status: 2 })
        .where(inArray(accounts.id, [one, two]));
      expect(await settle([`account_reach:${one}`, `account_reach:${two}`])).toContain(`accounts:${one}`);
      await app.db.update(accounts).set({ name: 'Yeni Duyuru A.Ş.' }).where(eq(accounts.id, one));
      await app.db.execute(sql`select pg_notify(${DATA_CHANNEL}, 'probe')`);
      expect(await settle([`accounts:${one}`, 'probe'])).not.toContainEqual(
        expect.stringMatching(/^account_reach/),
      );
      // No row changed: nothing to say.
      await app.db.update(accounts).set({ status: 1 }).where(eq(accounts.id, -1));
      await app.db.execute(sql`select pg_notify(${DATA_CHANNEL}, 'probe')`);
      expect((await settle(['probe'])).filter((notice) => notice.startsWith('accounts'))).toEqual([]);
      // More than 20 companies at once: the table alone.
      await app.db.execute(
        sql`insert into accounts (name) select 'Toplu ' || n from generate_series(1, 21) as n`,
      );
      const many = await settle(['accounts', 'account_reach']);
      expect(many.filter((notice) => /^account(s|_reach):/.test(notice))).toEqual([]);
      // A row of no company (an audit line of the firm's own) says only the table.
      await app.db.execute(
        sql`insert into audit_logs (action, subject_type, account_id) values ('probe', 'probe', null)`,
      );
      expect(await settle(['audit_logs'])).not.toContainEqual(expect.stringMatching(/^audit_logs:/));
      // A row of a table whose company is `account_id`: inserted, moved to another company (both
      // are told), deleted.
      const inserted = (await app.db.execute(
        sql`insert into audit_logs (action, subject_type, account_id) values ('probe', 'probe', ${one}) returning id`,
      )) as unknown as { rows: { id: number }[] };
      const line = inserted.rows[0]?.id ?? 0;
      expect(await settle([`audit_logs:${one}`])).not.toContain('audit_logs');
      await app.db.execute(sql`update audit_logs set account_id = ${two} where id = ${line}`);
      expect(await settle([`audit_logs:${one}`, `audit_logs:${two}`])).not.toContain('audit_logs');
      await app.db.execute(sql`delete from audit_logs where id = ${line}`);
      expect(await settle([`audit_logs:${two}`])).not.toContain('audit_logs');
    } finally {
      await stop();
    }
  });

  it("drops on a rename the answers that show the company's name, and keeps those that only reached it", async () => {
    const { app } = instance;
    const admin = await login(app, DEMO.admin, DEMO.password);
    const owner = await registerCustomer(app);
    const id = await companyOf(app, owner.token, 'Ad Gösteren A.Ş.');
    const get = (url: string, token = owner.token) =>
      app.inject({ method: 'GET', url, headers: bearer(token) });
    const listed = async () =>
      (await get('/api/accounts')).json().result.data.map((account: { name: string }) => account.name);
    // The secretary's greeting names the company (from the company the route reached).
    const greeting = async () =>
      (await get(`/api/accounts/${id}/call-instructions?all=1`, admin.token)).json().result.greeting;
    const reachedOnly = [
      `/api/accounts/${id}/documents`,
      `/api/accounts/${id}/timeline`,
      `/api/accounts/${id}/actions`,
      '/api/announcements/current',
    ];
    for (const url of reachedOnly) expect((await get(url)).statusCode, url).toBe(200);
    expect(await listed()).toEqual(['Ad Gösteren A.Ş.']);
    expect(await greeting()).toContain('Ad Gösteren A.Ş.');

    await app.db.update(accounts).set({ name: 'Yeni Ad A.Ş.' }).where(eq(accounts.id, id));
    await eventually(async () => expect(await readName(app, owner.token, id)).toBe('Yeni Ad A.Ş.'));
    const before = app.callerCache.computed;
    expect(await listed()).toEqual(['Yeni Ad A.Ş.']);
    expect(await greeting()).toContain('Yeni Ad A.Ş.');
    for (const url of reachedOnly) expect((await get(url)).statusCode, url).toBe(200);
    // The list and the greeting only: the other four were kept.
    expect(app.callerCache.computed - before).toBe(2);

    // Whether the company is reached is theirs too: once it is deleted, none answers from the cache.
    await app.db.update(accounts).set({ deletedAt: new Date() }).where(eq(accounts.id, id));
    await eventually(async () => expect((await get(reachedOnly[0] as string)).statusCode).toBe(404));
    for (const url of reachedOnly.slice(1, 3)) expect((await get(url)).statusCode, url).toBe(404);
    expect(await listed()).toEqual([]);
  });

  it('drops a list of companies on the rename of one it shows, or of any when it searches or sorts by name', async () => {
    const { app } = instance;
    const admin = await login(app, DEMO.admin, DEMO.password);
    const owner = await registerCustomer(app);
    const olderId = await companyOf(app, owner.token, 'Eski Liste A.Ş.');
    const newestId = await companyOf(app, owner.token, 'Yeni Liste A.Ş.');
    const names = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/accounts?all=1&${query}`, headers: bearer(admin.token) }))
        .json()
        .result.data.map((account: { name: string }) => account.name);
    const rename = async (id: number, name: string) => {
      await app.db.update(accounts).set({ name }).where(eq(accounts.id, id));
      await eventually(async () => expect(await readName(app, owner.token, id)).toBe(name));
    };
    const pages = ['per_page=1', 'per_page=1&search=Liste', 'per_page=2&sort=name'];
    for (const query of pages) await names(query);
    // The staff dashboard shows neither (no application of theirs waits).
    const dashboard = () =>
      app.inject({ method: 'GET', url: '/api/staff/dashboard', headers: bearer(admin.token) });
    expect((await dashboard()).statusCode).toBe(200);

    // The newest company alone is on the first page: another's rename keeps that page, not a search's.
    await rename(olderId, 'Eski Liste 2 A.Ş.');
    let before = app.callerCache.computed;
    expect(await names('per_page=1')).toEqual(['Yeni Liste A.Ş.']);
    expect((await dashboard()).statusCode).toBe(200);
    expect(app.callerCache.computed - before).toBe(0);
    expect(await names('per_page=1&search=Liste')).toEqual(['Yeni Liste A.Ş.']);
    expect(app.callerCache.computed - before).toBe(1);
    // Sorted by name, a page holds only some of the companies: any rename may reorder it.
    expect((await names('per_page=2&sort=name')).length).toBe(2);
    expect(app.callerCache.computed - before).toBe(2);

    await rename(newestId, 'En Yeni Liste A.Ş.');
    before = app.callerCache.computed;
    expect(await names('per_page=1')).toEqual(['En Yeni Liste A.Ş.']);
    expect(app.callerCache.computed - before).toBe(1);
  });

  it('leaves one answer computed for requests that ask for it at once: the others wait for it', async () => {
    const { app } = instance;
    const admin = await login(app, DEMO.admin, DEMO.password);
    // A change to the roles drops the list, then five ask for it together.
    await app.db.update(roles).set({ name: 'advisor' }).where(eq(roles.name, 'advisor'));
    const before = app.callerCache.computed;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'GET', url: '/api/roles', headers: bearer(admin.token) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(app.callerCache.computed - before).toBe(1);
  });

  it("to a person's access drops that person's answers, not anyone else's", async () => {
    const { app } = instance;
    const first = await registerCustomer(app);
    const second = await registerCustomer(app);
    const firstId = await companyOf(app, first.token, 'Birinci Erişim A.Ş.');
    const secondId = await companyOf(app, second.token, 'İkinci Erişim A.Ş.');
    expect(await readName(app, first.token, firstId)).toBe('Birinci Erişim A.Ş.');
    expect(await readName(app, second.token, secondId)).toBe('İkinci Erişim A.Ş.');
    await unnoticed(app.db, (tx) =>
      tx
        .update(accounts)
        .set({ name: 'Değişti A.Ş.' })
        .where(inArray(accounts.id, [firstId, secondId])),
    );
    // The access triggers' notice for the first person (their roles or tokens changed).
    await app.db.execute(sql`select pg_notify('access_changed', ${String(first.user.id)})`);
    await eventually(async () => expect(await readName(app, first.token, firstId)).toBe('Değişti A.Ş.'));
    expect(await readName(app, second.token, secondId)).toBe('İkinci Erişim A.Ş.');
  });

  it('keeps an answer read from the job queue, whose changes no trigger announces, two seconds at most', async () => {
    const { app } = instance;
    const admin = await login(app, DEMO.admin, DEMO.password);
    const jobs = () => app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(admin.token) });
    const first = await jobs();
    expect(first.statusCode, first.body).toBe(200);
    const [kind] = app.jobs.kinds();
    if (!kind) throw new Error('the portal defines jobs');
    // Queued without a notice: the kept list does not show it yet, and shows it within two seconds.
    await app.jobs.send(kind.name, {});
    expect((await jobs()).body).toBe(first.body);
    await eventually(async () => expect((await jobs()).body).not.toBe(first.body), {
      timeout: 5_000,
      interval: 200,
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let database: TTestDatabase;
  let first: Awaited<ReturnType<typeof startInstance>>;
  let second: Awaited<ReturnType<typeof startInstance>>;
  let a: TApp;
  let b: TApp;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    first = await startInstance(database.handle);
    const url = database.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    second = await startInstance(await openDatabase({ url }));
    a = first.app;
    b = second.app;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.dispose();
  });

  /** Short: a notice takes milliseconds; the deadline only allows for a busy machine. */
  const noticeDeadline = { timeout: 3_000, interval: 20 };

  it('answer a change made through the other once its notice arrives, not the answer they kept', async () => {
    const owner = await registerCustomer(a);
    const id = await companyOf(a, owner.token, 'İlk Ad A.Ş.');
    // B keeps its answer (once the notices of the company's creation have reached it).
    await eventually(async () => {
      expect(await readName(b, owner.token, id)).toBe('İlk Ad A.Ş.');
      expect(b.callerCache.size).toBeGreaterThan(0);
    }, noticeDeadline);

    const renamed = await a.inject({
      method: 'PUT',
      url: `/api/accounts/${id}`,
      headers: bearer(owner.token),
      payload: { name: 'Yeni Ad A.Ş.' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await eventually(
      async () => expect(await readName(b, owner.token, id)).toBe('Yeni Ad A.Ş.'),
      noticeDeadline,
    );
  });

  it('refuse a token signed out through the other once its notice arrives', async () => {
    const person = await registerCustomer(a);
    // Both know the token's caller (kept in memory).
    expect(await statusOf(a, person.token)).toBe(200);
    expect(await statusOf(b, person.token)).toBe(200);

    const out = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(person.token) });
    expect(out.statusCode, out.body).toBe(200);
    // At once where it was signed out; on the other once the notice arrives.
    expect(await statusOf(a, person.token)).toBe(401);
    await eventually(async () => expect(await statusOf(b, person.token)).toBe(401), noticeDeadline);
  });

  it('show each their own writes on the very next request, without waiting for anything', async () => {
    const owner = await registerCustomer(b);
    const id = await companyOf(b, owner.token, 'Sıfır A.Ş.');
    for (let round = 1; round <= 10; round += 1) {
      expect(await readName(b, owner.token, id)).not.toBe(`Tur ${round} A.Ş.`);
      const saved = await b.inject({
        method: 'PUT',
        url: `/api/accounts/${id}`,
        headers: bearer(owner.token),
        payload: { name: `Tur ${round} A.Ş.` },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await readName(b, owner.token, id)).toBe(`Tur ${round} A.Ş.`);
      // A change no route made (a job, a script) through this instance's connections as well.
      await b.db
        .update(accounts)
        .set({ name: `Elle ${round} A.Ş.` })
        .where(eq(accounts.id, id));
      expect(await readName(b, owner.token, id)).toBe(`Elle ${round} A.Ş.`);
    }

    const packets = async () =>
      (await b.inject({ method: 'GET', url: '/api/packets' }))
        .json()
        .result.map((p: { name: string }) => p.name);
    const standard = eq(products.code, 'accountant-standard');
    expect(await packets()).toContain('Standart Paket');
    await b.db.update(products).set({ isMain: false }).where(standard);
    try {
      expect(await packets()).not.toContain('Standart Paket');
    } finally {
      await b.db.update(products).set({ isMain: true }).where(standard);
    }
    expect(await packets()).toContain('Standart Paket');
  });

  it('announce their writes after the commit, from their listening connections, and a sign-out inside its transaction too', async () => {
    const url = database.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    // A session of no instance: psql, say.
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    const seen: pg.Notification[] = [];
    watcher.on('notification', (message) => seen.push(message));
    try {
      await watcher.query('LISTEN data_changed; LISTEN access_changed');
      const pids = async (where: string) =>
        (
          await watcher.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and ${where}`,
            [LISTENER_NAME],
          )
        ).rows.map((row) => row.pid);
      const listeners = await pids('application_name = $1');
      expect(listeners).toHaveLength(2);

      const owner = await registerCustomer(b);
      const id = await companyOf(b, owner.token, 'Duyuru A.Ş.');
      await eventually(() => expect(seen.map((m) => m.payload)).toContain(`accounts:${id}`), noticeDeadline);
      // Every data notice came from a listening connection: none was sent inside a write's transaction.
      expect(seen.filter((m) => m.channel === DATA_CHANNEL && !listeners.includes(m.processId))).toEqual([]);

      // The sign-out's notice comes from the pooled connection that revoked the token, inside the
      // revocation's transaction (and is kept however soon the instance stops).
      seen.length = 0;
      const out = await b.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(owner.token) });
      expect(out.statusCode, out.body).toBe(200);
      await eventually(
        () =>
          expect(seen.filter((m) => m.channel === 'access_changed').map((m) => m.payload)).toContain(
            String(owner.user.id),
          ),
        noticeDeadline,
      );
      const pooled = await pids('application_name <> $1 and pid <> pg_backend_pid()');
      const revocation = seen.find((m) => m.channel === 'access_changed');
      expect(pooled).toContain(revocation?.processId);
      // It is not announced again (its NOTICE says it was notified): a later write's announcement
      // comes after any that would have been made, and none came from a listening connection.
      const later = await registerCustomer(b);
      const laterId = await companyOf(b, later.token, 'Sonraki A.Ş.');
      await eventually(
        () => expect(seen.map((m) => m.payload)).toContain(`accounts:${laterId}`),
        noticeDeadline,
      );
      expect(seen.filter((m) => m.channel === 'access_changed' && listeners.includes(m.processId))).toEqual(
        [],
      );

      // A session that says it relays but would not be sent the NOTICE notifies inside its transaction.
      seen.length = 0;
      await watcher.query(
        `begin; set local portal.relay_changes = 'on'; set local client_min_messages = warning;
        update accounts set name = 'Sessiz A.Ş.' where id = ${id}; commit`,
      );
      await eventually(() => expect(seen.map((m) => m.payload)).toContain(`accounts:${id}`), noticeDeadline);

      // A session that relays nothing still notifies inside its transaction, and both instances hear it.
      const again = await login(b, owner.user.email, owner.password);
      for (const instance of [a, b]) expect(await readName(instance, again.token, id)).toBe('Sessiz A.Ş.');
      seen.length = 0;
      await watcher.query('update accounts set name = $1 where id = $2', ['Elle A.Ş.', id]);
      const [watcherPid] = await pids('pid = pg_backend_pid() and $1::text is not null');
      await eventually(() => expect(seen.map((m) => m.processId)).toContain(watcherPid), noticeDeadline);
      for (const instance of [a, b])
        await eventually(
          async () => expect(await readName(instance, again.token, id)).toBe('Elle A.Ş.'),
          noticeDeadline,
        );
    } finally {
      await watcher.end();
    }
  });

  it('drop everything when another instance starts: it may have stopped between a commit and its announcement', async () => {
    const owner = await registerCustomer(a);
    const id = await companyOf(a, owner.token, 'Yeniden A.Ş.');
    await eventually(async () => {
      expect(await readName(b, owner.token, id)).toBe('Yeniden A.Ş.');
      expect(b.callerCache.size).toBeGreaterThan(0);
    }, noticeDeadline);
    const url = database.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    const third = await startInstance(await openDatabase({ url }));
    try {
      await eventually(() => expect(b.callerCache.size).toBe(0), noticeDeadline);
    } finally {
      await third.close();
    }
  });

  it('drop everything when the listening connection is lost, and keep answers again once it is back', async () => {
    const owner = await registerCustomer(b);
    const id = await companyOf(b, owner.token, 'Kopan Bağlantı A.Ş.');
    expect(await readName(b, owner.token, id)).toBe('Kopan Bağlantı A.Ş.');
    expect(b.callerCache.size).toBeGreaterThan(0);

    // The losses and returns B's listeners are told of.
    let told = 0;
    const stop = await b.database.listen(DATA_CHANNEL, (payload) => {
      if (payload === null) told += 1;
    });
    try {
      await b.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()`);
      // Lost, then back (a second later).
      await eventually(() => expect(told).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 20 });
    } finally {
      await stop();
    }
    expect(b.database.listening()).toBe(true);
    expect(b.callerCache.size).toBe(0);

    // Kept again: a change that raises no notice stays hidden once more.
    expect(await readName(b, owner.token, id)).toBe('Kopan Bağlantı A.Ş.');
    await unnoticed(b.db, (tx) => tx.update(accounts).set({ name: 'Gizli A.Ş.' }).where(eq(accounts.id, id)));
    expect(await readName(b, owner.token, id)).toBe('Kopan Bağlantı A.Ş.');
  });

  it('find a listening connection that stops answering without closing, and listen again once it answers', async () => {
    const url = database.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    const proxy = await startSilenceableProxy(url);
    const handle = await openDatabase({ url: proxy.url });
    let told = 0;
    try {
      await handle.listen(DATA_CHANNEL, (payload) => {
        if (payload === null) told += 1;
      });
      expect(handle.listening()).toBe(true);
      proxy.silence();
      // Its heartbeat (every 2 s, given 3 s) finds it: the caches stop being used and are emptied.
      await eventually(() => expect(handle.listening()).toBe(false), { timeout: 8_000, interval: 50 });
      expect(told).toBe(1);
      proxy.speak();
      await eventually(() => expect(handle.listening()).toBe(true), { timeout: 15_000, interval: 50 });
      expect(told).toBe(2);
    } finally {
      await handle.close();
      proxy.close();
    }
  });
});
