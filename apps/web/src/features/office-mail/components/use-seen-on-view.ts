import { type RefObject, useEffect, useRef } from 'react';

/** How much of a card must be on screen, and for how long, before it counts as seen. */
const SEEN_THRESHOLD = 0.5;
const SEEN_AFTER_MS = 600;

/**
 * Calls `onSeen` once, when the element has been at least half on screen for a moment: a card
 * the customer scrolled past unread stays new. Where the browser cannot tell what is on screen
 * (no IntersectionObserver), showing the card is seeing it.
 */
export function useSeenOnView(
  ref: RefObject<HTMLElement | null>,
  onSeen: () => void,
  enabled: boolean,
): void {
  // The latest callback, so a new one does not restart the watch.
  const seen = useRef(onSeen);
  seen.current = onSeen;

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      seen.current();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.intersectionRatio >= SEEN_THRESHOLD);
        if (visible && timer === undefined) {
          timer = setTimeout(() => {
            observer.disconnect();
            seen.current();
          }, SEEN_AFTER_MS);
        } else if (!visible && timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, SEEN_THRESHOLD] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ref, enabled]);
}
