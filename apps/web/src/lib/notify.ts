import type { TNotification } from '@portal/contracts/notifications/notification-types';

/**
 * The one way to show a notification (spec section 2): `notify({ type, title, description })`
 * shows an icon by type, the title, the description and a close button, hidden after 10 s.
 * The host (components/ui/toaster.tsx) is a separate chunk, loaded on first use or when the
 * browser is idle, whichever comes first.
 */
function loadHost() {
  return import('../components/ui/toaster.tsx');
}

export function notify(notification: TNotification): void {
  void loadHost().then((host) => host.showNotification(notification));
}

/** Loads and mounts the host ahead of time, so a notification shows even if the network drops later. */
export function prefetchNotifications(): void {
  void loadHost().then((host) => host.prepareNotifications());
}

export type Notify = typeof notify;
