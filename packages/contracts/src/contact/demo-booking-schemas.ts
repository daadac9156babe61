import { z } from 'zod';
import { ZEmail, ZPersonName } from '../auth/auth-schemas.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';
import { ZHoneypot, ZMobilePhone } from './contact-schemas.ts';

const V = VALIDATION_MESSAGES;

/** Demo calls are offered on working days in these Istanbul-time slots. */
export const DEMO_TIME_SLOTS = ['10:00', '11:00', '13:00', '14:00', '15:00', '16:00'] as const;
/** How far ahead a visitor may book. */
export const DEMO_BOOKING_MAX_DAYS_AHEAD = 60;

export const APPOINTMENT_STATUSES = ['new', 'contacted', 'done', 'cancelled'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const ZDemoBookingRequest = z.object({
  full_name: ZPersonName,
  email: ZEmail,
  phone: ZMobilePhone,
  company: singleLine(
    z.string({ error: V.required }).trim().min(1, { error: V.required }).max(120, { error: V.tooLong }),
  ),
  /** A working day (Monday to Friday) from tomorrow up to DEMO_BOOKING_MAX_DAYS_AHEAD days ahead, YYYY-MM-DD. */
  preferred_date: z.iso.date({ error: V.invalidValue }),
  time_slot: z.enum(DEMO_TIME_SLOTS, { error: V.invalidValue }),
  ...ZHoneypot,
});
export type TDemoBookingRequest = z.input<typeof ZDemoBookingRequest>;

/** The booking date rule, shared by the date picker and the server. `today` is YYYY-MM-DD in Istanbul. */
export function isBookableDemoDate(date: string, today: string): boolean {
  const day = new Date(`${date}T12:00:00Z`);
  const start = new Date(`${today}T12:00:00Z`);
  if (Number.isNaN(day.getTime()) || Number.isNaN(start.getTime())) return false;
  const daysAhead = Math.round((day.getTime() - start.getTime()) / 86_400_000);
  const weekday = day.getUTCDay();
  return daysAhead >= 1 && daysAhead <= DEMO_BOOKING_MAX_DAYS_AHEAD && weekday !== 0 && weekday !== 6;
}
