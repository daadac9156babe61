import {
  APPOINTMENT_STATUSES,
  type TAppointmentStatus,
} from '@portal/contracts/contact/demo-booking-schemas';
import type { TAppointmentsFilter } from '../api/get-appointments.ts';

function isAppointmentStatus(value: string | null): value is TAppointmentStatus {
  return (APPOINTMENT_STATUSES as readonly (string | null)[]).includes(value);
}

function positiveInteger(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * The list's filter lives in the URL (`?status=new&assignee_id=4&page=2`), so a reload, the back
 * button and the dashboard's link keep it. Anything unreadable means "all" or the first page.
 */
export function readFilter(params: URLSearchParams): TAppointmentsFilter {
  const status = params.get('status');
  return {
    status: isAppointmentStatus(status) ? status : 'all',
    assignee: positiveInteger(params.get('assignee_id')) ?? 'all',
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

export function writeFilter(filter: TAppointmentsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.assignee !== 'all') params.set('assignee_id', String(filter.assignee));
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}
