import { appointmentRequests } from '../../db/schema/contact.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

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
