import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TPublicPacket } from '@portal/contracts/products/product-schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { accounts } from '../db/schema/accounts.ts';
import { products } from '../db/schema/products.ts';
import { announcements } from '../db/schema/staff.ts';
import { bearer, registerCustomer } from '../test/auth-helpers.ts';
import { eventually } from '../test/eventually.ts';
import { buildTestApp, type TTestApp } from '../test/test-app.ts';
import { testConfig } from '../test/test-config.ts';
import { openDatabase } from './db/database.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const STANDARD = eq(products.code, 'accountant-standard');

async function packetNames(app: TTestApp['app']): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/packets' });
  return (res.json().result as TPublicPacket[]).map((packet) => packet.name);
}

describe('the public catalogue answers', () => {
  it('carry an ETag, and a caller that holds the answer gets 304 without a body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/packets' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('accept-language');

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/packets',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/packets',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('go out compressed to a caller that accepts it, each encoding with an ETag of its own', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/packets' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-language, accept-encoding');
    const asked = async (acceptEncoding: string, ifNoneMatch?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/packets',
        headers: {
          'accept-encoding': acceptEncoding,
          ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
        },
      });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Brotli refused by weight: gzip.
    const gzip = await asked('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect((await asked('identity')).headers['content-encoding']).toBeUndefined();
    // Each holder revalidates what it holds.
    expect((await asked('br', String(br.headers.etag))).statusCode).toBe(304);
    expect((await asked('gzip', String(br.headers.etag))).statusCode).toBe(200);
    // The first answer after a change, computed for a caller that accepts brotli, is compressed too.
    await t.app.db.update(products).set({ isMain: true }).where(STANDARD);
    const computed = t.app.catalogueCache.computed;
    const fresh = await asked('br');
    expect(t.app.catalogueCache.computed - computed).toBe(1);
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.headers.etag).toBe(br.headers.etag);
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe(plain.body);
  });

  it('are kept per language and per URL', async () => {
    const turkish = await t.app.inject({ method: 'GET', url: '/api/brands/1/products' });
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/brands/1/products',
      headers: { 'accept-language': 'en' },
    });
    expect(english.headers.etag).not.toBe(turkish.headers.etag);
    expect(english.json().result[0].name).not.toBe(turkish.json().result[0].name);
    const office = await t.app.inject({ method: 'GET', url: '/api/brands/2/products' });
    expect(office.headers.etag).not.toBe(turkish.headers.etag);
  });

  it("show a change to the catalogue's tables on the next request, with a new ETag", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/packets' });
    expect(await packetNames(t.app)).toContain('Standart Paket');
    await t.app.db.update(products).set({ isMain: false }).where(STANDARD);
    try {
      await eventually(async () => expect(await packetNames(t.app)).not.toContain('Standart Paket'));
      const after = await t.app.inject({ method: 'GET', url: '/api/packets' });
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await t.app.db.update(products).set({ isMain: true }).where(STANDARD);
    }
    await eventually(async () => expect(await packetNames(t.app)).toContain('Standart Paket'));
  });

  it('never keep an error answer', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/brands/1/products/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it("both show an admin's change made through either of them", async () => {
    const url = t.database.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    const handle = await openDatabase({ url });
    const second = await buildApp({ config: testConfig(), database: handle, logger: false });
    try {
      await second.ready();
      // Both keep the answer first, then the change goes through the first instance's connection.
      expect(await packetNames(t.app)).toContain('Standart Paket');
      expect(await packetNames(second)).toContain('Standart Paket');
      await t.app.db.update(products).set({ isMain: false }).where(STANDARD);
      await eventually(async () => expect(await packetNames(second)).not.toContain('Standart Paket'), {
        timeout: 2_000,
      });
      await second.db.update(products).set({ isMain: true }).where(STANDARD);
      await eventually(async () => expect(await packetNames(t.app)).toContain('Standart Paket'), {
        timeout: 2_000,
      });
    } finally {
      await second.close();
    }
  });
});

