import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: below it the calendar opens on its list, the view that reads best on a phone. */
const WIDE = '(min-width: 768px)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is at least tablet-wide; false where it cannot be told (the list, then). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
