import { z } from 'zod';
import { PERIOD_PATTERN } from '../documents/document-periods.ts';
import {
  isMonthlyDocumentKind,
  MONTHLY_DOCUMENT_KINDS,
  ZMonthlyDocument,
} from '../documents/monthly-documents.ts';
import { isLedgerDate } from '../ledger/ledger-schemas.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';

/*
 * The firm's documents to the company (issue 33): what the firm obtains for it (its tax plate,
 * trade registry gazette, signature circular…), kept in the company's vault; and the documents
 * the advisor asks of the customer, each answered with an upload linked to its request.
 */

export const COMPANY_DOCUMENT_KINDS = [
  'vergi_levhasi',
  'ticaret_sicil_gazetesi',
  'imza_sirkuleri',
  'faaliyet_belgesi',
  'sgk_isyeri_tescil',
  'kira_sozlesmesi',
  'other',
] as const;
export type TCompanyDocumentKind = (typeof COMPANY_DOCUMENT_KINDS)[number];

export function isCompanyDocumentKind(value: unknown): value is TCompanyDocumentKind {
  return typeof value === 'string' && (COMPANY_DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** Days before a vault document's validity ends that the staff serving the company are reminded. */
export const COMPANY_DOCUMENT_EXPIRY_REMINDER_DAYS = [30, 7] as const;

export const COMPANY_DOCUMENT_TITLE_MAX_LENGTH = 120;
export const DOCUMENT_REQUEST_TITLE_MAX_LENGTH = 120;
export const DOCUMENT_REQUEST_NOTE_MAX_LENGTH = 1000;

/** The server's refusals and confirmations, shared by the vault and the requests. */
export const COMPANY_DOCUMENT_MESSAGES = {
  added: 'companyDocuments.added',
  kindInvalid: 'companyDocuments.kindInvalid',
  validUntilInvalid: 'companyDocuments.validUntilInvalid',
  titleRequired: 'companyDocuments.titleRequired',
  requested: 'documentRequests.requested',
  fulfilled: 'documentRequests.fulfilled',
  alreadyFulfilled: 'documentRequests.alreadyFulfilled',
} as const;

/** The multipart fields of the vault's upload (`POST accounts/{id}/company-documents`). */
export const COMPANY_DOCUMENT_FIELDS = {
  kind: 'kind',
  title: 'title',
  validUntil: 'valid_until',
  file: 'file',
} as const;

export const ZCompanyDocument = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  kind: z.enum(COMPANY_DOCUMENT_KINDS),
  /** What it is, in the staff's words ("2026 vergi levhası"); required for `other`. */
  title: z.string().nullable(),
  /** The last day it is valid (`YYYY-MM-DD`), when it lapses (a vergi levhası is yearly). */
  valid_until: z.string().nullable(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_at: z.iso.datetime(),
});
export type TCompanyDocument = z.infer<typeof ZCompanyDocument>;

const ZDay = z
  .string({ error: 'validation.ledgerDateInvalid' })
  .refine(isLedgerDate, 'validation.ledgerDateInvalid');

const DOCUMENT_REQUEST_STATUSES = ['open', 'fulfilled'] as const;

export const ZDocumentRequest = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  /** What is asked, in the advisor's words: "Ekim banka ekstresi". */
  title: z.string(),
  /** The monthly document it becomes: its kind and month. */
  kind: z.enum(MONTHLY_DOCUMENT_KINDS),
  period: z.string(),
  due_date: z.string(),
  note: z.string().nullable(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  /** The monthly document that answered it. */
  document: ZMonthlyDocument.nullable(),
  created_at: z.iso.datetime(),
  fulfilled_at: z.iso.datetime().nullable(),
});
export type TDocumentRequest = z.infer<typeof ZDocumentRequest>;

export const ZCreateDocumentRequest = z.object({
  title: singleLine(
    z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .max(DOCUMENT_REQUEST_TITLE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
  ),
  kind: z
    .string({ error: VALIDATION_MESSAGES.invalidValue })
    .refine(isMonthlyDocumentKind, VALIDATION_MESSAGES.invalidValue)
    .transform((kind) => kind as (typeof MONTHLY_DOCUMENT_KINDS)[number]),
  period: z
    .string({ error: VALIDATION_MESSAGES.invalidValue })
    .regex(PERIOD_PATTERN, VALIDATION_MESSAGES.invalidValue),
  due_date: ZDay,
  note: z.string().trim().max(DOCUMENT_REQUEST_NOTE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong).optional(),
});
export type TCreateDocumentRequest = z.input<typeof ZCreateDocumentRequest>;
