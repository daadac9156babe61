import { createHash } from 'node:crypto';
import type { TRouteContract } from '@portal/contracts/http/route-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireAuth } from './auth/authenticate.ts';
import { ACCESS_CHANNEL, CATALOGUE_CHANNEL, DATA_CHANNEL } from './db/notice-channels.ts';
import { type TTablesRead, tablesRead } from './db/tables-read.ts';
import { requestLanguage } from './i18n/request-language.ts';
import { contractRoute } from './route-contract.ts';

/** Distinct keys kept at most (the query string is the caller's): the oldest goes first. */
const MAX_ENTRIES = 5_000;

/**
 * A kept answer: its bytes, encoded once (a string would be measured and encoded again on every
 * send), and its headers (its type, and a public answer's revalidation headers) set in one call. `expiresAt`: the clock's ms after which a
 * clock-dependent answer is computed afresh. `tables`: what it was read from (null: a cache that
 * drops everything on any change).
 */
type TEntry = {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  expiresAt?: number;
  tables: readonly string[] | null;
};

/** A request the cache could not answer: when its work began, and what it has read so far. */
type TMiss = { startedAt: number; read: TTablesRead | null };

type TOnSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: TOnSendDone) => void;
type TOnSendDone = (error: Error | null, payload: unknown) => void;
type TServe = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

const JSON_TYPE = 'application/json; charset=utf-8';

type TAnswerCacheOptions = {
  /** What makes two requests' answers the same: the URL and language, and the caller if any. */
  keyOf: (request: FastifyRequest) => string;
  /** Public answers: an ETag, `no-cache` and a 304 for a caller who holds the answer already. */
  revalidate: boolean;
  /**
   * Whether each answer records the tables it read and is dropped only when one of them changes;
   * otherwise any change drops every answer.
   */
  byTable: boolean;
  /** The app's (injectable) clock, for answers kept a limited time. */
  now: () => Date;
  /** Whether the database's notices arrive; while they don't, nothing is served or kept. */
  live: () => boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's answers, kept until a catalogue table changes (every instance). */
    catalogueCache: AnswerCache;
    /** A signed-in caller's reads, each kept until a table it read changes (every instance). */
    callerCache: AnswerCache;
  }
}

/**
 * Serialised answers of GET routes, dropped by the database's NOTIFY when the tables they were
 * read from change. An answer computed while one of its tables changed is not kept (it may
 * predate the change).
 */
class AnswerCache {
  readonly #entries = new Map<string, TEntry>();
  /** The keys of the answers read from each table. */
  readonly #keysByTable = new Map<string, Set<string>>();
  /** Counts the changes; an answer is kept only if none of its tables changed since it began. */
  #changes = 0;
  /** `#changes` at each table's last change, and at the last change to everything. */
  readonly #changedAt = new Map<string, number>();
  #everythingChangedAt = 0;
  readonly #misses = new WeakMap<FastifyRequest, TMiss>();
  #computedCount = 0;
  /** The answers being computed: by which request, and the requests waiting for it. */
  readonly #computing = new Map<string, { by: FastifyRequest; waiting: ((kept: TEntry | null) => void)[] }>();
  readonly #options: TAnswerCacheOptions;
  readonly #clearListeners = new Set<() => void>();

