import type { TAppointmentStatus } from '@portal/contracts/contact/demo-booking-schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { appointmentRequests } from '../../db/schema/contact.ts';
import { productTranslations } from '../../db/schema/products.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset, type TListedTotal } from '../../plugins/db/list-queries.ts';

export type TNewAppointmentRequest = typeof appointmentRequests.$inferInsert;

/** A new request, status 'new' (the column's default). */
export async function insertAppointmentRequest(
  db: TDatabase,
  values: TNewAppointmentRequest,
): Promise<{ id: number }> {
  const [row] = await db.insert(appointmentRequests).values(values).returning({ id: appointmentRequests.id });
  if (!row) throw new Error('Could not store the appointment request');
  return row;
}

export type TAppointmentRow = {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  company: string;
  preferredDate: string | null;
  timeSlot: string | null;
  status: TAppointmentStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  notes: string | null;
  createdAt: Date;
  /** A "contact me" request's product, named as the customer saw it. */
  productName: string | null;
};

const APPOINTMENT_ROW = {
  id: appointmentRequests.id,
  fullName: appointmentRequests.fullName,
  email: appointmentRequests.email,
  phone: appointmentRequests.phone,
  company: appointmentRequests.company,
  preferredDate: appointmentRequests.preferredDate,
  timeSlot: appointmentRequests.timeSlot,
  status: appointmentRequests.status,
  assigneeId: appointmentRequests.assigneeId,
  assigneeName: users.name,
  notes: appointmentRequests.notes,
  createdAt: appointmentRequests.createdAt,
  productName: productTranslations.name,
};

/** The product of a "contact me" request, in the language the customer asked in. */
const requestedProduct = and(
  eq(productTranslations.productId, appointmentRequests.productId),
  eq(productTranslations.languageId, appointmentRequests.languageId),
);

export type TAppointmentFilter = {
  status?: TAppointmentStatus;
  assigneeId?: number;
  page: number;
  perPage: number;
};

/**
 * A page of requests, newest first, with the assignee's name, and the total of the filter. With a
 * status it walks the (status, created_at) index; with an assignee the assignee_id index.
 */
export async function listAppointmentRequests(
  db: TDatabase,
  filter: TAppointmentFilter,
): Promise<{ rows: TAppointmentRow[]; total: TListedTotal }> {
  const where = and(
    filter.status === undefined ? undefined : eq(appointmentRequests.status, filter.status),
    filter.assigneeId === undefined ? undefined : eq(appointmentRequests.assigneeId, filter.assigneeId),
  );
  const { rows, total } = await listedPage(
    db,
    filter,
    db
      .select(APPOINTMENT_ROW)
      .from(appointmentRequests)
      .leftJoin(users, eq(users.id, appointmentRequests.assigneeId))
      .leftJoin(productTranslations, requestedProduct)
      .where(where)
      .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    db.select({ one: LISTED }).from(appointmentRequests).where(where),
  );
  return { rows, total };
}

/**
 * The newest requests still 'new' (at most `limit`) and how many there are, in one query: the
 * total comes with every row through `count(*) over ()` ((status, created_at) index).
 */
export async function findNewAppointmentRequests(
  db: TDatabase,
  limit: number,
): Promise<{ total: number; rows: TAppointmentRow[] }> {
  const rows = await db
    .select({ ...APPOINTMENT_ROW, total: sql<number>`cast(count(*) over () as integer)` })
    .from(appointmentRequests)
    .leftJoin(users, eq(users.id, appointmentRequests.assigneeId))
    .leftJoin(productTranslations, requestedProduct)
    .where(eq(appointmentRequests.status, 'new'))
    .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
}

export async function findAppointmentRequest(db: TDatabase, id: number): Promise<TAppointmentRow | null> {
  const [row] = await db
    .select(APPOINTMENT_ROW)
    .from(appointmentRequests)
    .leftJoin(users, eq(users.id, appointmentRequests.assigneeId))
    .leftJoin(productTranslations, requestedProduct)
    .where(eq(appointmentRequests.id, id));
  return row ?? null;
}

/** Sets the staff's part of a request; false when it no longer exists. */
export async function updateAppointmentRequest(
  db: TDatabase,
  id: number,
  values: { status: TAppointmentStatus; assigneeId: number | null; notes: string | null },
): Promise<boolean> {
  const rows = await db
    .update(appointmentRequests)
    .set(values)
    .where(eq(appointmentRequests.id, id))
    .returning({ id: appointmentRequests.id });
  return rows.length > 0;
}
