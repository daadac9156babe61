/**
 * The meeting rooms' cache keys: a company's bookings and the rooms' hours under one root, so a
 * booking or a cancellation reloads the list, the free hours and the hours shown together.
 */
export const roomKeys = {
  all: ['office-rooms'] as const,
  locations: ['office-rooms', 'locations'] as const,
  rooms: (locationId: number) => ['office-rooms', 'rooms', locationId] as const,
  slots: (locationId: number, roomId: number, date: string) =>
    ['office-rooms', 'slots', locationId, roomId, date] as const,
  bookings: (accountId: number, period: string) => ['office-rooms', 'bookings', accountId, period] as const,
  day: (date: string) => ['office-rooms', 'day', date] as const,
};
