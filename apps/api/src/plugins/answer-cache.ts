import { createHash } from 'node:crypto';
import type { TRouteContract } from '@portal/contracts/http/route-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireAuth } from './auth/authenticate.ts';
import { requestLanguage } from './i18n/request-language.ts';
import { contractRoute } from './route-contract.ts';

/** The channel the catalogue tables' triggers notify (migration 0013). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** The channel every table but the tokens' notifies (migration 0015). */
export const DATA_CHANNEL = 'data_changed';
/** Distinct keys kept at most (the query string is the caller's): the oldest goes first. */
const MAX_ENTRIES = 5_000;

/** `expiresAt`: the clock's ms after which a clock-dependent answer is computed afresh. */
type TEntry = { body: string; etag: string; expiresAt?: number };

type TAnswerCacheOptions = {
  /** What makes two requests' answers the same: the URL and language, and the caller if any. */
  keyOf: (request: FastifyRequest) => string;
  /** Public answers: an ETag, `no-cache` and a 304 for a caller who holds the answer already. */
  revalidate: boolean;
  /** The app's (injectable) clock, for answers kept a limited time. */
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's answers, kept until a catalogue table changes (every instance). */
    catalogueCache: AnswerCache;
    /** A signed-in caller's reads, kept until any table changes; on the embedded database only. */
    callerCache: AnswerCache | undefined;
  }
}

/**
 * Serialised answers of GET routes, emptied by the database's NOTIFY when the tables they are
 * read from change. An answer computed while a change arrived is not kept (it may predate it).
 */
export class AnswerCache {
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
    if (this.#options.revalidate) {
      reply.headers(revalidationHeaders(entry.etag));
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  /** onSend hook: keeps a computed 200 answer (and labels a public one with its ETag). */
  keep = (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> =>
    this.#keep(request, reply, payload, undefined);

  /** onSend hook of an answer that also follows the clock: kept at most `maxAgeMs` of it. */
  keepFor(maxAgeMs: number) {
    return (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> =>
      this.#keep(request, reply, payload, this.#options.now().getTime() + maxAgeMs);
  }

  async #keep(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    expiresAt: number | undefined,
  ): Promise<unknown> {
    const startedIn = this.#startedIn.get(request);
    if (startedIn === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
    if (this.#options.revalidate) reply.headers(revalidationHeaders(etag));
    if (startedIn === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(this.#options.keyOf(request), {
        body: payload,
        etag,
        ...(expiresAt === undefined ? {} : { expiresAt }),
      });
    }
    return payload;
  }
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
 * language (never on the clock): kept per caller on the embedded database, read afresh elsewhere.
 */
export function callerReadRoute<const C extends TRouteContract>(app: FastifyInstance, contract: C) {
  const cache = app.callerCache;
  if (!cache) return contractRoute(app, contract);
  return { ...contractRoute(app, contract, [cache.serve]), onSend: cache.keep };
}

/** How long a clock-dependent signed-in answer is kept: a scheduled change shows within this. */
export const CLOCK_READ_MAX_AGE_MS = 30_000;

/**
 * A signed-in read that also follows the clock (announcements that start and end, the month
 * whose documents are due): kept per caller like `callerReadRoute`, and for at most
 * CLOCK_READ_MAX_AGE_MS; a change to the data still drops it at once.
 */
export function callerClockReadRoute<const C extends TRouteContract>(app: FastifyInstance, contract: C) {
  const cache = app.callerCache;
  if (!cache) return contractRoute(app, contract);
  return { ...contractRoute(app, contract, [cache.serve]), onSend: cache.keepFor(CLOCK_READ_MAX_AGE_MS) };
}

/**
 * The catalogue cache on every database (its triggers reach every instance). The callers' cache
 * only on the embedded database: there one process holds the data, and a notice arrives before
 * the write that caused it returns, so nothing stale is ever served; on PostgreSQL another
 * instance's notice would come a moment late.
 */
export const answerCachePlugin = fp(
  async (app: FastifyInstance) => {
    const catalogue = new AnswerCache({
      keyOf: (request) => `${requestLanguage(request)} ${request.url}`,
      revalidate: true,
      now: app.now,
    });
    app.decorate('catalogueCache', catalogue);
    await app.listenToDatabase(CATALOGUE_CHANNEL, () => catalogue.clear());

    const callers =
      app.database.driver === 'pglite'
        ? new AnswerCache({
            keyOf: (request) => `${requireAuth(request).user.id} ${requestLanguage(request)} ${request.url}`,
            revalidate: false,
            now: app.now,
          })
        : undefined;
    app.decorate('callerCache', callers);
    if (callers) await app.listenToDatabase(DATA_CHANNEL, () => callers.clear());
  },
  { name: 'answer-cache', dependencies: ['db'] },
);
