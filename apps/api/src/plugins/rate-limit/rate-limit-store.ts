/** A fixed-window counter: how many hits in the current window, and when the window ends. */
export type TCounter = { count: number; resetInMs: number };

/** Where the counters live: this process (default), or Redis shared by every instance. */
export interface TRateLimitStore {
  /** Adds one hit; the window starts at the first hit of a key. */
  increment(key: string, windowMs: number): Promise<TCounter>;
  /** The counter, without adding a hit; null when the key has no hits in a running window. */
  get(key: string): Promise<TCounter | null>;
  /** Takes one hit back, if the window is still running; never below zero. */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Throws when the counters cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Counters in this process. Expired windows are swept every minute, so memory stays bounded. */
export class MemoryRateLimitStore implements TRateLimitStore {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.#sweeper = setInterval(() => this.#sweep(), 60_000);
    this.#sweeper.unref();
  }

  async increment(key: string, windowMs: number): Promise<TCounter> {
    const now = this.now();
    const current = this.#windows.get(key);
    if (!current || current.resetAt <= now) {
      this.#windows.set(key, { count: 1, resetAt: now + windowMs });
      return { count: 1, resetInMs: windowMs };
    }
    current.count += 1;
    return { count: current.count, resetInMs: current.resetAt - now };
  }

  async get(key: string): Promise<TCounter | null> {
    const now = this.now();
    const current = this.#windows.get(key);
    if (!current || current.resetAt <= now) return null;
    return { count: current.count, resetInMs: current.resetAt - now };
  }

  async decrement(key: string): Promise<void> {
    const current = this.#windows.get(key);
    if (current && current.resetAt > this.now() && current.count > 0) current.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#windows.clear();
  }

  #sweep(): void {
    const now = this.now();
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
