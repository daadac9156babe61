import { ANY_CHANGE } from '../db/notice-channels.ts';
import type { TKnownToken } from './access-tokens.ts';

/** A safety net only: the triggers say when an entry goes stale. */
const ENTRY_LIFETIME_MS = 60_000;
const MAX_ENTRIES = 10_000;

type TEntry = { known: TKnownToken; keptAt: number };

/**
 * Live tokens' callers by token hash, so a known token costs no query. The access triggers' notices
 * drop entries on every instance; on the instance that made the change before its write returns
 * (see `answerCachePlugin` for the bounds). An answer read while a notice arrived is not kept (it
 * may predate the change), and nothing is used or kept while notices may be missed (`live`).
 */
export class AccessCache {
  readonly #entries = new Map<string, TEntry>();
  #generation = 0;
  readonly #live: () => boolean;

  constructor(live: () => boolean) {
    this.#live = live;
  }

  get generation(): number {
    return this.#generation;
  }

  /** The kept caller of a token, if it is still live at `now` (the injectable clock). */
  find(tokenHash: string, now: Date): TKnownToken | undefined {
    if (!this.#live()) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (Date.now() - entry.keptAt > ENTRY_LIFETIME_MS || entry.known.auth.tokenExpiresAt <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.known;
  }

  /** Keeps a caller read from the database, unless a change arrived since `readInGeneration`. */
  keep(tokenHash: string, known: TKnownToken, readInGeneration: number): void {
    if (readInGeneration !== this.#generation || !this.#live()) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { known, keptAt: Date.now() });
  }

  /** A notice of the access triggers: forgets that user's tokens, or every token for ANY_CHANGE. */
  forget(notice: string): void {
    this.#generation += 1;
    if (notice === ANY_CHANGE) {
      this.#entries.clear();
      return;
    }
    const userId = Number(notice);
    for (const [hash, entry] of this.#entries) {
      if (entry.known.auth.user.id === userId) this.#entries.delete(hash);
    }
  }
}
