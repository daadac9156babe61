import { listMeetingRoomsRoute } from '@portal/contracts/office/office-room-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { roomKeys } from './room-keys.ts';

/** `GET office-locations/{id}/rooms`, once a location is chosen. */
export function useRooms(locationId: number | null) {
  return useQuery({
    queryKey: roomKeys.rooms(locationId ?? 0),
    queryFn: ({ signal }) =>
      callRoute(listMeetingRoomsRoute, { params: { id: locationId ?? 0 } }, { signal, silent: true }),
    enabled: locationId !== null,
    staleTime: 5 * 60_000,
  });
}
