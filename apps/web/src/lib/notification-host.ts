import type { TNotification } from '@portal/contracts/notifications/notification-types';

/** What draws the notifications (components/ui/toaster.tsx), as `notify()` uses it. */
export type TNotificationHost = {
  showNotification: (notification: TNotification) => Promise<void>;
  prepareNotifications: () => Promise<void>;
};

let loadHost: (() => Promise<TNotificationHost>) | null = null;

/**
 * Names how to load the host; the entry (main.tsx) and the unit tests' setup call it once at
 * start. Handed in, not imported: the host is drawn with components/ui, and lib/ sits below
 * components/ (it imports none of them). A module of its own, so a test that mocks lib/notify.ts
 * still shares the registration.
 */
export function setNotificationHost(load: () => Promise<TNotificationHost>): void {
  loadHost = load;
}

export function loadNotificationHost(): Promise<TNotificationHost> {
  if (!loadHost) return Promise.reject(new Error('No notification host: call setNotificationHost at start'));
  return loadHost();
}
