import type { TAnnouncement } from '@portal/contracts/staff/announcements';

/**
 * Where an announcement stands for customers: a draft is never shown; a published one is shown
 * while now lies in [starts_at, ends_at), the server's rule for `GET announcements/current`.
 */
export type TAnnouncementState = 'draft' | 'scheduled' | 'live' | 'ended';

export function announcementState(
  announcement: Pick<TAnnouncement, 'is_published' | 'starts_at' | 'ends_at'>,
  now: Date = new Date(),
): TAnnouncementState {
  if (!announcement.is_published) return 'draft';
  const time = now.getTime();
  if (time < Date.parse(announcement.starts_at)) return 'scheduled';
  if (time >= Date.parse(announcement.ends_at)) return 'ended';
  return 'live';
}
