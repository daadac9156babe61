import type { TNotification } from '@portal/contracts/notifications/notification-types';
import { loadNotificationHost } from './notification-host.ts';

/**
 * The one way to show a notification (spec section 2): `notify({ type, title, description })`
 * shows an icon by type, the title, the description and a close button, hidden after 10 s.
 * The host (components/ui/toaster.tsx, named by the entry through lib/notification-host.ts) is a
 * separate chunk, loaded on first use or as soon as the person first interacts with the page,
 * whichever comes first.
 */
export function notify(notification: TNotification): void {
  void loadNotificationHost().then((host) => host.showNotification(notification));
}

/** Loads and mounts the host ahead of time, so a notification shows even if the network drops later. */
function prefetchNotifications(): void {
  void loadNotificationHost().then((host) => host.prepareNotifications());
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;

/**
 * Prefetches the host on the first interaction (a tap, a key, a scroll), not while the page is
 * still loading: nothing can need a notification before someone does something, and the landing
 * page's first load stays free of the toast library.
 */
export function prefetchNotificationsOnInteraction(): void {
  const start = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    prefetchNotifications();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
}

export type Notify = typeof notify;
