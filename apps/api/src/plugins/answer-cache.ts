import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { TRouteContract } from '@portal/contracts/http/route-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireAuth } from './auth/authenticate.ts';
import { ACCESS_CHANNEL, ANY_CHANGE, CATALOGUE_CHANNEL, DATA_CHANNEL } from './db/notice-channels.ts';
import { companyRead, type TTablesRead, tablesRead } from './db/tables-read.ts';
import { requestLanguage } from './i18n/request-language.ts';
import { contractRoute } from './route-contract.ts';

/** Distinct keys kept at most (the query string is the caller's): the oldest goes first. */
const MAX_ENTRIES = 5_000;
/** Tables' and companies' last changes remembered at most; beyond, they count as everything's. */
const MAX_CHANGES_REMEMBERED = 50_000;

/** An answer's bytes as sent in one encoding, and its headers (its type, a public answer's ETag…). */
type TRepresentation = { body: Buffer; etag: string; headers: Record<string, string> };

/** Public answers at least this long are also kept compressed, for browsers that accept it. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A kept answer: its bytes, encoded once (a string would be measured and encoded again on every
 * send), and its headers set in one call; a public answer also compressed once (`br`, `gzip`),
 * for the browsers that accept it. `expiresAt`: the clock's ms after which a
 * clock-dependent answer is computed afresh. `tables`: what it was read from, a table or one
 * company's rows of it (`companyRead`); null: a cache that drops everything on any change.
 */
type TEntry = {
  plain: TRepresentation;
  br?: TRepresentation;
  gzip?: TRepresentation;
  expiresAt?: number;
  tables: readonly string[] | null;
};

/** A request the cache could not answer: when its work began, and what it has read so far. */
type TMiss = { startedAt: number; read: TTablesRead | null; unannounced?: boolean };

type TOnSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: TOnSendDone) => void;
type TOnSendDone = (error: Error | null, payload: unknown) => void;
type TServe = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

const JSON_TYPE = 'application/json; charset=utf-8';

