import { z } from 'zod';
import { TIME_ZONE } from '../common/istanbul-time.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';
import { ZCallerPhone } from './office-calls.ts';

/**
 * A company's call instructions (issue 35): what the secretary answering its office line says,
 * when the company is open (Istanbul time), whom callers may be put through to, what happens
 * outside hours and whom to refuse; and how the customers are told of an ordinary call (an urgent
 * one always goes by mail and SMS). The customer writes them; the desk reads them beside the
 * record form.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type TWeekday = (typeof WEEKDAYS)[number];

export const OUTSIDE_HOURS_ACTIONS = ['take_message', 'refer_to_mail', 'call_back_next_day'] as const;

export const CALL_INSTRUCTION_LIMITS = {
  greeting: 300,
  /** People a secretary may put callers through to. */
  putThrough: 10,
  personName: 120,
  personNote: 200,
  outsideHoursNote: 500,
  refusedCallers: 1000,
} as const;

/** `HH:MM`, 00:00 to 23:59. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const ZTimeOfDay = z
  .string({ error: VALIDATION_MESSAGES.required })
  .regex(TIME_OF_DAY, 'validation.timeOfDayInvalid');

/** An open day: opening and closing in Istanbul time, the one before the other (no day past midnight). */
const ZOpenHours = z
  .object({ open: ZTimeOfDay, close: ZTimeOfDay })
  .refine((day) => !TIME_OF_DAY.test(day.open) || !TIME_OF_DAY.test(day.close) || day.open < day.close, {
    message: 'validation.closeBeforeOpen',
    path: ['close'],
  });
type TOpenHours = z.infer<typeof ZOpenHours>;

/** Each weekday open (its hours) or closed (null). */
const ZDay = ZOpenHours.nullable();
const ZBusinessHours = z.object({
  mon: ZDay,
  tue: ZDay,
  wed: ZDay,
  thu: ZDay,
  fri: ZDay,
  sat: ZDay,
  sun: ZDay,
}) satisfies z.ZodType<Record<TWeekday, TOpenHours | null>>;
export type TBusinessHours = z.infer<typeof ZBusinessHours>;

const text = (max: number) => z.string().trim().max(max, VALIDATION_MESSAGES.tooLong);

const ZPutThroughPerson = z.object({
  name: singleLine(
    z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .max(CALL_INSTRUCTION_LIMITS.personName, VALIDATION_MESSAGES.tooLong),
  ),
  phone: ZCallerPhone,
  /** When or for what: "sales questions", "weekdays before 14:00". */
  note: singleLine(text(CALL_INSTRUCTION_LIMITS.personNote)).default(''),
});

export const ZCallInstructionsRequest = z.object({
  /** What the secretary says on answering. */
  greeting: text(CALL_INSTRUCTION_LIMITS.greeting).min(1, VALIDATION_MESSAGES.required),
  business_hours: ZBusinessHours,
  put_through: z
    .array(ZPutThroughPerson)
    .max(CALL_INSTRUCTION_LIMITS.putThrough, VALIDATION_MESSAGES.invalidValue),
  outside_hours: z.object({
    action: z.enum(OUTSIDE_HOURS_ACTIONS, { error: VALIDATION_MESSAGES.invalidValue }),
    note: text(CALL_INSTRUCTION_LIMITS.outsideHoursNote).default(''),
  }),
  /** Callers not to put through or take a message from: "sales calls, surveys". */
  refused_callers: text(CALL_INSTRUCTION_LIMITS.refusedCallers).default(''),
  /** How the customers are told of an ordinary call, beside the portal (always). */
  notify_by_mail: z.boolean({ error: VALIDATION_MESSAGES.invalidValue }),
  notify_by_sms: z.boolean({ error: VALIDATION_MESSAGES.invalidValue }),
});
export type TCallInstructionsRequest = z.input<typeof ZCallInstructionsRequest>;
export type TCallInstructionsFields = z.output<typeof ZCallInstructionsRequest>;

export const ZCallInstructions = ZCallInstructionsRequest.extend({
  /** Within the business hours at the server's present moment (Istanbul time). */
  open_now: z.boolean(),
  /** When and by whom they were last saved; null while the company has the defaults. */
  updated_at: z.iso.datetime().nullable(),
  updated_by: z.string().nullable(),
});
export type TCallInstructions = z.infer<typeof ZCallInstructions>;

const WEEKDAY_HOURS: TOpenHours = { open: '09:00', close: '18:00' };

/**
 * What a company that saved nothing has: a greeting with its name, Monday to Friday 09:00–18:00,
 * a message taken outside hours, mail on and SMS off. The greeting is Turkish whatever the
 * reader's language: it is what the secretary says on a Turkish office line.
 */
export function defaultCallInstructions(companyName: string): TCallInstructionsFields {
  return {
    greeting: `İyi günler, ${companyName}, size nasıl yardımcı olabilirim?`.slice(
      0,
      CALL_INSTRUCTION_LIMITS.greeting,
    ),
    business_hours: {
      mon: WEEKDAY_HOURS,
      tue: WEEKDAY_HOURS,
      wed: WEEKDAY_HOURS,
      thu: WEEKDAY_HOURS,
      fri: WEEKDAY_HOURS,
      sat: null,
      sun: null,
    },
    put_through: [],
    outside_hours: { action: 'take_message', note: '' },
    refused_callers: '',
    notify_by_mail: true,
    notify_by_sms: false,
  };
}

const ISTANBUL_WEEKDAY_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday and `HH:MM` of a moment in Istanbul. */
function istanbulWeekdayTime(moment: Date): { day: TWeekday; time: string } {
  const parts = ISTANBUL_WEEKDAY_TIME.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS.find((weekday) => weekday === part('weekday').toLowerCase());
  if (!day) throw new Error(`No weekday in ${moment.toISOString()}`);
  return { day, time: `${part('hour')}:${part('minute')}` };
}

/** Whether the company is open at a moment: its Istanbul weekday open, from opening until (not at) closing. */
export function isOpenAt(hours: TBusinessHours, moment: Date): boolean {
  const { day, time } = istanbulWeekdayTime(moment);
  const today = hours[day];
  return today !== null && today.open <= time && time < today.close;
}
