import { z } from 'zod';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { COMPANY_NAME_MAX_LENGTH } from '../common/limits.ts';
import { MONEY_MESSAGE, parseMoney } from '../common/money.ts';
import { isCountryCode } from '../people/countries.ts';
import { FOREIGN_ID_PREFIX, foreignIdProblem } from '../people/foreign-id.ts';
import { isForeignIdentity, isIdentityType, passportNoProblem } from '../people/identity.ts';
import { nationalIdProblem } from '../people/national-id.ts';
import { isValidPhone } from '../people/phone.ts';
import { PRODUCT_LINE_DESCRIPTORS } from '../product-lines/registry.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { BILLING_PERIODS } from '../products/product-types.ts';
import { MEMBER_ROLES, type TMemberPermissions } from '../team/team-roles.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { isSingleLineText, singleLine } from '../validation/single-line-text.ts';
import { ACCOUNT_STATUS_VALUES, ACCOUNT_STATUSES } from './account-status.ts';
import {
  ACCOUNT_INFORMATION_KEYS,
  isAccountInformationKey,
  NO_VIRTUAL_OFFICE,
  type TAccountInformationKey,
} from './information-keys.ts';
import { LINE_STATE_NAMES, PRODUCT_LINES } from './product-lines.ts';
import { isValidTaxNumber } from './tax-number.ts';

/** Message keys of the accounts schemas; the API and the web app translate them (tr/en). */
export const ACCOUNT_MESSAGES = {
  companyNameRequired: 'validation.companyNameRequired',
  taxNumberInvalid: 'validation.taxNumberInvalid',
  rejectionReasonRequired: 'validation.rejectionReasonRequired',
} as const;
export type TAccountMessageKey = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES];
export const ACCOUNT_MESSAGE_KEYS = Object.values(ACCOUNT_MESSAGES) as TAccountMessageKey[];

/** The longest value of an information key without a stricter rule. */
const ACCOUNT_INFORMATION_VALUE_MAX_LENGTH = 255;

const ZCompanyName = singleLine(
  z
    .string({ error: ACCOUNT_MESSAGES.companyNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.companyNameRequired)
    .max(COMPANY_NAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
);

/** `POST accounts`: a new company, named (the company-name modal). */
export const ZCreateAccountRequest = z.object({ name: ZCompanyName });

/** `PUT accounts/{id}`: renames the company. */
export const ZUpdateAccountRequest = z.object({ name: ZCompanyName });

/** One of ACCOUNT_STATUSES (the JSON schema lists them as an enum). */
const ZAccountStatus = z.literal(ACCOUNT_STATUS_VALUES, { error: VALIDATION_MESSAGES.invalidValue });

/** The longest reason staff may give for a status change (a rejection's is shown to the customer). */
export const ACCOUNT_STATUS_REASON_MAX_LENGTH = 500;

/**
 * `PUT accounts/{id}/change-status`: staff move the account along its allowed transitions. A
 * rejection needs a reason: the customer reads it to correct the application and send it again.
 */
export const ZAccountChangeStatusRequest = z
  .object({
    status: ZAccountStatus,
    reason: z.string().trim().max(ACCOUNT_STATUS_REASON_MAX_LENGTH, VALIDATION_MESSAGES.tooLong).nullish(),
    /**
     * The product line that moves (1 accountant, 2 office, 7 network). Left out: the line waiting
     * for approval (the accountant's first when both wait), else the accountant line.
     */
    type: z.literal(PRODUCT_LINES, { error: VALIDATION_MESSAGES.invalidValue }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === ACCOUNT_STATUSES.rejected && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ACCOUNT_MESSAGES.rejectionReasonRequired });
    }
  });
export type TAccountChangeStatusRequest = z.input<typeof ZAccountChangeStatusRequest>;

const isPositiveInteger = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
export const ACCOUNT_CURRENCIES = ['TRY', 'USD', 'EUR'] as const;

/** Whether `value` is a date `YYYY-MM-DD` that exists and lies before `today` (also `YYYY-MM-DD`). */
function isPastIsoDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value < today;
}

type TInformationRule = { valid: (value: string, today: string) => boolean; message: string };

const positiveId: TInformationRule = { valid: isPositiveInteger, message: VALIDATION_MESSAGES.invalidValue };
/** An amount typed in any way the portal's money input reads ("25.000", "25.000,50", "1,234.56"). */
const amount: TInformationRule = { valid: (value) => parseMoney(value) !== null, message: MONEY_MESSAGE };

/** Each line's wizard keeps one of its own steps; each line's application saves its packet's id. */
const PRODUCT_LINE_RULES: [TAccountInformationKey, TInformationRule][] = PRODUCT_LINE_DESCRIPTORS.flatMap(
  (line): [TAccountInformationKey, TInformationRule][] => {
    const rules: [TAccountInformationKey, TInformationRule][] = [];
    if (line.wizard) {
      const saved: readonly string[] = line.wizard.steps.map((step) => step.saved);
      rules.push([
        line.wizard.progressKey,
        { valid: (value) => saved.includes(value), message: VALIDATION_MESSAGES.invalidValue },
      ]);
    }
    if (line.application) rules.push([line.application.packetKey, positiveId]);
    return rules;
  },
);

