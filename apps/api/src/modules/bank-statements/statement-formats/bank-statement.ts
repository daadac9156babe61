/** What a bank statement reads as, whatever its format: the figures the matching and the ledger use. */

import type { TBankStatementFormat } from '@portal/contracts/bank-statements/bank-statements';

export type { TBankStatementFormat };

export type TBankStatementLine = {
  /** The booking date, YYYY-MM-DD. */
  date: string;
  value_date: string | null;
  /** Kuruş (the currency's hundredths), signed: + money in, − money out. */
  amount: number;
  description: string;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  reference: string | null;
};

export type TBankStatement = {
  format: TBankStatementFormat;
  /** The bank's BIC, or the name of the bank whose export layout was recognised. */
  bank: string | null;
  /** The account's IBAN; null when the file names the account otherwise, or not validly. */
  iban: string | null;
  currency: string;
  /** Kuruş, signed; null when the file does not state it. */
  opening_balance: number | null;
  closing_balance: number | null;
  lines: TBankStatementLine[];
};

/** Uploads larger than the contracts' limit are refused before any reading. */
export { BANK_STATEMENT_MAX_BYTES } from '@portal/contracts/bank-statements/bank-statements';
/** More movements than this in one file are refused: no statement a company imports by hand is that long. */
export const BANK_STATEMENT_MAX_LINES = 20_000;

export type TBankStatementProblemReason =
  | 'tooLarge'
  | 'unknownFormat'
  | 'malformed'
  | 'currencyMixed'
  | 'accountMixed'
  | 'unbalanced'
  | 'tooManyLines';

/** Why a file is not read, with the values (the line, the tag, the text) its message names. */
export class BankStatementProblem extends Error {
  constructor(
    readonly reason: TBankStatementProblemReason,
    readonly values: Record<string, string> = {},
  ) {
    super(`bank statement: ${reason}`);
  }
}
