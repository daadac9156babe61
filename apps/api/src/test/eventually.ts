import { vi } from 'vitest';

/**
 * `vi.waitFor` with a deadline for a busy machine: a notice, a job or a page rendered again takes
 * milliseconds when the machine is quiet, but took over a second (waitFor's own deadline) beside
 * the browser suite. A check that never passes still fails, after `timeout`.
 */
export function eventually<T>(
  check: () => T | Promise<T>,
  { timeout = 15_000, interval = 50 }: { timeout?: number; interval?: number } = {},
): Promise<T> {
  return vi.waitFor(check, { timeout, interval });
}
