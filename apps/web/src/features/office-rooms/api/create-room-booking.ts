import { createRoomBookingRoute } from '@portal/contracts/office/office-room-routes';
import type { TCreateRoomBookingRequest } from '@portal/contracts/office/office-rooms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { roomKeys } from './room-keys.ts';

/**
 * `POST accounts/{id}/room-bookings`. Silent: the form shows the server's refusal (an hour just
 * taken, a payment to confirm, no card) in place; the bookings and the hours are asked again either way.
 */
export function useCreateRoomBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: number; body: TCreateRoomBookingRequest }) =>
      callRouteEnvelope(createRoomBookingRoute, { params: { id: accountId }, body }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomKeys.all }),
  });
}
