import { updateAppointmentRoute } from '@portal/contracts/staff/appointment-routes';
import type { TAppointmentUpdateRequest } from '@portal/contracts/staff/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { appointmentKeys } from './get-appointments.ts';

/**
 * `PUT appointments/{id}` {status, assignee_id, notes}: the row's whole editable state at once.
 * Silent: the row shows a refusal in place; the server's success message still shows.
 */
function updateAppointment(id: number, body: TAppointmentUpdateRequest) {
  return callRoute(updateAppointmentRoute, { params: { id }, body }, { silent: true });
}

export function useUpdateAppointment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAppointmentUpdateRequest) => updateAppointment(id, body),
    // A new status may move the row out of the filtered list; the dashboard's count changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['staff-dashboard'] }),
      ]),
  });
}
