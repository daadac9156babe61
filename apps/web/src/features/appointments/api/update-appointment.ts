import type { TAppointment, TAppointmentUpdateRequest } from '@portal/contracts/staff/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { appointmentKeys } from './get-appointments.ts';

/**
 * `PUT appointments/{id}` {status, assignee_id, notes}: the row's whole editable state at once.
 * Silent: the row shows a refusal in place; the server's success message still shows.
 */
export function updateAppointment(id: number, body: TAppointmentUpdateRequest): Promise<TAppointment> {
  return api.put<TAppointment>(`appointments/${id}`, body, { silent: true });
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
