import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../accounts/account-status.ts';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { DOCUMENT_MIME_TYPES, ZAccountDocument } from './document-kinds.ts';
import { ZPeriod } from './document-periods.ts';

/**
 * The monthly documents (issue 14): what an accountant customer sends every month for the
 * bookkeeping, several of each kind per month (`period` 'YYYY-MM'), each reviewed by the advisor.
 * They share the table and the routes of the application's documents (document-kinds.ts); a
 * `period` on the request is what selects them.
 */
export const MONTHLY_DOCUMENT_KINDS = [
  'income_invoice',
  'expense_invoice',
  'receipt',
  'bank_statement',
  'other',
] as const;
export type TMonthlyDocumentKind = (typeof MONTHLY_DOCUMENT_KINDS)[number];

export function isMonthlyDocumentKind(value: unknown): value is TMonthlyDocumentKind {
  return typeof value === 'string' && (MONTHLY_DOCUMENT_KINDS as readonly string[]).includes(value);
}

/**
 * The Turkish e-invoice (UBL-TR) is XML: a monthly document may be one, an application document
 * not. It is stored with exactly this type; the pre-accounting import reads such documents.
 */
export const EINVOICE_MIME_TYPE = 'application/xml';
export const MONTHLY_DOCUMENT_MIME_TYPES = [...DOCUMENT_MIME_TYPES, EINVOICE_MIME_TYPE] as const;
export type TMonthlyDocumentMimeType = (typeof MONTHLY_DOCUMENT_MIME_TYPES)[number];
/** The accept attribute of the monthly upload's file input (browsers call XML either type). */
export const MONTHLY_DOCUMENT_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.xml,application/pdf,image/jpeg,image/png,application/xml,text/xml';

export const REVIEW_STATUSES = ['pending', 'accepted', 'needs_fix'] as const;
export type TReviewStatus = (typeof REVIEW_STATUSES)[number];
const REVIEW_DECISIONS = ['accepted', 'needs_fix'] as const;
export type TReviewDecision = (typeof REVIEW_DECISIONS)[number];
/** The longest note an advisor may leave (the column's size). */
export const REVIEW_NOTE_MAX_LENGTH = 1000;

/** Days before a month's due date that its reminder mails go out (to companies with nothing uploaded). */
export const DOCUMENT_REMINDER_DAYS = [3, 1] as const;

export const MONTHLY_DOCUMENT_MESSAGES = {
  wrongType: 'validation.monthlyDocumentWrongType',
  notAnInvoice: 'validation.monthlyDocumentXmlNotInvoice',
  periodInFuture: 'validation.documentPeriodInFuture',
  reviewNoteRequired: 'validation.reviewNoteRequired',
} as const;

/**
 * The company statuses in which its customer sends monthly documents: once approved (active).
 * Before that there is no bookkeeping to send them for; while a renewal is unpaid (payment due)
 * or after closing, the documents stay readable but the service is on hold. Staff who reach the
 * company upload at any status. The server enforces it; the page hides the controls by it.
 */
const MONTHLY_DOCUMENTS_CUSTOMER_EDITABLE_STATUSES: readonly number[] = [ACCOUNT_STATUSES.active];

export function customerMayEditMonthlyDocuments(accountStatus: number): boolean {
  return MONTHLY_DOCUMENTS_CUSTOMER_EDITABLE_STATUSES.includes(accountStatus);
}

/**
 * What the customer may still do with one of their monthly documents: an accepted one is
 * settled (neither replaced nor deleted); a pending or needs-fix one may be replaced or deleted.
 */
export function customerMayChangeReviewedDocument(status: TReviewStatus): boolean {
  return status !== 'accepted';
}

export const ZMonthlyDocument = ZAccountDocument.extend({
  kind: z.enum(MONTHLY_DOCUMENT_KINDS),
  period: ZPeriod,
  review_status: z.enum(REVIEW_STATUSES),
  /** The advisor's note: required with "needs a fix", optional with "accepted"; null before a review. */
  review_note: z.string().nullable(),
  reviewed_at: z.iso.datetime().nullable(),
});
export type TMonthlyDocument = z.infer<typeof ZMonthlyDocument>;

/** `GET accounts/{id}/documents`: `?period=YYYY-MM` selects the month's documents. */
export const ZDocumentPeriodQuery = z.object({ period: ZPeriod.optional() });

/** `PUT accounts/{id}/documents/{documentId}/review`: the advisor's decision; a needed fix says what. */
export const ZReviewDocumentRequest = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: VALIDATION_MESSAGES.invalidValue }),
    note: z.string().trim().max(REVIEW_NOTE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'needs_fix' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: MONTHLY_DOCUMENT_MESSAGES.reviewNoteRequired });
    }
  });
export type TReviewDocumentRequest = z.input<typeof ZReviewDocumentRequest>;

/** One document waiting in the advisors' queue, with the company it belongs to. */
export const ZReviewQueueItem = ZMonthlyDocument.extend({
  account: z.object({ id: z.number().int(), name: z.string() }),
});
export type TReviewQueueItem = z.infer<typeof ZReviewQueueItem>;

/** The queue's page; `account_id` narrows it to one of the caller's companies (the company's page). */
export const ZReviewQueueQuery = pagedQuery(z.object({ ...ZPageFields, account_id: ZRecordId.optional() }));

/** A document of an answer holding either family: a monthly one has its month. */
export function isMonthlyDocument(
  document: z.infer<typeof ZAccountDocument> | TMonthlyDocument,
): document is TMonthlyDocument {
  return 'period' in document;
}

/**
 * The application's documents of a list answer (`GET accounts/{id}/documents` without `period`
 * holds nothing else): the type the wizard and the staff screens work with.
 */
export function applicationDocumentsOf(
  documents: readonly (z.infer<typeof ZAccountDocument> | TMonthlyDocument)[],
): z.infer<typeof ZAccountDocument>[] {
  return documents.filter((document) => !isMonthlyDocument(document));
}