/** The keys with a rule of their own; every other key takes a trimmed string of at most 255 characters. */
const INFORMATION_RULES: Partial<Record<TAccountInformationKey, TInformationRule>> = {
  ...Object.fromEntries(PRODUCT_LINE_RULES),
  tax_number: { valid: isValidTaxNumber, message: ACCOUNT_MESSAGES.taxNumberInvalid },
  phone: { valid: isValidPhone, message: VALIDATION_MESSAGES.invalidPhone },
  identityType: { valid: isIdentityType, message: VALIDATION_MESSAGES.invalidValue },
  birthCountry: {
    valid: (value) => isCountryCode(value.toUpperCase()),
    message: VALIDATION_MESSAGES.countryInvalid,
  },
  virtual_office_id: {
    valid: (value) => value === NO_VIRTUAL_OFFICE || isPositiveInteger(value),
    message: VALIDATION_MESSAGES.invalidValue,
  },
  rental_amount_brut: amount,
  rental_amount_net: amount,
  currency: {
    valid: (value) => (ACCOUNT_CURRENCIES as readonly string[]).includes(value),
    message: VALIDATION_MESSAGES.invalidValue,
  },
  birthDate: { valid: isPastIsoDate, message: VALIDATION_MESSAGES.invalidValue },
};

/** The answers beside a value that its rule reads: the founder's identity type. */
export type TInformationContext = Readonly<Partial<Record<string, string | undefined>>>;

/**
 * The founder's identity numbers, by the identity type beside them (`context.identityType`: sent
 * with them, or saved): a T.C. Kimlik No with the spec's three messages, a foreign ID (99…) with
 * its own, a passport number; what the chosen type does not use may be sent empty (cleared).
 * Without a type a number starting with 99 is read as a foreign ID, any other as a national ID.
 */
function identityProblem(key: TAccountInformationKey, value: string, context: TInformationContext) {
  const type = context.identityType;
  if (key === 'identityNo') {
    if (type === 'passport' && value === '') return null;
    if (type === 'foreign_id') return foreignIdProblem(value);
    if (type === 'tckn') return nationalIdProblem(value);
    return value.startsWith(FOREIGN_ID_PREFIX) ? foreignIdProblem(value) : nationalIdProblem(value);
  }
  if (key === 'passportNo') {
    if (value === '' && type !== undefined && type !== 'passport') return null;
    return passportNoProblem(value);
  }
  // nationality: a foreigner's is required; a Turkish citizen's may be left empty.
  if (value === '')
    return type !== undefined && isForeignIdentity(type) ? VALIDATION_MESSAGES.required : null;
  return isCountryCode(value.toUpperCase()) ? null : VALIDATION_MESSAGES.countryInvalid;
}

const IDENTITY_KEYS: ReadonlySet<string> = new Set(['identityNo', 'passportNo', 'nationality']);

/** Whether a key's rule reads the answers beside it (accountInformationProblem's `context`). */
export function isContextualInformationKey(key: string): boolean {
  return IDENTITY_KEYS.has(key);
}

/**
 * The rule of each key's value: the message key of the problem, or null when it is fine.
 * `context` holds the answers beside it (sent together, or saved): the identity numbers are read
 * by the identity type.
 */
export function accountInformationProblem(
  key: TAccountInformationKey,
  value: string,
  today: string = new Date().toISOString().slice(0, 10),
  context: TInformationContext = {},
): string | null {
  // The national ID says which of its three problems it has (spec section 5).
  if (IDENTITY_KEYS.has(key)) return identityProblem(key, value, context);
  // Every value is one line: a name, a place, an amount, an id.
  if (!isSingleLineText(value)) return VALIDATION_MESSAGES.singleLine;
  const rule = INFORMATION_RULES[key];
  if (rule) return rule.valid(value, today) ? null : rule.message;
  return value.length <= ACCOUNT_INFORMATION_VALUE_MAX_LENGTH ? null : VALIDATION_MESSAGES.tooLong;
}

/**
 * One `{key, value}` of `POST accounts/{id}/informations`. The key is only a string here: a key
 * outside ACCOUNT_INFORMATION_KEYS is answered by the server with its own message naming it.
 */
const ZAccountInformationInput = z.object({ key: z.string().max(64), value: z.string().trim() });

/**
 * Each value is checked by its key, with the other values sent beside it as its context (an
 * identity number by the identity type sent with it); the server checks again with the saved ones.
 */
