import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { errorsPlugin, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './errors.ts';

/** A local TCP server that treats each connection as `onConnection` says; closed after the file. */
const servers: Server[] = [];
async function fakeDatabase(onConnection: (socket: import('node:net').Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    onConnection(socket);
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** What the query builder throws for `select 1` on a pool to `port`, as a request would meet it. */
async function queryError(port: number, options: pg.PoolConfig = {}): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: `postgres://portal@127.0.0.1:${port}/portal`, ...options });
  pool.on('error', () => {});
  try {
    await drizzle({ client: pool }).execute(sql`select 1`);
    return null;
  } catch (error) {
    return error;
  } finally {
    await pool.end().catch(() => {});
  }
}

function databaseError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

afterAll(() => {
  for (const server of servers) server.close();
});

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection under the query builder’s wrapper', async () => {
    const error = await queryError(await closedPort());
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('knows a connection the server (or a network cut) closes before it is ready', async () => {
    const port = await fakeDatabase((socket) => socket.destroy());
    expect(isDatabaseUnavailable(await queryError(port))).toBe(true);
  });

  it('knows a connection reset', async () => {
    const port = await fakeDatabase((socket) => socket.resetAndDestroy());
    expect(isDatabaseUnavailable(await queryError(port))).toBe(true);
  });

  it('knows a server that accepts and never answers (connection timeout, and the queue behind it)', async () => {
    const port = await fakeDatabase(() => {});
    const pool = new pg.Pool({
      connectionString: `postgres://portal@127.0.0.1:${port}/portal`,
      max: 1,
      connectionTimeoutMillis: 100,
    });
    pool.on('error', () => {});
    const db = drizzle({ client: pool });
    const errors = await Promise.all(
      [1, 2].map(() =>
        db.execute(sql`select 1`).then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    );
    await pool.end().catch(() => {});
    const messages = errors.map((error) =>
      error instanceof Error && error.cause instanceof Error ? error.cause.message : '',
    );
    expect(messages.sort()).toEqual([
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
    ]);
    for (const error of errors) expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('knows the server shutting down or refusing sessions, and a query that stopped answering', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(databaseError(code, 'terminating connection'))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    const perAddress = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([perAddress], 'connect failed'))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isDatabaseUnavailable(databaseError('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new TypeError('x is undefined') }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('the error handler when the database is unavailable', () => {
  async function answerTo(error: Error) {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/fails', async () => {
      throw error;
    });
    const res = await app.inject({ method: 'GET', url: '/fails', headers: { 'accept-language': 'en' } });
    await app.close();
    return res;
  }

  it('answers 503 with Retry-After, in the caller’s language', async () => {
    const res = await answerTo(
      new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({
      message: 'The database cannot be reached right now. Please try again in a moment.',
    });
  });

  it('answers any other failure 500, without Retry-After', async () => {
    const res = await answerTo(new Error('a bug'));
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