type TAnswerCacheOptions = {
  /** What makes two requests' answers the same: the URL and language, and the caller if any. */
  keyOf: (request: FastifyRequest) => string;
  /**
   * Public answers: an ETag, `no-cache` and a 304 for a caller who holds the answer already; kept
   * compressed too (they are few, and the same for everyone).
   */
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
export class AnswerCache {
  readonly #entries = new Map<string, TEntry>();
  /** The keys of the answers read from each table, and from each company's rows of one. */
  readonly #keysByRead = new Map<string, Set<string>>();
  /** The companies' reads of each table that answers were kept for (`table:company`). */
  readonly #companyReadsOf = new Map<string, Set<string>>();
  /** Counts the changes; an answer is kept only if none of its tables changed since it began. */
  #changes = 0;
  /**
   * `#changes` at each table's last change (to any rows), at each company's rows' last change,
   * at each table's last change to rows of no one company, and at the last change to everything.
   */
  readonly #changedAt = new Map<string, number>();
  readonly #wholeTableChangedAt = new Map<string, number>();
  #everythingChangedAt = 0;
  readonly #misses = new WeakMap<FastifyRequest, TMiss>();
  #computedCount = 0;
  /** The answers being computed: by which request, and the requests waiting for it. */
  readonly #computing = new Map<
    string,
    { by: FastifyRequest; waiting: ((shared: TEntry | null) => void)[] }
  >();
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
    this.#keysByRead.clear();
    this.#companyReadsOf.clear();
    this.#changedAt.clear();
    this.#wholeTableChangedAt.clear();
    for (const listener of this.#clearListeners) listener();
  }

  /**
   * A change to `table`'s rows of `company` (null: rows of no one company): drops the answers read
   * from the whole table, and those read from that company's rows of it (from any company's, for a
   * change of no one company). Every answer, in a cache not by table.
   */
  changed(table: string, company: number | null = null): void {
    if (!this.#options.byTable) {
      this.clear();
      return;
    }
    if (this.#changedAt.size >= MAX_CHANGES_REMEMBERED) this.clear();
    this.#changes += 1;
    this.#changedAt.set(table, this.#changes);
    this.#dropRead(table);
    if (company === null) {
      this.#wholeTableChangedAt.set(table, this.#changes);
      for (const read of this.#companyReadsOf.get(table) ?? []) this.#dropRead(read);
      this.#companyReadsOf.delete(table);
    } else {
      const read = companyRead(table, company);
      this.#changedAt.set(read, this.#changes);
      this.#dropRead(read);
      this.#companyReadsOf.get(table)?.delete(read);
    }
  }

  /** Drops the answers read from `read` (a table, or one company's rows of it). */
  #dropRead(read: string): void {
    const keys = this.#keysByRead.get(read);
    if (!keys) return;
    this.#keysByRead.delete(read);
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
    const computingMiss = computing && this.#misses.get(computing.by);
    if (computing && computingMiss && this.#unchangedSince(computingMiss)) {
      // The same answer is being computed, and nothing it read so far changed since it began:
      // this request waits for it and is sent it instead of computing it again beside it (what it
      // reads from now on is no older than this request). Without an answer to share (an error,
      // a change it read in a way not announced), it computes its own.
      computing.waiting.push((shared) =>
        shared ? this.#send(request, reply, shared) : this.#compute(request, done),
      );
      return;
    }
    // Nothing is computing it, or what is was begun before a change to what it read (its answer
    // may predate the change): this request computes it, and whoever waited for the older one
    // (they asked before this began) waits for this one instead.
    this.#computing.set(key, { by: request, waiting: computing?.waiting ?? [] });
    // However the request ends, whoever waits for it is answered (an aborted one keeps nothing).
    reply.raw.once('close', () => this.#computed(key, request, null));
    this.#compute(request, done);
  };

  /** Sends a kept answer, compressed if the caller accepts it (304 to a public answer's holder). */
  #send(request: FastifyRequest, reply: FastifyReply, entry: TEntry): void {
    const representation = representationFor(request, entry);
    reply.headers(representation.headers);
    if (this.#options.revalidate && request.headers['if-none-match'] === representation.etag) {
      reply.code(304).send();
      return;
    }
    reply.send(representation.body);
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

  /** The answer `request` computed for `key` is known (null: none to share): those waiting for it go on. */
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
    if (unannounced) miss.unannounced = true;
    const key = this.#options.keyOf(request);
    const tables = miss.read ? [...miss.read.tables] : null;
    const answer: TEntry = { ...this.#representations(ownBytes(payload)), tables };
    if (expiresAt !== undefined) answer.expiresAt = expiresAt;
    const sent = representationFor(request, answer);
    reply.headers(sent.headers);
    const keepable = this.#keepable(miss);
    if (keepable && this.#unchangedSince(miss)) {
      if (this.#entries.size >= MAX_ENTRIES) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#drop(oldest);
      }
      this.#drop(key);
      this.#entries.set(key, answer);
      for (const read of tables ?? []) this.#noteKeptRead(read, key);
    }
    // Those waiting arrived while nothing it had read had changed (`serve`): theirs, kept or not.
    this.#computed(key, request, keepable ? answer : null);
    return sent.body;
  }

  /**
   * The answer's bytes as kept: a caller's own as they are; a public one labelled with an ETag
   * (a caller's own answer is never revalidated), and also compressed once if it is long enough.
   */
  #representations(body: Buffer): Pick<TEntry, 'plain' | 'br' | 'gzip'> {
    if (!this.#options.revalidate)
      return { plain: { body, etag: '', headers: { 'content-type': JSON_TYPE } } };
    const etag = etagOf(body);
    const labelled = (bytes: Buffer, tag: string, encoding?: string): TRepresentation => ({
      body: bytes,
      etag: tag,
      headers: {
        'content-type': JSON_TYPE,
        ...revalidationHeaders(tag),
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
    });
    const plain = labelled(body, etag);
    if (body.length < COMPRESS_FROM_BYTES) return { plain };
    // Each encoding is a representation of its own: its own ETag (RFC 9110 8.8.3).
    const tagged = (suffix: string) => `${etag.slice(0, -1)}-${suffix}"`;
    const br = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
    return {
      plain,
      br: labelled(br, tagged('br'), 'br'),
      gzip: labelled(gzipSync(body), tagged('gz'), 'gzip'),
    };
  }

  #noteKeptRead(read: string, key: string): void {
    let keys = this.#keysByRead.get(read);
    if (!keys) {
      keys = new Set();
      this.#keysByRead.set(read, keys);
    }
    keys.add(key);
    const table = tableOfCompanyRead(read);
    if (table === null) return;
    let reads = this.#companyReadsOf.get(table);
    if (!reads) {
      reads = new Set();
      this.#companyReadsOf.set(table, reads);
    }
    reads.add(read);
  }

  /** Whether what the answer read is announced when it changes (or may be kept a while regardless). */
  #keepable({ read, unannounced }: TMiss): boolean {
    return !read || read.keepable || unannounced === true;
  }

  /** Whether nothing the answer read (so far) changed since it began. */
  #unchangedSince({ startedAt, read }: TMiss): boolean {
    if (this.#everythingChangedAt > startedAt) return false;
    if (!read) return true;
    for (const name of read.tables) {
      if ((this.#changedAt.get(name) ?? 0) > startedAt) return false;
      const table = tableOfCompanyRead(name);
      if (table !== null && (this.#wholeTableChangedAt.get(table) ?? 0) > startedAt) return false;
    }
    return true;
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const read of entry.tables ?? []) {
      const keys = this.#keysByRead.get(read);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByRead.delete(read);
    }
  }
}

/** The table of a read of one company's rows (`companyRead`), or null for a read of a whole table. */
function tableOfCompanyRead(read: string): string | null {
  const colon = read.indexOf(':');
  return colon === -1 ? null : read.slice(0, colon);
}

/** A `data_changed` notice: `table`, or `table:company` for a change to one company's rows. */
function changeOf(notice: string): { table: string; company: number | null } {
  const colon = notice.indexOf(':');
  if (colon === -1) return { table: notice, company: null };
  const company = Number(notice.slice(colon + 1));
  return { table: notice.slice(0, colon), company: Number.isSafeInteger(company) ? company : null };
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
  return { etag, 'cache-control': 'no-cache', vary: 'accept-language, accept-encoding' };
}

/** Whether an Accept-Encoding header accepts `coding` (named with a weight above zero). */
function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== coding) return false;
    const weight = params.find((param) => param.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/** The kept answer's bytes for this caller: brotli, else gzip, if they accept it and it is kept so. */
function representationFor(request: FastifyRequest, entry: TEntry): TRepresentation {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || (!entry.br && !entry.gzip)) return entry.plain;
  if (entry.br && accepts(header, 'br')) return entry.br;
  if (entry.gzip && accepts(header, 'gzip')) return entry.gzip;
  return entry.plain;
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
 *   returns (PGlite: one process; PostgreSQL: each pooled connection is told of its changes
 *   during the statement and hands them over once its transaction is over: `postgres-notices.ts`),
 *   so the answer is dropped before the write's response goes out;
 * - a write made through another instance (or by hand): until its notice arrives here, a few
 *   milliseconds after the commit. An instance that stops between a commit and its announcement:
 *   until it starts again (its first announcement drops everything); access changes are
 *   notified inside their transaction, so a revoked token never waits for that;
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
    // The table's name (and which company's rows changed), or null when notices may have been missed.
    await app.listenToDatabase(DATA_CHANNEL, (notice) => {
      if (notice === null || notice === ANY_CHANGE) {
        callers.clear();
        return;
      }
      const { table, company } = changeOf(notice);
      callers.changed(table, company);
    });
    // A caller's roles and permissions are the session's, not read by the answer's own queries:
    // when they change, that caller's answers go (everyone's for ANY_CHANGE or a lost connection).
    await app.listenToDatabase(ACCESS_CHANNEL, (user) =>
      user === null || user === ANY_CHANGE ? callers.clear() : callers.dropKeysStartingWith(callerOf(user)),
    );
  },
  { name: 'answer-cache', dependencies: ['db'] },
);
