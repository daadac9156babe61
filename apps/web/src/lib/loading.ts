import { useSyncExternalStore } from 'react';

/**
 * How many API calls are in flight. The API client counts up before a call and down in a
 * `finally`, so a failed call hides the loading state too (spec section 8).
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loading = {
  start(): void {
    pending += 1;
    emit();
  },
  stop(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  count(): number {
    return pending;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    loading.subscribe,
    () => pending > 0,
    () => false,
  );
}
