import { z } from 'zod';
import { addCalendarDays } from '../common/istanbul-time.ts';
import { ESTABLISHMENT_WORKING_DAYS } from '../common/limits.ts';
import { isWorkingDay } from '../tax-calendar/public-holidays.ts';
import { TAX_RETURN_KINDS } from '../tax-returns/tax-returns.ts';

/*
 * The customer's desk on the dashboard: what waits on them ("needs your action"), the
 * application's timeline.
 */

/** What waits on the customer, each resolved on its own page. */
export const ZAccountAction = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('documents_missing'),
    /** The month whose documents are due (`YYYY-MM`) and its last day (`YYYY-MM-DD`, Istanbul). */
    period: z.string(),
    due_date: z.string(),
  }),
  z.object({
    kind: z.literal('document_needs_fix'),
    document_id: z.number().int(),
    file_name: z.string(),
    period: z.string(),
    note: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('payment_due'),
    /** The refused renewal's subscription; null for an application whose first payment failed. */
    subscription_id: z.number().int().nullable(),
    product_name: z.string().nullable(),
    since: z.iso.datetime().nullable(),
  }),
  z.object({
    kind: z.literal('tax_due'),
    /** An accrued return the customer has not reported paid (issue 33): its amount (kuruş) and due date. */
    return_id: z.number().int(),
    return_kind: z.enum(TAX_RETURN_KINDS),
    period: z.string(),
    amount_due: z.number().int(),
    due_date: z.string(),
  }),
  z.object({
    kind: z.literal('document_requested'),
    /** A document the advisor asked for (issue 33), until the customer answers it with an upload. */
    request_id: z.number().int(),
    title: z.string(),
    due_date: z.string(),
  }),
  z.object({
    kind: z.literal('invoices_overdue'),
    /** Issued sales invoices past their due date with something open (issue 34), and what is open (kuruş). */
    count: z.number().int().min(1),
    open_amount: z.number().int(),
    oldest_due_date: z.string(),
  }),
  z.object({
    kind: z.literal('messages_unread'),
    /** The advisor's messages the caller has not read (issue 33: the thread replaced the questions). */
    unread: z.number().int().min(1),
    last_at: z.iso.datetime(),
  }),
]);
export type TAccountAction = z.infer<typeof ZAccountAction>;

const TIMELINE_STEPS = ['started', 'submitted', 'approved'] as const;

/** One step of the application: when it happened, or (not reached yet) when it is expected. */
const ZTimelineStep = z.object({
  step: z.enum(TIMELINE_STEPS),
  at: z.iso.datetime().nullable(),
  /** `YYYY-MM-DD` in Istanbul: the promise of 3 working days after submission; null once reached or unknown. */
  expected_on: z.string().nullable(),
});
export type TTimelineStepView = z.infer<typeof ZTimelineStep>;

export const ZAccountTimeline = z.object({
  steps: z.array(ZTimelineStep),
  /** Rejected: the application went back to the customer (the reason is on the account). */
  rejected: z.boolean(),
});
export type TAccountTimeline = z.infer<typeof ZAccountTimeline>;

/**
 * The FAQ's promise: a company is set up within 3 working days of the application (its payment).
 * Counted from the next working day; weekends and whole-day official holidays don't count.
 */
export function expectedApprovalDate(submittedOn: string, workingDays = ESTABLISHMENT_WORKING_DAYS): string {
  let day = submittedOn;
  let left = workingDays;
  while (left > 0) {
    day = addCalendarDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** Working days an application has waited since it was submitted on `submittedOn` (Istanbul dates). */
export function workingDaysSince(submittedOn: string, today: string): number {
  let days = 0;
  for (let day = addCalendarDays(submittedOn, 1); day <= today; day = addCalendarDays(day, 1)) {
    if (isWorkingDay(day)) days += 1;
  }
  return days;
}

/** The application queue flags an application waiting longer than this many working days. */
export const APPLICATION_LATE_WORKING_DAYS = 2;
