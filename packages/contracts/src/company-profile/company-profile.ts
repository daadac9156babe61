import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_STATUS_REASON_MAX_LENGTH,
  accountInformationProblem,
  ZAccountLine,
  ZUpdateAccountRequest,
} from '../accounts/account-schemas.ts';
import { customerMayEditApplication } from '../accounts/account-status.ts';
import type { TAccountInformationKey } from '../accounts/information-keys.ts';
import { MEMBER_ROLES } from '../team/team-roles.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';

/*
 * The profile's companies (issue 16): the caller's companies with each product line's state,
 * packet and next charge; and the company's own details (name, tax office and number, address),
 * which its customer changes at once before the accountant application is submitted and by a
 * request the advisor approves after.
 */

/** The details kept as account informations, in the order the form shows them. */
export const COMPANY_INFORMATION_FIELDS = [
  'tax_office',
  'tax_number',
  'city',
  'district',
  'neighbourhood',
  'street',
  'buildingNo',
  'doorNo',
] as const satisfies readonly TAccountInformationKey[];
type TCompanyInformationField = (typeof COMPANY_INFORMATION_FIELDS)[number];

/** Every field of the company edit: the name (the accounts table) and the informations. */
export const COMPANY_FIELDS = ['name', ...COMPANY_INFORMATION_FIELDS] as const;
export type TCompanyField = (typeof COMPANY_FIELDS)[number];

/**
 * Fields given together or not at all: a tax office means nothing without its number, and an
 * address is whole (the wizard's address step asks for all of it).
 */
const COMPANY_FIELD_GROUPS = [
  ['tax_office', 'tax_number'],
  ['city', 'district', 'neighbourhood', 'street', 'buildingNo', 'doorNo'],
] as const satisfies readonly (readonly TCompanyInformationField[])[];

/** The building and door numbers are short, as in the wizard's address step. */
const SHORT_FIELDS: readonly TCompanyField[] = ['buildingNo', 'doorNo'];
const SHORT_FIELD_MAX_LENGTH = 20;

/**
 * How a customer's change applies: `direct` (saved at once) while the accountant application is
 * theirs to change, `request` (the advisor approves it) once it was submitted.
 */
const COMPANY_CHANGE_MODES = ['direct', 'request'] as const;
export type TCompanyChangeMode = (typeof COMPANY_CHANGE_MODES)[number];

/**
 * The mode from the accountant line: `direct` in progress, payment due and rejected (the states
 * the wizard leaves open to the customer, customerMayEditApplication), unless the line was ever
 * approved: an approved company whose renewal failed is payment due too, and its registered
 * details are not the customer's to change alone.
 */
export function companyChangeMode(line: { status: number; everApproved: boolean }): TCompanyChangeMode {
  return customerMayEditApplication(line.status) && !line.everApproved ? 'direct' : 'request';
}

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

const companyText = (max: number) => singleLine(z.string().trim().max(max, VALIDATION_MESSAGES.tooLong));

/** `PUT accounts/{id}/company`: every field; a blank one is left unset. */
export const ZCompanyUpdateRequest = z
  .object({
    name: ZUpdateAccountRequest.shape.name,
    tax_office: companyText(255),
    tax_number: z.string().trim(),
    city: companyText(255),
    district: companyText(255),
    neighbourhood: companyText(255),
    street: companyText(255),
    buildingNo: companyText(SHORT_FIELD_MAX_LENGTH),
    doorNo: companyText(SHORT_FIELD_MAX_LENGTH),
  })
  .superRefine((body, ctx) => {
    for (const field of COMPANY_INFORMATION_FIELDS) {
      const value = body[field];
      if (value === '' || SHORT_FIELDS.includes(field)) continue;
      // The informations' own rules (a tax number's checksum, the 255 characters).
      const problem = accountInformationProblem(field, value);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
    for (const group of COMPANY_FIELD_GROUPS) {
      if (group.every((field) => body[field] === '')) continue;
      for (const field of group) {
        if (body[field] === '') {
          ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION_MESSAGES.required });
        }
      }
    }
  });
export type TCompanyUpdateRequest = z.input<typeof ZCompanyUpdateRequest>;

/** The company's values as saved; null for a detail never given. */
export type TCompanySaved = Partial<Record<TCompanyField, string | null>>;

/**
 * A saved detail can be corrected but not blanked here (the application and the invoices rely
 * on it): the field's message key for each one sent blank that is saved.
 */
