import { createHash } from 'node:crypto';
import type { TRouteContract } from '@portal/contracts/http/route-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from './i18n/request-language.ts';
import { contractRoute } from './route-contract.ts';

/** The channel the catalogue tables' triggers notify (migration 0013). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** Distinct URLs kept at most (the query string is the caller's): the oldest goes first. */
const MAX_ENTRIES = 1_000;

type TEntry = { body: string; etag: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's answers, kept serialised with their ETag until the catalogue changes. */
    catalogueCache: CatalogueCache;
  }
}

/**
 * Answers by language and URL. A change to any catalogue table (any instance, any connection)
 * empties it through the database's NOTIFY, so an admin's change shows on the next request. An
 * answer computed while a change arrived is not kept: it may predate the change.
 */
export class CatalogueCache {
  readonly #entries = new Map<string, TEntry>();
  /** Bumped on every change; an answer is kept only if none arrived while it was computed. */
  #generation = 0;
  readonly #startedIn = new WeakMap<FastifyRequest, number>();

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** onRequest hook: a kept answer (or 304 when the caller holds it already) without running the route. */
  serve = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const entry = this.#entries.get(keyOf(request));
    if (!entry) {
      this.#startedIn.set(request, this.#generation);
      return undefined;
    }
    reply.headers(answerHeaders(entry.etag));
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  /** onSend hook: keeps a computed 200 answer and labels it with its ETag. */
  keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const startedIn = this.#startedIn.get(request);
    if (startedIn === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
    reply.headers(answerHeaders(etag));
    if (startedIn === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(keyOf(request), { body: payload, etag });
    }
    return payload;
  };
}

function keyOf(request: FastifyRequest): string {
  return `${requestLanguage(request)} ${request.url}`;
}

/** Browsers and proxies may keep the answer but ask again each time (If-None-Match → 304). */
function answerHeaders(etag: string): Record<string, string> {
  return { etag, 'cache-control': 'no-cache', vary: 'accept-language' };
}

/** A public catalogue route: the contract's options with the answer cache in front. */
export function catalogueRoute<const C extends TRouteContract>(app: FastifyInstance, contract: C) {
  return { ...contractRoute(app, contract, [app.catalogueCache.serve]), onSend: app.catalogueCache.keep };
}

/** Decorates `app.catalogueCache` and empties it whenever the database says the catalogue changed. */
export const catalogueCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new CatalogueCache();
    app.decorate('catalogueCache', cache);
    const stop = await app.database.listen(CATALOGUE_CHANNEL, () => cache.clear());
    app.addHook('preClose', async () => {
      await stop();
    });
  },
  { name: 'catalogue-cache', dependencies: ['db'] },
);
