import { createHash } from 'node:crypto';
import type { TRouteContract } from '@portal/contracts/http/route-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireAuth } from './auth/authenticate.ts';
import { CATALOGUE_CHANNEL, DATA_CHANNEL } from './db/notice-channels.ts';
import { requestLanguage } from './i18n/request-language.ts';
import { contractRoute } from './route-contract.ts';

/** Distinct keys kept at most (the query string is the caller's): the oldest goes first. */
const MAX_ENTRIES = 5_000;

/**
 * A kept answer: its bytes, encoded once (a string would be measured and encoded again on every
 * send), and a public answer's revalidation headers. `expiresAt`: the clock's ms after which a
 * clock-dependent answer is computed afresh.
 */
type TEntry = { body: Buffer; etag: string; headers: Record<string, string> | null; expiresAt?: number };

type TOnSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: TOnSendDone) => void;
type TOnSendDone = (error: Error | null, payload: unknown) => void;

const JSON_TYPE = 'application/json; charset=utf-8';

type TAnswerCacheOptions = {
  /** What makes two requests' answers the same: the URL and language, and the caller if any. */
  keyOf: (request: FastifyRequest) => string;
  /** Public answers: an ETag, `no-cache` and a 304 for a caller who holds the answer already. */
  revalidate: boolean;
  /** The app's (injectable) clock, for answers kept a limited time. */
  now: () => Date;
  /** Whether the database's notices arrive; while they don't, nothing is served or kept. */
  live: () => boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's answers, kept until a catalogue table changes (every instance). */
    catalogueCache: AnswerCache;
    /** A signed-in caller's reads, kept until any table changes (every instance). */
    callerCache: AnswerCache;
  }
}

/**
 * Serialised answers of GET routes, emptied by the database's NOTIFY when the tables they are
 * read from change. An answer computed while a change arrived is not kept (it may predate it).
 */
class AnswerCache {
  readonly #entries = new Map<string, TEntry>();
  /** Bumped on every change; an answer is kept only if none arrived while it was computed. */
  #generation = 0;
  readonly #startedIn = new WeakMap<FastifyRequest, number>();
  readonly #options: TAnswerCacheOptions;
  readonly #clearListeners = new Set<() => void>();

  constructor(options: TAnswerCacheOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    for (const listener of this.#clearListeners) listener();
  }

  /** Calls `listener` whenever the kept answers are dropped: what is built from them goes too. */
  onClear(listener: () => void): void {
    this.#clearListeners.add(listener);
  }

  /** onRequest hook (after authentication): a kept answer, without running the route. */
  serve = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    // Not even marked as started: an answer computed now is not kept either.
    if (!this.#options.live()) return undefined;
    const key = this.#options.keyOf(request);
    let entry = this.#entries.get(key);
    if (entry?.expiresAt !== undefined && this.#options.now().getTime() >= entry.expiresAt) {
      this.#entries.delete(key);
      entry = undefined;
    }
    if (!entry) {
      this.#startedIn.set(request, this.#generation);
      return undefined;
    }
    if (entry.headers) {
      reply.headers(entry.headers);
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    }
    return reply.type(JSON_TYPE).send(entry.body);
  };

  /** onSend hook: keeps a computed 200 answer (and labels a public one with its ETag). */
  keep: TOnSend = (request, reply, payload, done) => {
    done(null, this.#keep(request, reply, payload, undefined));
  };

  /** onSend hook of an answer that also follows the clock: kept at most `maxAgeMs` of it. */
  keepFor(maxAgeMs: number): TOnSend {
    return (request, reply, payload, done) => {
      const expiresAt = this.#options.now().getTime() + maxAgeMs;
      done(null, this.#keep(request, reply, payload, expiresAt));
    };
  }

  #keep(request: FastifyRequest, reply: FastifyReply, payload: unknown, expiresAt: number | undefined) {
    const startedIn = this.#startedIn.get(request);
    if (startedIn === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const body = ownBytes(payload);
    // Only a public answer is labelled: a caller's own answer is never revalidated.
    const etag = this.#options.revalidate ? etagOf(body) : '';
    const headers = this.#options.revalidate ? revalidationHeaders(etag) : null;
    if (headers) reply.headers(headers);
    if (startedIn === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      const entry: TEntry = { body, etag, headers };
      if (expiresAt !== undefined) entry.expiresAt = expiresAt;
      this.#entries.set(this.#options.keyOf(request), entry);
    }
    return body;
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
      now: app.now,
      live,
    });
    app.decorate('catalogueCache', catalogue);
    await app.listenToDatabase(CATALOGUE_CHANNEL, () => catalogue.clear());

    const callers = new AnswerCache({
      keyOf: (request) => `${requireAuth(request).user.id} ${requestLanguage(request)} ${request.url}`,
      revalidate: false,
      now: app.now,
      live,
    });
    app.decorate('callerCache', callers);
    await app.listenToDatabase(DATA_CHANNEL, () => callers.clear());
  },
  { name: 'answer-cache', dependencies: ['db'] },
);