  constructor(options: TAnswerCacheOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** How many answers the routes computed (a kept one served, or one waited for, counts none). */
  get computed(): number {
    return this.#computedCount;
  }

  /** Drops every answer (a change to everything, or notices that may have been missed). */
  clear(): void {
    this.#changes += 1;
    this.#everythingChangedAt = this.#changes;
    this.#entries.clear();
    this.#keysByTable.clear();
    for (const listener of this.#clearListeners) listener();
  }

  /** A change to `table`: drops the answers read from it (every answer, in a cache not by table). */
  changed(table: string): void {
    if (!this.#options.byTable) {
      this.clear();
      return;
    }
    this.#changes += 1;
    this.#changedAt.set(table, this.#changes);
    const keys = this.#keysByTable.get(table);
    if (!keys) return;
    this.#keysByTable.delete(table);
    for (const key of keys) this.#drop(key);
  }

  /** Drops the answers whose key starts with `prefix` (one caller's, in the callers' cache). */
  dropKeysStartingWith(prefix: string): void {
    this.#changes += 1;
    this.#everythingChangedAt = this.#changes;
    for (const key of [...this.#entries.keys()]) if (key.startsWith(prefix)) this.#drop(key);
  }

  /** Calls `listener` whenever the kept answers are dropped: what is built from them goes too. */
  onClear(listener: () => void): void {
    this.#clearListeners.add(listener);
  }

  /**
   * onRequest hook (after authentication): a kept answer, without running the route. Otherwise
   * the rest of the request (the access check, the handler) runs recording the tables it reads.
   */
  serve: TServe = (request, reply, done) => {
    // Not even marked as started: an answer computed now is not kept either.
    if (!this.#options.live()) {
      done();
      return;
    }
    const key = this.#options.keyOf(request);
    const entry = this.#entries.get(key);
    if (entry?.expiresAt !== undefined && this.#options.now().getTime() >= entry.expiresAt) {
      this.#drop(key);
    } else if (entry) {
      this.#send(request, reply, entry);
      return;
    }
    const computing = this.#computing.get(key);
    if (computing) {
      // The same answer is being computed: this request waits for it instead of computing it
      // again beside it. Not kept (a change arrived meanwhile, an error), it computes its own.
      computing.waiting.push((kept) =>
        kept ? this.#send(request, reply, kept) : this.#compute(request, done),
      );
      return;
    }
    this.#computing.set(key, { by: request, waiting: [] });
    // However the request ends, whoever waits for it is answered (an aborted one keeps nothing).
    reply.raw.once('close', () => this.#computed(key, request, null));
    this.#compute(request, done);
  };

  /** Sends a kept answer (304 to a public answer's holder). */
  #send(request: FastifyRequest, reply: FastifyReply, entry: TEntry): void {
    reply.headers(entry.headers);
    if (this.#options.revalidate && request.headers['if-none-match'] === entry.etag) {
      reply.code(304).send();
      return;
    }
    reply.send(entry.body);
  }

  /** Lets the route compute the answer, recording the tables it reads (in a cache by table). */
  #compute(request: FastifyRequest, done: () => void): void {
    this.#computedCount += 1;
    if (!this.#options.byTable) {
      this.#misses.set(request, { startedAt: this.#changes, read: null });
      done();
      return;
    }
    const read: TTablesRead = { tables: new Set(), keepable: true };
    this.#misses.set(request, { startedAt: this.#changes, read });
    tablesRead.runWith(read, done);
  }

  /** The answer `request` computed for `key` is known (null: not kept): those waiting for it go on. */
  #computed(key: string, request: FastifyRequest, entry: TEntry | null): void {
    const computing = this.#computing.get(key);
    if (computing?.by !== request) return;
    this.#computing.delete(key);
    for (const resume of computing.waiting) resume(entry);
  }

  /** onSend hook: keeps a computed 200 answer (and labels a public one with its ETag). */
  keep: TOnSend = (request, reply, payload, done) => {
    done(null, this.#keep(request, reply, payload, undefined));
  };

  /**
   * onSend hook of an answer that also follows the clock, or (`unannounced`) is read from tables
   * whose changes no trigger announces: kept at most `maxAgeMs` of the clock.
   */
  keepFor(maxAgeMs: number, { unannounced = false } = {}): TOnSend {
    return (request, reply, payload, done) => {
      const expiresAt = this.#options.now().getTime() + maxAgeMs;
      done(null, this.#keep(request, reply, payload, expiresAt, unannounced));
    };
  }

  #keep(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    expiresAt: number | undefined,
    unannounced = false,
  ) {
    const miss = this.#misses.get(request);
    if (miss === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      if (miss !== undefined) this.#computed(this.#options.keyOf(request), request, null);
      return payload;
    }
    const body = ownBytes(payload);
    // Only a public answer is labelled: a caller's own answer is never revalidated.
    const etag = this.#options.revalidate ? etagOf(body) : '';
    const revalidation = this.#options.revalidate ? revalidationHeaders(etag) : null;
    if (revalidation) reply.headers(revalidation);
    const key = this.#options.keyOf(request);
    let kept: TEntry | null = null;
    if (this.#unchangedSince(miss, unannounced)) {
      if (this.#entries.size >= MAX_ENTRIES) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#drop(oldest);
      }
      this.#drop(key);
      const tables = miss.read ? [...miss.read.tables] : null;
      kept = { body, etag, headers: { 'content-type': JSON_TYPE, ...revalidation }, tables };
      if (expiresAt !== undefined) kept.expiresAt = expiresAt;
      this.#entries.set(key, kept);
      for (const table of tables ?? []) {
        let keys = this.#keysByTable.get(table);
        if (!keys) {
          keys = new Set();
          this.#keysByTable.set(table, keys);
        }
        keys.add(key);
      }
    }
    this.#computed(key, request, kept);
    return body;
  }

  /** Whether nothing the answer was read from changed while it was computed. */
  #unchangedSince({ startedAt, read }: TMiss, unannounced: boolean): boolean {
    if (this.#everythingChangedAt > startedAt) return false;
    if (!read) return true;
    if (!read.keepable && !unannounced) return false;
    for (const table of read.tables) {
      if ((this.#changedAt.get(table) ?? 0) > startedAt) return false;
    }
    return true;
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const table of entry.tables ?? []) this.#keysByTable.get(table)?.delete(key);
  }
}

/** The string's bytes in memory of their own (a small `Buffer.from` would hold a shared 8 KB slab). */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

function etagOf(payload: Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
}

/** Browsers and proxies may keep the answer but ask again each time (If-None-Match → 304). */
function revalidationHeaders(etag: string): Record<string, string> {
  return { etag, 'cache-control': 'no-cache', vary: 'accept-language' };
}

/** The start of a caller's keys in the callers' cache. */
const callerOf = (userId: number | string) => `${userId} `;

/** A public catalogue route: the contract's options with the catalogue cache in front. */
export function catalogueRoute<const C extends TRouteContract>(app: FastifyInstance, contract: C) {
  return { ...contractRoute(app, contract, [app.catalogueCache.serve]), onSend: app.catalogueCache.keep };
}

/**
 * A signed-in read whose answer depends only on the database, the caller, the URL and the
 * language (never on the clock): kept per caller until the data changes.
 */
export function callerReadRoute<const C extends TRouteContract>(app: FastifyInstance, contract: C) {
  const cache = app.callerCache;
  return { ...contractRoute(app, contract, [cache.serve]), onSend: cache.keep };
}

/** How long a clock-dependent signed-in answer is kept: a scheduled change shows within this. */
const CLOCK_READ_MAX_AGE_MS = 30_000;

/**
 * A signed-in read that also follows the clock (announcements that start and end, the month
 * whose documents are due): kept per caller like `callerReadRoute`, and for at most
 * CLOCK_READ_MAX_AGE_MS; a change to the data still drops it at once.
 */
export function callerClockReadRoute<const C extends TRouteContract>(app: FastifyInstance, contract: C) {
  const cache = app.callerCache;
  return { ...contractRoute(app, contract, [cache.serve]), onSend: cache.keepFor(CLOCK_READ_MAX_AGE_MS) };
}

/** How long an answer read from tables that announce no change (the job queue's) is kept. */
const UNANNOUNCED_READ_MAX_AGE_MS = 2_000;

/**
 * A signed-in read of tables whose changes no trigger announces (the job queue's own): kept per
 * caller for at most UNANNOUNCED_READ_MAX_AGE_MS, and dropped at once like any other when a table
 * it also read changes or `callerCache.clear()` is called (a retry made through this instance).
 */
export function callerPolledReadRoute<const C extends TRouteContract>(app: FastifyInstance, contract: C) {
  const cache = app.callerCache;
  return {
    ...contractRoute(app, contract, [cache.serve]),
    onSend: cache.keepFor(UNANNOUNCED_READ_MAX_AGE_MS, { unannounced: true }),
  };
}

/**
 * Both caches on both databases, emptied by the triggers' notices from every instance. How stale
 * an answer can be:
 * - a write made through this instance: never. Its notices arrive before the write's query
 *   returns (PGlite: one process; PostgreSQL: every pooled connection LISTENs, and a session's
 *   own notices come before its commit is reported), so the answer is dropped before the
 *   write's response goes out;
 * - a write made through another instance (or by hand): until its notice arrives here, a few
 *   milliseconds after the commit;
 * - while PostgreSQL's listening connection is lost: nothing is served or kept, and everything is
 *   dropped when it returns. A closed connection is found at once; one that silently stops
 *   answering within 5 s (its heartbeat): the one window in which a missed notice leaves an
 *   answer stale.
 */
export const answerCachePlugin = fp(
  async (app: FastifyInstance) => {
    const live = () => app.database.listening();
    const catalogue = new AnswerCache({
      keyOf: (request) => `${requestLanguage(request)} ${request.url}`,
      revalidate: true,
      byTable: false,
      now: app.now,
      live,
    });
    app.decorate('catalogueCache', catalogue);
    await app.listenToDatabase(CATALOGUE_CHANNEL, () => catalogue.clear());

    const callers = new AnswerCache({
      keyOf: (request) =>
        `${callerOf(requireAuth(request).user.id)}${requestLanguage(request)} ${request.url}`,
      revalidate: false,
      byTable: true,
      now: app.now,
      live,
    });
    app.decorate('callerCache', callers);
    // The table's name, or null when notices may have been missed.
    await app.listenToDatabase(DATA_CHANNEL, (table) =>
      table === null ? callers.clear() : callers.changed(table),
    );
    // A caller's roles and permissions are the session's, not read by the answer's own queries:
    // when they change, that caller's answers go (everyone's for '*' or a lost connection).
    await app.listenToDatabase(ACCESS_CHANNEL, (user) =>
      user === null || user === '*' ? callers.clear() : callers.dropKeysStartingWith(callerOf(user)),
    );
  },
  { name: 'answer-cache', dependencies: ['db'] },
);
