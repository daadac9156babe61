import { z } from 'zod';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/*
 * A company's bank statement, read from the bank's own file (MT940, CAMT.053, a Turkish bank's
 * CSV or XLSX export). Each line is matched to an open sales or purchase invoice or an unpaid
 * ledger entry; the server proposes, the customer confirms. Amounts in kuruş, signed: + money in, − money out.
 */

/** The largest statement file read: a year of a busy account in any of the formats. */
export const BANK_STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

const BANK_STATEMENT_FORMATS = ['mt940', 'camt053', 'bank_csv', 'bank_xlsx'] as const;
export type TBankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];

/**
 * What a line may be matched to: an open sales invoice (a collection is recorded), an open
 * purchase invoice (a payment is recorded) or an unpaid entry (marked paid).
 */
const BANK_MATCH_KINDS = ['invoice', 'purchase_invoice', 'entry'] as const;
export type TBankMatchKind = (typeof BANK_MATCH_KINDS)[number];

export const BANK_MATCH_REASONS = ['amount', 'date', 'number', 'name', 'iban'] as const;
export type TBankMatchReason = (typeof BANK_MATCH_REASONS)[number];

const BANK_LINE_STATUSES = ['unmatched', 'proposed', 'confirmed'] as const;

export const ZBankStatement = z.object({
  id: z.number().int(),
  file_name: z.string(),
  format: z.enum(BANK_STATEMENT_FORMATS),
  bank: z.string().nullable(),
  iban: z.string().nullable(),
  currency: z.string(),
  opening_balance: z.number().int().nullable(),
  closing_balance: z.number().int().nullable(),
  first_date: z.string().nullable(),
  last_date: z.string().nullable(),
  line_count: z.number().int(),
  confirmed_count: z.number().int(),
  created_at: z.string(),
});
export type TBankStatement = z.infer<typeof ZBankStatement>;

/** What a line is (or may be) matched to, as the customer reads it. */
const ZBankMatchTarget = z.object({
  kind: z.enum(BANK_MATCH_KINDS),
  id: z.number().int(),
  /** The invoice's number or the entry's description. */
  label: z.string(),
  counterparty_name: z.string().nullable(),
  date: z.string(),
  amount: z.number().int(),
});
export type TBankMatchTarget = z.infer<typeof ZBankMatchTarget>;

export const ZBankStatementLine = z.object({
  id: z.number().int(),
  date: z.string(),
  value_date: z.string().nullable(),
  amount: z.number().int(),
  description: z.string(),
  counterparty_name: z.string().nullable(),
  counterparty_iban: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(BANK_LINE_STATUSES),
  proposal: ZBankMatchTarget.extend({ reasons: z.array(z.enum(BANK_MATCH_REASONS)) }).nullable(),
  match: ZBankMatchTarget.nullable(),
});
export type TBankStatementLine = z.infer<typeof ZBankStatementLine>;

export const ZBankStatementLines = z.object({
  statement: ZBankStatement,
  lines: z.array(ZBankStatementLine),
});
export type TBankStatementLines = z.infer<typeof ZBankStatementLines>;

/** `PUT …/lines/{lineId}`: confirm a match (the proposal or another), or say the line has none. */
export const ZBankLineMatchRequest = z.object({
  match: z
    .object({
      kind: z.enum(BANK_MATCH_KINDS, { error: VALIDATION_MESSAGES.invalidValue }),
      id: ZRecordId,
    })
    .nullable(),
});
export type TBankLineMatchRequest = z.infer<typeof ZBankLineMatchRequest>;
