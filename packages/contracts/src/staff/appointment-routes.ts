import { z } from 'zod';
import { PERMISSIONS } from '../auth/permissions.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { ZAppointment, ZAppointmentListQuery, ZAppointmentUpdateRequest } from './appointments.ts';

export const getAppointmentsRoute = defineRoute({
  method: 'GET',
  path: '/appointments',
  tags: ['appointments'],
  summary: 'The appointment requests (demo bookings), newest first; filter by status and assignee',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showAppointmentRequests },
  query: ZAppointmentListQuery,
  result: paginated(ZAppointment),
  failures: [401, 403, 404, 422],
});

export const updateAppointmentRoute = defineRoute({
  method: 'PUT',
  path: '/appointments/:id',
  tags: ['appointments'],
  summary:
    'Sets the status, the assignee (an active staff member, or null) and the notes of a request (audited)',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showAppointmentRequests },
  params: z.object({ id: ZRecordId }),
  body: ZAppointmentUpdateRequest,
  result: ZAppointment,
  failures: [401, 403, 404, 422],
});
