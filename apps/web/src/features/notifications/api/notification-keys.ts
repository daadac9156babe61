/** The bell's cache key: the caller's latest notifications and their unread count. */
export const notificationKeys = {
  all: ['notifications'] as const,
};

/** How often the bell asks for news while a page is open (TanStack Query's interval, no timer of ours). */
export const NOTIFICATIONS_POLL_MS = 60_000;
