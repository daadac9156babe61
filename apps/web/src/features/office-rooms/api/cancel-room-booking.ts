import { cancelRoomBookingRoute } from '@portal/contracts/office/office-room-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { roomKeys } from './room-keys.ts';

/** `DELETE accounts/{id}/room-bookings/{bookingId}`. Silent: the confirm dialog shows a refusal. */
export function useCancelRoomBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, bookingId }: { accountId: number; bookingId: number }) =>
      callRouteEnvelope(cancelRoomBookingRoute, { params: { id: accountId, bookingId } }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomKeys.all }),
  });
}
