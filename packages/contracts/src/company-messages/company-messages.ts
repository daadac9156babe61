import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/*
 * The conversation of a company with its advisor (issue 33): one thread per company between its
 * members and the staff serving it, text and an optional attachment, newest last, each person's
 * read state. The advisor's earlier questions and their answers are its first messages. A
 * customer asks for another advisor from the thread; an admin answers.
 */

export const COMPANY_MESSAGE_BODY_MAX_LENGTH = 4000;
export const ADVISOR_CHANGE_REASON_MAX_LENGTH = 1000;
/** The other side is mailed at most once in this many minutes per thread while messages wait unread. */
export const MESSAGE_MAIL_INTERVAL_MINUTES = 15;

const MESSAGE_SIDES = ['customer', 'staff'] as const;
export type TMessageSide = (typeof MESSAGE_SIDES)[number];

/** `question`: an advisor's question of the earlier desk; `advisor_change`: a customer's request. */
const MESSAGE_KINDS = ['message', 'question', 'advisor_change'] as const;

/** The multipart fields of `POST accounts/{id}/messages`. */
export const COMPANY_MESSAGE_FIELDS = { body: 'body', file: 'file' } as const;

export const COMPANY_MESSAGE_MESSAGES = {
  sent: 'companyMessages.sent',
  bodyRequired: 'companyMessages.bodyRequired',
  bodyTooLong: 'companyMessages.bodyTooLong',
  noAttachment: 'companyMessages.noAttachment',
  advisorChangeRequested: 'advisorChange.requested',
  advisorChangeOpen: 'advisorChange.alreadyOpen',
  advisorChangeAnswered: 'advisorChange.answered',
  advisorChangeAlreadyAnswered: 'advisorChange.alreadyAnswered',
  adminsOnly: 'advisorChange.adminsOnly',
} as const;

const ZMessageAttachment = z.object({
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});

export const ZCompanyMessage = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  side: z.enum(MESSAGE_SIDES),
  /** Null once the author's user is deleted. */
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  body: z.string(),
  attachment: ZMessageAttachment.nullable(),
  created_at: z.iso.datetime(),
});
export type TCompanyMessage = z.infer<typeof ZCompanyMessage>;

/** `GET accounts/{id}/messages`: the whole thread, and where the caller stopped reading. */
export const ZMessageThread = z.object({
  messages: z.array(ZCompanyMessage),
  /** The last message the caller has read; null before the first. */
  last_read_id: z.number().int().nullable(),
  /** Messages of the other side after it. */
  unread: z.number().int(),
});
export type TMessageThread = z.infer<typeof ZMessageThread>;

/** `PUT accounts/{id}/messages/read`: read up to this message (never moves back). */
export const ZMarkMessagesRead = z.object({
  up_to: z.coerce
    .number({ error: VALIDATION_MESSAGES.invalidValue })
    .int()
    .min(1, VALIDATION_MESSAGES.invalidValue),
});

/** `GET messages/unread`: the caller's unread messages, per company they are in or serve. */
export const ZUnreadMessages = z.object({
  total: z.number().int(),
  accounts: z.array(z.object({ account_id: z.number().int(), unread: z.number().int() })),
});
export type TUnreadMessages = z.infer<typeof ZUnreadMessages>;

export const ADVISOR_CHANGE_STATUSES = ['open', 'approved', 'declined'] as const;
const ADVISOR_CHANGE_DECISIONS = ['approved', 'declined'] as const;

export const ZAdvisorChangeRequest = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  account_name: z.string(),
  requested_by_name: z.string().nullable(),
  reason: z.string(),
  status: z.enum(ADVISOR_CHANGE_STATUSES),
  /** The advisor when it was asked. */
  current_advisor_name: z.string().nullable(),
  new_advisor_name: z.string().nullable(),
  answer_note: z.string().nullable(),
  created_at: z.iso.datetime(),
  answered_at: z.iso.datetime().nullable(),
});
export type TAdvisorChangeRequest = z.infer<typeof ZAdvisorChangeRequest>;

export const ZCreateAdvisorChangeRequest = z.object({
  reason: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(ADVISOR_CHANGE_REASON_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
});
export type TCreateAdvisorChangeRequest = z.input<typeof ZCreateAdvisorChangeRequest>;

/** An admin's answer: approved with the new advisor, or declined; the note goes to the thread. */
export const ZAnswerAdvisorChangeRequest = z
  .object({
    decision: z.enum(ADVISOR_CHANGE_DECISIONS, { error: VALIDATION_MESSAGES.invalidValue }),
    advisor_id: z.coerce.number().int().min(1).optional(),
    note: z.string().trim().max(ADVISOR_CHANGE_REASON_MAX_LENGTH, VALIDATION_MESSAGES.tooLong).optional(),
  })
  .superRefine((answer, context) => {
    if (answer.decision === 'approved' && !answer.advisor_id)
      context.addIssue({ code: 'custom', path: ['advisor_id'], message: 'validation.advisorRequired' });
  });
export type TAnswerAdvisorChangeRequest = z.input<typeof ZAnswerAdvisorChangeRequest>;

export const ZAdvisorChangeListQuery = z.object({
  status: z.enum(ADVISOR_CHANGE_STATUSES).default('open'),
});

/** One advisor's time with the company, from the audit of each assignment; `until` null for today's. */
export const ZAdvisorAssignment = z.object({
  advisor_id: z.number().int().nullable(),
  advisor_name: z.string().nullable(),
  assigned_at: z.iso.datetime(),
  assigned_by_name: z.string().nullable(),
  until: z.iso.datetime().nullable(),
});
export type TAdvisorAssignment = z.infer<typeof ZAdvisorAssignment>;