export const ZAccountInformationsRequest = z
  .object({
    informations: z.array(ZAccountInformationInput).min(1).max(ACCOUNT_INFORMATION_KEYS.length),
  })
  .superRefine((body, ctx) => {
    const context = Object.fromEntries(body.informations.map((item) => [item.key, item.value]));
    for (const [index, item] of body.informations.entries()) {
      if (!isAccountInformationKey(item.key)) continue;
      const problem = accountInformationProblem(item.key, item.value, undefined, context);
      if (problem) ctx.addIssue({ code: 'custom', path: ['informations', index, 'value'], message: problem });
    }
  });
export type TAccountInformationsRequest = z.input<typeof ZAccountInformationsRequest>;
/** The product lines the staff's company list filters by. */
const ACCOUNT_LIST_BRANDS = PRODUCT_LINES;
/** The orders of the company list: newest or oldest first (created), or by name. */
const ACCOUNT_LIST_SORTS = ['newest', 'oldest', 'name'] as const;
export type TAccountListSort = (typeof ACCOUNT_LIST_SORTS)[number];

/** `GET accounts` and `GET accounts/{id}?all`: staff lists every account. */
export const ZAccountListQuery = pagedQuery(
  z.object({
    all: z.string().optional(),
    user_id: ZRecordId.optional(),
    ...ZPageFields,
    search: z.string().trim().max(COMPANY_NAME_MAX_LENGTH).optional(),
    status: z.coerce.number().pipe(ZAccountStatus).optional(),
    /** Staff list: only companies holding an active product of this line (1, 2 or 7). */
    brand: z.coerce
      .number()
      .pipe(z.literal(ACCOUNT_LIST_BRANDS, { error: VALIDATION_MESSAGES.invalidValue }))
      .optional(),
    sort: z.enum(ACCOUNT_LIST_SORTS, { error: VALIDATION_MESSAGES.invalidValue }).default('newest'),
  }),
);

/** The query of the single-account routes: `?all` for staff, `user_id` to act for a customer. */
export const ZAccountScopeQuery = z.object({
  all: z.string().optional(),
  user_id: ZRecordId.optional(),
});
export type TAccountScopeQuery = z.input<typeof ZAccountScopeQuery>;

export const ZAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  created_at: z.iso.datetime(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZAccountInformation = z.object({ key: z.string(), value: z.string() });
export type TAccountInformation = z.infer<typeof ZAccountInformation>;

const ZAccountUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The user's first role: how the dashboard tells the advisor and the secretary apart. */
  role_name: z.string().nullable(),
});
export type TAccountUser = z.infer<typeof ZAccountUser>;

/** A product the account has bought: its packet (monthly) or an add-on (one-off). */
export const ZAccountProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The product line (brand): 1 accountant, 2 office, 7 network. */
  type: z.number().int(),
  billing: z.enum(BILLING_PERIODS),
  /** Price before KDV, in kuruş. */
  price: z.number().int(),
  /** True for a packet, false for an add-on. */
  is_main: z.boolean(),
  purchased_at: z.iso.datetime(),
  /** When a monthly packet is charged next; null for one-off products. */
  next_payment_at: z.iso.datetime().nullable(),
});
export type TAccountProduct = z.infer<typeof ZAccountProduct>;

/** One product line the company holds and its state (issue 15); `status` is its numeric code. */
export const ZAccountLine = z.object({
  type: z.number().int(),
  status: z.number().int(),
  state: z.enum(LINE_STATE_NAMES),
  updated_at: z.iso.datetime(),
});
export type TAccountLine = z.infer<typeof ZAccountLine>;

export const ZAccountDetail = ZAccount.extend({
  /** Each product line's own state; `status` is the company's overall answer, derived from these. */
  lines: z.array(ZAccountLine),
  informations: z.array(ZAccountInformation),
  products: z.array(ZAccountProduct),
  users: z.array(ZAccountUser),
  /** The reason given with the latest status change (why it was rejected); null without one. */
  status_reason: z.string().nullable(),
  /** When the status last changed; null while it never has. */
  status_changed_at: z.iso.datetime().nullable(),
  /**
   * The caller's own role on the company (issue 16); null for staff. The web hides what they may
   * not do by these; the server checks the same switches on every route they guard.
   */
  my_role: z.enum(MEMBER_ROLES).nullable().optional(),
  /**
   * The caller's effective switches (effectivePermissions); staff are never limited by them.
   * Optional so older answers and fixtures stay valid: `callerPermissions` reads a missing one as all on.
   */
  my_permissions: z
    .object({
      pay: z.boolean(),
      upload_documents: z.boolean(),
      see_office: z.boolean(),
      manage_team: z.boolean(),
    })
    .optional(),
});
export type TAccountDetail = z.infer<typeof ZAccountDetail>;

/** What the caller may do on the company, as GET accounts/{id} said (all on when it did not say). */
export function callerPermissions(detail: Pick<TAccountDetail, 'my_permissions'>): TMemberPermissions {
  return detail.my_permissions ?? { pay: true, upload_documents: true, see_office: true, manage_team: true };
}
