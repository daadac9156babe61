import { z } from 'zod';
import { addCalendarDays } from '../common/istanbul-time.ts';
import { ESTABLISHMENT_WORKING_DAYS } from '../common/limits.ts';
import { isWorkingDay } from '../tax-calendar/public-holidays.ts';
import { TAX_RETURN_KINDS } from '../tax-returns/tax-returns.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/*
 * The customer's desk on the dashboard: what waits on them ("needs your action"), the
 * application's timeline, and the advisor's questions.
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
    kind: z.literal('advisor_question'),
    question_id: z.number().int(),
    question: z.string(),
    asked_at: z.iso.datetime(),
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

const QUESTION_MAX_LENGTH = 2000;

export const ZAdvisorQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  asked_by: z.string().nullable(),
  asked_at: z.iso.datetime(),
  answer: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_at: z.iso.datetime().nullable(),
});
export type TAdvisorQuestion = z.infer<typeof ZAdvisorQuestion>;

const ZText = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(QUESTION_MAX_LENGTH, VALIDATION_MESSAGES.tooLong);

/** `POST accounts/{id}/questions` (the company's staff). */
export const ZAskQuestionRequest = z.object({ question: ZText });
export type TAskQuestionRequest = z.input<typeof ZAskQuestionRequest>;

/** `PUT accounts/{id}/questions/{questionId}/answer` (the company's customers). */
export const ZAnswerQuestionRequest = z.object({ answer: ZText });
export type TAnswerQuestionRequest = z.input<typeof ZAnswerQuestionRequest>;
