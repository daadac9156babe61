import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import type {
  TAppointment,
  ZAppointmentListQuery,
  ZAppointmentUpdateRequest,
} from '@portal/contracts/staff/appointments';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import { findStaffMember } from '../accounts/account-staff-service.ts';
import {
  findAppointmentRequest,
  findNewAppointmentRequests,
  listAppointmentRequests,
  type TAppointmentRow,
  updateAppointmentRequest,
} from './repository.ts';

/*
 * The staff's appointment list: the demo bookings of the landing page, worked through by status
 * (new → contacted → done, or cancelled), with an assignee and notes. Any status may follow any
 * other: staff correct mistakes, and a cancelled call may be booked again by phone.
 */

type TAppointmentsApp = Pick<FastifyInstance, 'db'>;

function presentAppointment(row: TAppointmentRow): TAppointment {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    preferred_date: row.preferredDate,
    time_slot: row.timeSlot,
    product_name: row.productName,
    status: row.status,
    assignee:
      row.assigneeId !== null && row.assigneeName !== null
        ? { id: row.assigneeId, name: row.assigneeName }
        : null,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findAppointments(
  app: TAppointmentsApp,
  query: z.output<typeof ZAppointmentListQuery>,
): Promise<{ data: TAppointment[]; meta: TPageMeta }> {
  const { rows, total } = await listAppointmentRequests(app.db, {
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.assignee_id === undefined ? {} : { assigneeId: query.assignee_id }),
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(presentAppointment), meta: pageMeta(query, total) };
}

/** The staff dashboard's card: the newest requests still 'new' (at most `limit`) and their total. */
export async function findNewAppointments(
  app: TAppointmentsApp,
  limit: number,
): Promise<{ total: number; items: TAppointment[] }> {
  const { total, rows } = await findNewAppointmentRequests(app.db, limit);
  return { total, items: rows.map(presentAppointment) };
}

/**
 * Sets status, assignee and notes at once, audited with the request before and after. The
 * assignee must be an active staff member (advisor, secretary or admin): 422 on the field.
 */
export async function updateAppointment(
  app: TAppointmentsApp,
  auth: TAuth,
  id: number,
  body: z.output<typeof ZAppointmentUpdateRequest>,
): Promise<TAppointment> {
  if (body.assignee_id !== null) {
    const assignee = await findStaffMember(app, body.assignee_id);
    if (!assignee?.isActive || !isStaffRole(assignee.roleName)) {
      throw new HttpError(422, 'errors.validation', {
        fields: { assignee_id: 'appointments.assigneeInvalid' },
      });
    }
  }
  return app.db.transaction(async (tx) => {
    const before = await findAppointmentRequest(tx, id);
    if (!before) throw new HttpError(404, 'errors.notFound');
    await updateAppointmentRequest(tx, id, {
      status: body.status,
      assigneeId: body.assignee_id,
      notes: body.notes,
    });
    const after = await findAppointmentRequest(tx, id);
    if (!after) throw new HttpError(404, 'errors.notFound');
    const saved = presentAppointment(after);
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'appointment.updated',
      subjectType: 'appointment',
      subjectId: id,
      before: presentAppointment(before),
      after: saved,
    });
    return saved;
  });
}
