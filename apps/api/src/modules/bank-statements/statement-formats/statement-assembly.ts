import {
  BANK_STATEMENT_MAX_LINES,
  BankStatementProblem,
  type TBankStatement,
  type TBankStatementFormat,
  type TBankStatementLine,
} from './bank-statement.ts';

/** One statement of a file (an MT940 :20:…:62: block, a CAMT.053 Stmt), as read. */
export type TStatementPart = {
  /** How the part names itself in a refusal (its statement number or id). */
  label: string;
  /** The account as the file identifies it; parts of one file must agree on it. */
  account: string;
  iban: string | null;
  /** Every currency the part states: its account, balances and entries. */
  currencies: string[];
  opening: number | null;
  closing: number | null;
  lines: TBankStatementLine[];
};

const formatKurus = (kurus: number) => {
  const sign = kurus < 0 ? '-' : '';
  const magnitude = Math.abs(kurus);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
};

const sumOf = (lines: TBankStatementLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** A statement whose lines do not lead from its opening to its closing balance was misread or cut. */
function assertBalanced(
  label: string,
  opening: number | null,
  closing: number | null,
  lines: TBankStatementLine[],
) {
  if (opening === null || closing === null) return;
  const computed = opening + sumOf(lines);
  if (computed !== closing) {
    throw new BankStatementProblem('unbalanced', {
      statement: label,
      opening: formatKurus(opening),
      lines: formatKurus(sumOf(lines)),
      closing: formatKurus(closing),
    });
  }
}

function onlyCurrency(parts: TStatementPart[]): string {
  const currencies = [...new Set(parts.flatMap((part) => part.currencies))].sort();
  if (currencies.length > 1)
    throw new BankStatementProblem('currencyMixed', { currencies: currencies.join(', ') });
  const [currency] = currencies;
  if (!currency) throw new BankStatementProblem('malformed', { missing: 'currency' });
  return currency;
}

function onlyAccount(parts: TStatementPart[]) {
  const accounts = [...new Set(parts.map((part) => part.account))];
  if (accounts.length > 1) throw new BankStatementProblem('accountMixed', { accounts: accounts.join(', ') });
}

/**
 * The parts of one file as one statement: one currency, one account, each part balanced, and the
 * parts in sequence (the first's opening plus every line leads to the last's closing), so a
 * missing day between two parts is refused rather than read as a statement with a gap.
 */
export function assembleStatement(
  format: TBankStatementFormat,
  bank: string | null,
  parts: TStatementPart[],
): TBankStatement {
  const first = parts[0];
  const last = parts.at(-1);
  if (!first || !last) throw new BankStatementProblem('malformed', { missing: 'statement' });
  const currency = onlyCurrency(parts);
  onlyAccount(parts);
  const lines = parts.flatMap((part) => part.lines);
  if (lines.length > BANK_STATEMENT_MAX_LINES) {
    throw new BankStatementProblem('tooManyLines', {
      lines: String(lines.length),
      max: String(BANK_STATEMENT_MAX_LINES),
    });
  }
  for (const part of parts) assertBalanced(part.label, part.opening, part.closing, part.lines);
  assertBalanced(`${first.label}…${last.label}`, first.opening, last.closing, lines);
  return {
    format,
    bank,
    iban: first.iban,
    currency,
    opening_balance: first.opening,
    closing_balance: last.closing,
    lines,
  };
}
