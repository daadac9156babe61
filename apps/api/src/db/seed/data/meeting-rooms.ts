import type { TMeetingRoomEquipment } from '@portal/contracts/office/office-rooms';

export type TSeedMeetingRoom = {
  /** Natural key within its location: the seed upserts by (location, slug). */
  slug: string;
  name: string;
  seats: number;
  /** Kuruş before KDV, per hour. */
  hourlyPrice: number;
  equipment: readonly TMeetingRoomEquipment[];
};

/** The photo of a room: drawn by `apps/api/scripts/make-meeting-room-photos.mjs`, served by the web app. */
export const meetingRoomPhoto = (locationSlug: string, roomSlug: string) =>
  `/media/meeting-rooms/${locationSlug}-${roomSlug}.jpg`;

/**
 * The meeting rooms of each seeded office location (as many as its `meetingRooms` says), by the
 * location's slug, in display order.
 */
export const SEED_MEETING_ROOMS: Readonly<Record<string, readonly TSeedMeetingRoom[]>> = {
  'istanbul-maslak': [
    {
      slug: 'bogazici',
      name: 'Boğaziçi',
      seats: 12,
      hourlyPrice: 75_000,
      equipment: ['screen', 'video_conference', 'whiteboard', 'speakerphone'],
    },
    {
      slug: 'galata',
      name: 'Galata',
      seats: 8,
      hourlyPrice: 50_000,
      equipment: ['screen', 'video_conference', 'whiteboard'],
    },
    { slug: 'kiz-kulesi', name: 'Kız Kulesi', seats: 4, hourlyPrice: 30_000, equipment: ['screen', 'whiteboard'] },
    { slug: 'rumeli', name: 'Rumeli', seats: 20, hourlyPrice: 120_000, equipment: ['projector', 'flipchart', 'speakerphone'] },
  ],
  'istanbul-kadikoy': [
    { slug: 'moda', name: 'Moda', seats: 6, hourlyPrice: 40_000, equipment: ['screen', 'whiteboard'] },
    { slug: 'haydarpasa', name: 'Haydarpaşa', seats: 10, hourlyPrice: 60_000, equipment: ['projector', 'video_conference', 'whiteboard'] },
  ],
  'ankara-cankaya': [
    { slug: 'kugulu', name: 'Kuğulu', seats: 6, hourlyPrice: 35_000, equipment: ['screen', 'whiteboard'] },
    { slug: 'atakule', name: 'Atakule', seats: 12, hourlyPrice: 60_000, equipment: ['projector', 'video_conference', 'speakerphone'] },
    { slug: 'kizilay', name: 'Kızılay', seats: 4, hourlyPrice: 25_000, equipment: ['screen'] },
  ],
  'izmir-alsancak': [
    { slug: 'kordon', name: 'Kordon', seats: 8, hourlyPrice: 45_000, equipment: ['screen', 'video_conference', 'flipchart'] },
  ],
};
