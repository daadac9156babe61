import type { TLiveToken } from './access-token-repository.ts';

/** The channel of the access triggers (migration 0014): a user id, or '*' for everyone. */
export const ACCESS_CHANNEL = 'access_changed';
/** A safety net only: the triggers say when an entry goes stale. */
const ENTRY_LIFETIME_MS = 60_000;
const MAX_ENTRIES = 10_000;

type TEntry = { live: TLiveToken; keptAt: number };

/**
 * Live tokens' callers by token hash, so a signed-in request on the embedded database costs no
 * query. Only where the database's notices arrive before the write that caused them returns (the
 * embedded database, one process): there, a revoked token or a changed role is refused on the very
 * next request. An answer read while a notice arrived is not kept (it may predate the change).
 */
export class AccessCache {
  readonly #entries = new Map<string, TEntry>();
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  /** The kept caller of a token, if it is still live at `now` (the injectable clock). */
  find(tokenHash: string, now: Date): TLiveToken | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (Date.now() - entry.keptAt > ENTRY_LIFETIME_MS || entry.live.expiresAt <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.live;
  }

  /** Keeps a caller read from the database, unless a change arrived since `readInGeneration`. */
  keep(tokenHash: string, live: TLiveToken, readInGeneration: number): void {
    if (readInGeneration !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { live, keptAt: Date.now() });
  }

  /** A notice of the access triggers: forgets that user's tokens, or every token for '*'. */
  forget(notice: string): void {
    this.#generation += 1;
    if (notice === '*') {
      this.#entries.clear();
      return;
    }
    const userId = Number(notice);
    for (const [hash, entry] of this.#entries) {
      if (entry.live.user.id === userId) this.#entries.delete(hash);
    }
  }
}
