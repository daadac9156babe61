/** Toast notifications: an icon by type, a title, a description and a close button. */
const NOTIFICATION_TYPES = ['success', 'error', 'info', 'warning'] as const;
type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export type TNotification = {
  type: TNotificationType;
  title: string;
  description?: string;
};
