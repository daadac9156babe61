import { useMemo, useSyncExternalStore } from 'react';
import { type StorageKey, type StorageValue, storage } from './storage.ts';

/** Reads a storage key and re-renders when it changes (in this tab or another). */
export function useStoredValue<K extends StorageKey>(key: K): StorageValue<K> | null {
  const raw = useSyncExternalStore(
    storage.subscribe,
    () => storage.snapshot(key),
    () => null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `raw` is the snapshot the value is parsed from.
  return useMemo(() => storage.get(key), [key, raw]);
}
