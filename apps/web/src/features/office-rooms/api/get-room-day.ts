import { getRoomDayRoute } from '@portal/contracts/office/office-room-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { roomKeys } from './room-keys.ts';

/** `GET office/room-bookings?date=`: the secretary's day, asked again every minute. */
export function useRoomDay(date: string) {
  return useQuery({
    queryKey: roomKeys.day(date),
    queryFn: ({ signal }) => callRoute(getRoomDayRoute, { query: { date } }, { signal, silent: true }),
    refetchInterval: 60_000,
  });
}
