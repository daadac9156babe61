/**
 * The stages' cache keys. Everything a booking, a payment or a registration changes sits under
 * `['network-stages']`, so one invalidation reloads the hours, the company's bookings, the stage
 * pages and the calendar together.
 */
export const stageKeys = {
  all: ['network-stages'] as const,
  stages: ['network-stages', 'list'] as const,
  stage: (id: number) => ['network-stages', 'stage', id] as const,
  slots: (stageId: number, date: string) => ['network-stages', 'slots', stageId, date] as const,
  myBookings: (accountId: number) => ['network-stages', 'my-bookings', accountId] as const,
  calendar: (query: unknown) => ['network-stages', 'calendar', query] as const,
  /** The one-hour conference package: its price, shown before an hour is held. */
  conferenceHour: ['network-stages', 'conference-hour'] as const,
};