describe("a signed-in caller's reads", () => {
  it('show every change on the next request, and never reach another caller', async () => {
    const owner = await registerCustomer(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: bearer(owner.token),
      payload: { name: 'Önbellek Yazılım A.Ş.' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().result.id as number;
    const read = async (token: string, url = `/api/accounts/${id}`) =>
      t.app.inject({ method: 'GET', url, headers: bearer(token) });

    expect((await read(owner.token)).json().result.name).toBe('Önbellek Yazılım A.Ş.');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${id}`,
      headers: bearer(owner.token),
      payload: { name: 'Yeni Ad Yazılım A.Ş.' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await read(owner.token)).json().result.name).toBe('Yeni Ad Yazılım A.Ş.');
    expect((await read(owner.token, '/api/accounts')).json().result.data[0].name).toBe(
      'Yeni Ad Yazılım A.Ş.',
    );

    // A change no route made (staff by hand, a job) shows as well.
    await t.app.db.update(accounts).set({ name: 'Elle Değişti A.Ş.' }).where(eq(accounts.id, id));
    await eventually(async () =>
      expect((await read(owner.token)).json().result.name).toBe('Elle Değişti A.Ş.'),
    );

    const stranger = await registerCustomer(t.app);
    expect((await read(stranger.token)).statusCode).toBe(404);
    expect((await read(stranger.token, '/api/accounts')).json().result.data).toEqual([]);
    // A signed-in answer stays out of shared and back-button caches.
    expect((await read(owner.token)).headers['cache-control']).toBe('no-store');
  });

  it('are told of a change to any table but the tokens, and of whose company for a table of companies (a new table needs the triggers too)', async () => {
    const untold = async () => {
      // A table of companies' rows (an "account_id", or the companies themselves) says which
      // companies changed (three company triggers) and keeps the plain notice for TRUNCATE alone
      // (pg_trigger.tgtype: 4 insert, 8 delete, 16 update).
      const result = await t.app.db.execute(sql`
        select p.tablename from pg_tables p
        cross join lateral (select format('public.%I', p.tablename)::regclass as oid) r
        where p.schemaname = 'public' and p.tablename <> 'personal_access_tokens'
          and not coalesce((
            select case
              when exists (
                select 1 from information_schema.columns
                where table_schema = 'public' and table_name = p.tablename
                  and (column_name = 'account_id' or p.tablename = 'accounts')
              ) then (t.tgtype & 28) = 0 and (
                select count(*) from pg_trigger c
                where c.tgrelid = r.oid and c.tgname in (
                  p.tablename || '_company_inserted', p.tablename || '_company_updated', p.tablename || '_company_deleted'
                )
              ) = 3
              else true
            end
            from pg_trigger t
            where t.tgrelid = r.oid and t.tgname = p.tablename || '_data_changed'
          ), false)
        order by 1`);
      // Both drivers answer { rows }.
      return (result as unknown as { rows: { tablename: string }[] }).rows.map((row) => row.tablename);
    };
    expect(await untold()).toEqual([]);
    // The check itself: a table made without the trigger is named, and a table of companies' rows
    // with only the plain one.
    await t.app.db.execute(sql`create table "probe_without_trigger" (id integer)`);
    await t.app.db.execute(sql`create table "probe_company_rows" (account_id integer)`);
    await t.app.db.execute(sql`
      create trigger "probe_company_rows_data_changed" after insert or update or delete or truncate
      on "probe_company_rows" for each statement execute function "notify_data_changed"()`);
    try {
      expect(await untold()).toEqual(['probe_company_rows', 'probe_without_trigger']);
    } finally {
      await t.app.db.execute(sql`drop table "probe_without_trigger"`);
      await t.app.db.execute(sql`drop table "probe_company_rows"`);
    }
  });
});

describe("a signed-in caller's reads that follow the clock", () => {
  it('are kept at most 30 seconds of the clock: an announcement that starts shows within that', async () => {
    let now = new Date('2026-11-25T09:00:00Z');
    const clocked = await buildTestApp({}, { now: () => now });
    try {
      const customer = await registerCustomer(clocked.app);
      await clocked.app.db.insert(announcements).values({
        title: 'Bakım çalışması',
        body: 'Portal 22.00-23.00 arası kapalıdır.',
        isPublished: true,
        startsAt: new Date('2026-11-25T09:00:10Z'),
        endsAt: new Date('2026-11-26T09:00:00Z'),
      });
      const titles = async () => {
        const res = await clocked.app.inject({
          method: 'GET',
          url: '/api/announcements/current',
          headers: bearer(customer.token),
        });
        return (res.json().result as { title: string }[]).map((announcement) => announcement.title);
      };

      expect(await titles()).toEqual([]);
      // Started: the answer of 15 seconds ago is still the one kept.
      now = new Date('2026-11-25T09:00:15Z');
      expect(await titles()).toEqual([]);
      now = new Date('2026-11-25T09:00:31Z');
      expect(await titles()).toEqual(['Bakım çalışması']);
    } finally {
      await clocked.close();
    }
  });
});
