import { z } from 'zod';
import { pagedQuery, paginated, ZPageFields } from '../common/envelope.ts';
import { ZPeriod } from '../documents/document-periods.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/*
 * The advisor's month-close board (issue 33): for one month, every company the staff member
 * serves, where its close stands and what is late.
 */

export const MONTH_CLOSE_STATES = [
  'documents_pending',
  'documents_complete',
  'booked',
  'returns_filed',
  'closed',
] as const;
export type TMonthCloseState = (typeof MONTH_CLOSE_STATES)[number];

/**
 * Where staff may move a month: one step on, or back to any earlier state (a correction reopens
 * it). `documents_complete` is also reached by the customer, or by the documents' deadline.
 */
export function canMoveMonthClose(from: TMonthCloseState, to: TMonthCloseState): boolean {
  const a = MONTH_CLOSE_STATES.indexOf(from);
  const b = MONTH_CLOSE_STATES.indexOf(to);
  return b === a + 1 || b < a;
}

/**
 * What is late: no document by the documents' deadline; a return of the company not filed and due
 * within RETURN_DUE_SOON_DAYS; an accrual past its due date and not paid.
 */
const MONTH_CLOSE_FLAGS = ['documents_overdue', 'return_due_soon', 'accrual_overdue'] as const;
export type TMonthCloseFlag = (typeof MONTH_CLOSE_FLAGS)[number];
export const RETURN_DUE_SOON_DAYS = 3;

export const MONTH_CLOSE_MESSAGES = {
  moved: 'monthClose.moved',
  moveNotAllowed: 'monthClose.moveNotAllowed',
  completed: 'monthClose.completed',
  alreadyComplete: 'monthClose.alreadyComplete',
  periodNotEnded: 'monthClose.periodNotEnded',
} as const;

export const ZMonthClose = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  period: z.string(),
  state: z.enum(MONTH_CLOSE_STATES),
  advisor_id: z.number().int().nullable(),
  advisor_name: z.string().nullable(),
  /** The month's monthly documents uploaded. */
  documents: z.number().int(),
  flags: z.array(z.enum(MONTH_CLOSE_FLAGS)),
  /** When the customer said the month's documents are complete. */
  completed_by_customer_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime().nullable(),
});
export type TMonthClose = z.infer<typeof ZMonthClose>;

export const ZMonthCloseQuery = pagedQuery(
  z.object({
    ...ZPageFields,
    period: ZPeriod,
    state: z.enum(MONTH_CLOSE_STATES, { error: VALIDATION_MESSAGES.invalidValue }).optional(),
    advisor_id: z.coerce.number().int().min(1).optional(),
  }),
);

/** The board's page, and how many of the filter's companies (state aside) are in each state. */
export const ZMonthCloseBoard = paginated(ZMonthClose).extend({
  counts: z.record(z.enum(MONTH_CLOSE_STATES), z.number().int()),
});
export type TMonthCloseBoard = z.infer<typeof ZMonthCloseBoard>;

export const ZMoveMonthClose = z.object({
  state: z.enum(MONTH_CLOSE_STATES, { error: VALIDATION_MESSAGES.invalidValue }),
});

export const ZMonthCloseParams = z.object({
  id: z.coerce.number().int().min(1),
  period: ZPeriod,
});
