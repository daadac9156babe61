import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { accountInformations } from './db/schema/accounts.ts';
import { products } from './db/schema/products.ts';
import { openDatabase } from './plugins/db/database.ts';
import { RETRY_AFTER_SECONDS } from './plugins/errors.ts';
import { bearer, DEMO, login, registerCustomer } from './test/auth-helpers.ts';
import { findRedis } from './test/find-redis.ts';
import { startTcpProxy, type TTcpProxy } from './test/tcp-proxy.ts';
import { buildTestApp, type TTestApp } from './test/test-app.ts';
import { testConfig } from './test/test-config.ts';
import { createThrowawayDatabase } from './test/throwaway-database.ts';

/*
 * The portal while PostgreSQL or Redis is cut off (through a TCP proxy in front of the real
 * server) and after it comes back: 503 with Retry-After in between, and the same requests
 * answered again afterwards, by the same running app.
 */

type TApp = Awaited<ReturnType<typeof buildApp>>;

const RETRY_AFTER = String(RETRY_AFTER_SECONDS);
const EN = { 'accept-language': 'en' };

function hostAndPort(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || (parsed.protocol === 'redis:' ? 6379 : 5432)) };
}

/** Needs TEST_DATABASE_URL: the embedded database has no connection to cut. */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('PostgreSQL cut off and back, without a restart', () => {
  let proxy: TTcpProxy;
  let app: TApp;
  let dataDir: string;
  let drop: () => Promise<void>;
  let session: TSession;
  let closed = false;

  beforeAll(async () => {
    const database = await createThrowawayDatabase(serverUrl ?? '', 'portal_test');
    drop = database.drop;
    proxy = await startTcpProxy(hostAndPort(database.url));
    const config = testConfig();
    dataDir = config.dataDir;
    // Job workers on, as in a server: their polling meets the cut too.
    app = await buildApp({
      config,
      database: await openDatabase({ url: proxy.urlFor(database.url) }),
      logger: false,
      runJobs: true,
    });
    await app.ready();
    session = await login(app, DEMO.customer, DEMO.password);
  });

  afterAll(async () => {
    try {
      await proxy?.restore();
      if (!closed) await app?.close();
      await proxy?.close();
    } finally {
      await drop?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // A read no answer cache keeps: it reaches the database each time.
  const profile = () =>
    app.inject({
      method: 'GET',
      url: `/api/users/${session.user.id}`,
      headers: { ...EN, ...bearer(session.token) },
    });
  const health = () => app.inject({ method: 'GET', url: '/api/health', headers: EN });
  const ready = () => app.inject({ method: 'GET', url: '/api/health/ready', headers: EN });

  it('answers 503 with Retry-After while the connections are reset and refused, then 200 again', async () => {
    expect((await profile()).statusCode).toBe(200);
    await proxy.cut();

    const during = await profile();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe(RETRY_AFTER);
    expect(during.json()).toEqual({
      message: 'The database cannot be reached right now. Please try again in a moment.',
    });
    const healthDuring = await health();
    expect(healthDuring.statusCode).toBe(503);
    expect(healthDuring.headers['retry-after']).toBe(RETRY_AFTER);
    const readyDuring = await ready();
    expect(readyDuring.statusCode).toBe(503);
    expect(readyDuring.headers['retry-after']).toBe(RETRY_AFTER);
    expect(Object.keys(readyDuring.json().errors)).toEqual(['db']);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: EN,
      payload: { email: DEMO.customer, password: DEMO.password },
    });
    expect(signIn.statusCode).toBe(503);

    await proxy.restore();
    expect((await profile()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After when the database stops answering (connection timeout), then 200 again', async () => {
    // Reset first, so the pool drops its open connections: a query on one that went silent
    // would wait for the query timeout instead.
    await proxy.cut();
    expect((await profile()).statusCode).toBe(503);
    await proxy.hang();
    const during = await profile();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe(RETRY_AFTER);

    await proxy.restore();
    expect((await profile()).statusCode).toBe(200);
  });

  it('shuts down while the database is cut', async () => {
    await proxy.cut();
    closed = true;
    await app.close();
  });
});

const redisUrl = await findRedis();

describe.runIf(redisUrl)('Redis cut off and back: sign-in refused, feeds served', () => {
  /** This run's keys only; deleted afterwards. */
  const prefix = `portal-outage-${randomBytes(6).toString('hex')}:`;
  let proxy: TTcpProxy;
  let t: TTestApp;
  let feed: string;
  let customer: { email: string; password: string };

  beforeAll(async () => {
    proxy = await startTcpProxy(hostAndPort(redisUrl ?? ''));
    t = await buildTestApp({ REDIS_URL: proxy.urlFor(redisUrl ?? ''), REDIS_KEY_PREFIX: prefix });
    const session = await registerCustomer(t.app);
    customer = { email: session.user.email, password: session.password };
    const headers = bearer(session.token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers,
      payload: { name: 'Kesinti Limited' },
    });
    const accountId: number = created.json().result.id;
    const [packet] = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'accountant-standard'));
    if (!packet) throw new Error('no accountant-standard packet');
    await t.app.db
      .insert(accountInformations)
      .values({ accountId, key: 'packet_id', value: String(packet.id) });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/calendar/feed`,
      headers,
    });
    expect(made.statusCode, made.body).toBe(201);
    feed = new URL(made.json().result.url).pathname;
  });

  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const signIn = () =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: EN, payload: customer });
  const readFeed = () => t.app.inject({ method: 'GET', url: feed });

  /** Until readiness says Redis is back (the client reconnects on its own, at most 2 s apart). */
  async function redisBack(): Promise<void> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      if (res.statusCode === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('Redis did not come back');
  }

  it('refuses sign-in with 503 and Retry-After, serves a calendar feed, and signs in again after', async () => {
    expect((await signIn()).statusCode).toBe(200);
    await proxy.cut();

    const refused = await signIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(RETRY_AFTER);
    expect(refused.json()).toEqual({
      message: 'A service cannot be reached right now. Please try again in a moment.',
    });
    const served = await readFeed();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const readiness = await t.app.inject({ method: 'GET', url: '/api/health/ready', headers: EN });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.headers['retry-after']).toBe(RETRY_AFTER);
    expect(Object.keys(readiness.json().errors)).toEqual(['redis']);

    await proxy.restore();
    await redisBack();
    expect((await signIn()).statusCode).toBe(200);
    expect((await readFeed()).statusCode).toBe(200);
  });

  it('refuses sign-in and serves feeds when Redis stops answering (command timeout)', async () => {
    await proxy.hang();
    const refused = await signIn();
    expect(refused.statusCode).toBe(503);
    expect((await readFeed()).statusCode).toBe(200);
    await proxy.restore();
    await redisBack();
    expect((await signIn()).statusCode).toBe(200);
  });
});
