import { getRoomSlotsRoute } from '@portal/contracts/office/office-room-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { roomKeys } from './room-keys.ts';

/** `GET office-locations/{id}/rooms/{roomId}/slots?date=`, once a room and a day are chosen. */
export function useRoomSlots(choice: { locationId: number; roomId: number; date: string } | null) {
  return useQuery({
    queryKey: roomKeys.slots(choice?.locationId ?? 0, choice?.roomId ?? 0, choice?.date ?? ''),
    queryFn: ({ signal }) =>
      callRoute(
        getRoomSlotsRoute,
        {
          params: { id: choice?.locationId ?? 0, roomId: choice?.roomId ?? 0 },
          query: { date: choice?.date ?? '' },
        },
        { signal, silent: true },
      ),
    enabled: choice !== null,
  });
}
