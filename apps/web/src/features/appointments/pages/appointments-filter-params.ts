import { APPOINTMENT_STATUSES } from '@portal/contracts/contact/demo-booking-schemas';
import { z } from 'zod';
import { pageParam } from '../../../components/data/use-url-filters.ts';
import type { TAppointmentsFilter } from '../api/get-appointments.ts';

/**
 * The list's filter in the URL (`?status=new&assignee_id=4&page=2`), so a reload, the back button
 * and the dashboard's link keep it. Anything unreadable means "all" or the first page.
 */
export const appointmentsFilterSchema = z.object({
  status: z.enum([...APPOINTMENT_STATUSES, 'all']).catch('all'),
  assignee_id: z.union([z.literal('all'), z.coerce.number().int().min(1)]).catch('all'),
  page: pageParam,
});

/** What the list asks the server for; the URL names the assignee as the API does (`assignee_id`). */
export function appointmentsFilter(url: z.output<typeof appointmentsFilterSchema>): TAppointmentsFilter {
  return { status: url.status, assignee: url.assignee_id, page: url.page };
}
