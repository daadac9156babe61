/**
 * Which announcements the customer closed in this browser tab's session: they come back in the
 * next session (sessionStorage), as the announcement may still matter. A browser that refuses
 * storage simply forgets.
 */
const KEY = 'dismissed_announcements';

export function readDismissed(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function writeDismissed(ids: readonly number[]): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Private mode or storage disabled: the dismissal lasts until the page is left.
  }
}
