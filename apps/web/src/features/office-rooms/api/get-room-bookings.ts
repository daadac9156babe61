import { listRoomBookingsRoute } from '@portal/contracts/office/office-room-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { roomKeys } from './room-keys.ts';

/** `GET accounts/{id}/room-bookings?period=`: the bookings, the month's free hours, the card on file. */
export function useRoomBookings(accountId: number, period: string) {
  return useQuery({
    queryKey: roomKeys.bookings(accountId, period),
    queryFn: ({ signal }) =>
      callRoute(
        listRoomBookingsRoute,
        { params: { id: accountId }, query: { period } },
        { signal, silent: true },
      ),
  });
}
