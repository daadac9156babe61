import { z } from 'zod';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { isCounterpartyTaxNumber } from '../ledger/ledger-schemas.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';

/*
 * A company's customers and suppliers (cari hesaplar) in the pre-accounting program. Sales
 * invoices, collections and ledger entries link to them; an entry or an imported e-invoice naming
 * a tax number the company has not met yet creates one (matched by tax number).
 */

export const COUNTERPARTY_KINDS = ['customer', 'supplier', 'both'] as const;
export type TCounterpartyKind = (typeof COUNTERPARTY_KINDS)[number];

const COUNTERPARTY_MESSAGES = {
  nameRequired: 'validation.counterpartyNameRequired',
  taxNumberInvalid: 'validation.ledgerTaxNumberInvalid',
  districtWithoutCity: 'validation.counterpartyDistrictWithoutCity',
} as const;
export const COUNTERPARTY_MESSAGE_KEYS = Object.values(COUNTERPARTY_MESSAGES);

export const COUNTERPARTY_NAME_MAX_LENGTH = 200;
const ADDRESS_MAX_LENGTH = 500;
const SHORT_MAX_LENGTH = 100;

/** A business phone as people write it: digits with spaces, dashes, brackets, an optional +; 7 to 15 digits. */
export function isBusinessPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const optionalText = (max: number) =>
  singleLine(z.string().trim().max(max, VALIDATION_MESSAGES.tooLong)).default('');

/** `POST accounts/{id}/counterparties`, `PUT …/{counterpartyId}`: a counterparty as the customer writes it. */
export const ZCounterpartyRequest = z
  .object({
    name: singleLine(
      z
        .string({ error: COUNTERPARTY_MESSAGES.nameRequired })
        .trim()
        .min(1, COUNTERPARTY_MESSAGES.nameRequired)
        .max(COUNTERPARTY_NAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
    ),
    /** VKN (10 digits) or TCKN (11), checked; empty for a person who gave none. */
    tax_number: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || isCounterpartyTaxNumber(value),
        COUNTERPARTY_MESSAGES.taxNumberInvalid,
      )
      .default(''),
    tax_office: optionalText(SHORT_MAX_LENGTH),
    address: optionalText(ADDRESS_MAX_LENGTH),
    /** A province's name from the place data (the server checks it, and the district within it). */
    city: optionalText(SHORT_MAX_LENGTH),
    district: optionalText(SHORT_MAX_LENGTH),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || z.email().safeParse(value).success, VALIDATION_MESSAGES.invalidEmail)
      .default(''),
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || isBusinessPhone(value), VALIDATION_MESSAGES.invalidPhone)
      .default(''),
    kind: z.enum(COUNTERPARTY_KINDS, { error: VALIDATION_MESSAGES.invalidValue }),
  })
  .superRefine((body, ctx) => {
    if (body.district !== '' && body.city === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['district'],
        message: COUNTERPARTY_MESSAGES.districtWithoutCity,
      });
    }
  });
export type TCounterpartyRequest = z.input<typeof ZCounterpartyRequest>;
export type TCounterpartyBody = z.output<typeof ZCounterpartyRequest>;

export const ZCounterparty = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_number: z.string(),
  tax_office: z.string(),
  address: z.string(),
  city: z.string(),
  district: z.string(),
  email: z.string(),
  phone: z.string(),
  kind: z.enum(COUNTERPARTY_KINDS),
  /**
   * What the counterparty owes the company, in kuruş: issued sales invoices (their TRY value)
   * less returns and collections, less what the company owes it (purchase invoices less payments).
   * Negative: the company owes.
   */
  balance: z.number().int(),
  created_at: z.iso.datetime(),
});
export type TCounterparty = z.infer<typeof ZCounterparty>;

const COUNTERPARTY_SORT_KEYS = ['name', 'balance'] as const;
export const COUNTERPARTY_SORTS = COUNTERPARTY_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type TCounterpartySort = (typeof COUNTERPARTY_SORTS)[number];

/** `GET accounts/{id}/counterparties`: searched by name or tax number, by kind, sorted, paged. */
export const ZCounterpartyListQuery = pagedQuery(
  z.object({
    all: z.string().optional(),
    ...ZPageFields,
    q: z.string().trim().max(COUNTERPARTY_NAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLong).optional(),
    kind: z.enum(COUNTERPARTY_KINDS, { error: VALIDATION_MESSAGES.invalidValue }).optional(),
    sort: z.enum(COUNTERPARTY_SORTS, { error: VALIDATION_MESSAGES.invalidValue }).default('name'),
  }),
);

const STATEMENT_MOVEMENT_KINDS = [
  'sales_invoice',
  'return_invoice',
  'purchase_invoice',
  'collection',
  'payment',
] as const;
export type TStatementMovementKind = (typeof STATEMENT_MOVEMENT_KINDS)[number];

/**
 * `GET accounts/{id}/counterparties/{counterpartyId}/statement`: every movement in date order
 * with the running balance (kuruş, positive: the counterparty owes). `debit` raises what it owes
 * (a sales invoice, a payment to it), `credit` lowers it (a collection, a return, a purchase).
 */
export const ZCounterpartyStatement = z.object({
  counterparty: ZCounterparty,
  movements: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(STATEMENT_MOVEMENT_KINDS),
      /** The invoice's number, or the collection's method. */
      reference: z.string(),
      invoice_id: z.number().int().nullable(),
      collection_id: z.number().int().nullable(),
      debit: z.number().int(),
      credit: z.number().int(),
      balance: z.number().int(),
    }),
  ),
  /** The movements stop at this many (the oldest first); `truncated` says more exist. */
  truncated: z.boolean(),
});
export type TCounterpartyStatement = z.infer<typeof ZCounterpartyStatement>;