export function companyEditProblems(
  body: Readonly<Record<TCompanyField, string>>,
  saved: TCompanySaved,
): Partial<Record<TCompanyField, string>> {
  const problems: Partial<Record<TCompanyField, string>> = {};
  for (const field of COMPANY_FIELDS) {
    if (body[field].trim() === '' && (saved[field] ?? '').trim() !== '') {
      problems[field] = VALIDATION_MESSAGES.required;
    }
  }
  return problems;
}

/** The form's schema: the request's rules and, with what is saved, that nothing saved is blanked. */
export function makeCompanyEditForm(saved: TCompanySaved) {
  return ZCompanyUpdateRequest.superRefine((body, ctx) => {
    for (const [field, message] of Object.entries(companyEditProblems(body, saved))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/** Which fields a change touches: those whose value differs from the saved one (blank = unset). */
export function changedCompanyFields(
  body: Readonly<Record<TCompanyField, string>>,
  saved: TCompanySaved,
): TCompanyField[] {
  return COMPANY_FIELDS.filter((field) => body[field].trim() !== (saved[field] ?? '').trim());
}

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

/** One field of a change request: its value before and the value asked for. */
const ZCompanyFieldChange = z.object({
  field: z.enum(COMPANY_FIELDS),
  before: z.string().nullable(),
  after: z.string(),
});
export type TCompanyFieldChange = z.infer<typeof ZCompanyFieldChange>;

export const ZCompanyChangeRequest = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  /** The fields asked for, in the form's order. */
  changes: z.array(ZCompanyFieldChange),
  /** Who asked; null once that user is gone. */
  requested_by: ZPerson.nullable(),
  requested_at: z.iso.datetime(),
  decided_by: ZPerson.nullable(),
  decided_at: z.iso.datetime().nullable(),
  /** Why staff rejected it (shown to the customer); null otherwise. */
  reason: z.string().nullable(),
});
export type TCompanyChangeRequest = z.infer<typeof ZCompanyChangeRequest>;

/** `GET accounts/{id}/company`: the details, how a change applies, and the request waiting if any. */
export const ZCompanyProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_office: z.string().nullable(),
  tax_number: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  street: z.string().nullable(),
  buildingNo: z.string().nullable(),
  doorNo: z.string().nullable(),
  mode: z.enum(COMPANY_CHANGE_MODES),
  /** The caller may change the details: a customer of the company who is not a viewer. */
  can_edit: z.boolean(),
  pending_request: ZCompanyChangeRequest.nullable(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

/**
 * `PUT accounts/{id}/company`: the company as it is now, and the request the change became
 * (answered 202), or null when it was saved at once or nothing changed (200).
 */
export const ZCompanyUpdateResult = z.object({
  company: ZCompanyProfile,
  request: ZCompanyChangeRequest.nullable(),
});
export type TCompanyUpdateResult = z.infer<typeof ZCompanyUpdateResult>;

const CHANGE_REQUEST_DECISIONS = ['approved', 'rejected'] as const;

/** `PUT accounts/{id}/change-requests/{requestId}`: a rejection says why (the customer reads it). */
export const ZChangeRequestDecision = z
  .object({
    decision: z.enum(CHANGE_REQUEST_DECISIONS, { error: VALIDATION_MESSAGES.invalidValue }),
    reason: z.string().trim().max(ACCOUNT_STATUS_REASON_MAX_LENGTH, VALIDATION_MESSAGES.tooLong).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'rejected' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ACCOUNT_MESSAGES.rejectionReasonRequired });
    }
  });
export type TChangeRequestDecision = z.input<typeof ZChangeRequestDecision>;

/** A product line of one of the caller's companies, with its packet and its next charge. */
const ZProfileCompanyLine = ZAccountLine.extend({
  /** The packet the company holds on this line; null before one is bought. */
  packet: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The live subscription's next charge (KDV included, kuruş); null when none is coming. */
  next_charge: z.object({ at: z.iso.datetime(), amount: z.number().int() }).nullable(),
});
export type TProfileCompanyLine = z.infer<typeof ZProfileCompanyLine>;

/** `GET profile/companies`: one of the caller's companies. */
export const ZProfileCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The company's overall status (derived from its lines). */
  status: z.number().int(),
  /** The caller's role on the company; null for staff attached to it. */
  member_role: z.enum(MEMBER_ROLES).nullable(),
  can_edit: z.boolean(),
  lines: z.array(ZProfileCompanyLine),
  /** A change of its details waits for the advisor. */
  has_pending_request: z.boolean(),
});
export type TProfileCompany = z.infer<typeof ZProfileCompany>;
