import { createStageBookingRoute } from '@portal/contracts/network/network-routes';
import type { TCreateBookingRequest } from '@portal/contracts/network/network-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { stageKeys } from './stage-keys.ts';

/**
 * `POST network/stages/{id}/bookings`: holds the hour for the company while it pays. Silent: the
 * form shows a taken hour (409), a closed window (422) or a missing membership in place.
 */
function createStageBooking(stageId: number, body: TCreateBookingRequest) {
  return callRoute(createStageBookingRoute, { params: { id: stageId }, body }, { silent: true });
}

export function useCreateStageBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stageId, body }: { stageId: number; body: TCreateBookingRequest }) =>
      createStageBooking(stageId, body),
    // Taken or held, the hours changed either way: a 409 shows the hour as it now stands.
    onSettled: () => queryClient.invalidateQueries({ queryKey: stageKeys.all }),
  });
}
