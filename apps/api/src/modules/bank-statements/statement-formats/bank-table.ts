import { foldTurkish } from '../turkish-fold.ts';
import {
  BANK_STATEMENT_MAX_LINES,
  BankStatementProblem,
  type TBankStatement,
  type TBankStatementLine,
} from './bank-statement.ts';
import {
  BANK_TABLE_LAYOUTS,
  type TBankDateFormat,
  type TBankTableField,
  type TBankTableLayout,
} from './bank-table-layouts.ts';
import { bankDecimalToKurus, xmlDecimalToKurus } from './decimal-kurus.ts';
import { findIban, normalizeIban } from './iban.ts';
import { assembleStatement } from './statement-assembly.ts';

/**
 * A bank's movements export read as a table (CSV or the first sheet of an XLSX): a few title rows
 * (account, IBAN, period), the header row, one row per movement, perhaps a total row. The header
 * row picks the layout; the running balance ("Bakiye") is checked row by row and gives the
 * opening and closing balances, and the direction of the rows (banks list newest first or last).
 */

export type TTableCell = string | number | Date | null;

/** The header row is looked for among the first rows only. */
const HEADER_SEARCH_ROWS = 30;

type TColumns = Partial<Record<TBankTableField, number>>;
type TLayoutFit = { layout: TBankTableLayout; columns: TColumns; headerRow: number };

const cellText = (cell: TTableCell | undefined): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

const headerKey = (text: string) => foldTurkish(text).replace(/[^a-z0-9]/g, '');

function findColumns(
  header: string[],
  wanted: Partial<Record<TBankTableField, string[]>>,
): { columns: TColumns; missing: boolean } {
  const columns: TColumns = {};
  let missing = false;
  for (const [field, names] of Object.entries(wanted) as [TBankTableField, string[]][]) {
    const keys = names.map(headerKey);
    const index = header.findIndex((cell) => keys.includes(cell));
    if (index >= 0) columns[field] = index;
    else missing = true;
  }
  return { columns, missing };
}

/** The best layout for the first row that is a header of one: most required columns, then list order. */
function fitLayout(rows: TTableCell[][]): TLayoutFit {
  for (let rowIndex = 0; rowIndex < Math.min(rows.length, HEADER_SEARCH_ROWS); rowIndex += 1) {
    const header = (rows[rowIndex] ?? []).map((cell) => headerKey(cellText(cell)));
    let best: TLayoutFit | null = null;
    let bestSize = 0;
    for (const layout of BANK_TABLE_LAYOUTS) {
      const required = findColumns(header, layout.columns);
      const size = Object.keys(layout.columns).length;
      if (required.missing || size <= bestSize) continue;
      const optional = findColumns(header, layout.optionalColumns);
      best = { layout, columns: { ...optional.columns, ...required.columns }, headerRow: rowIndex };
      bestSize = size;
    }
    if (best) return best;
  }
  throw new BankStatementProblem('unknownFormat', { table: 'no known header row' });
}

const refuseCell = (row: number, column: string, text: string): never => {
  throw new BankStatementProblem('malformed', { row: String(row), column, text: text.slice(0, 80) });
};

/** 1900 date system: serial 25569 is 1970-01-01 (Excel's serial day for a date cell without format). */
const EXCEL_EPOCH_SERIAL = 25569;
const DAY_MS = 86_400_000;

const isoOf = (year: string, month: string, day: string) => {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
};

const DATE_PATTERNS: Record<TBankDateFormat, { pattern: RegExp; order: [number, number, number] }> = {
  'dd.MM.yyyy': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\D.*)?$/, order: [3, 2, 1] },
  'dd/MM/yyyy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\D.*)?$/, order: [3, 2, 1] },
  'yyyy-MM-dd': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:\D.*)?$/, order: [1, 2, 3] },
};

/** A date cell: the layout's text form (a time may follow), an XLSX date, or an Excel serial day. */
function dateOf(cell: TTableCell | undefined, format: TBankDateFormat): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell < 1) return null;
    return new Date((cell - EXCEL_EPOCH_SERIAL) * DAY_MS).toISOString().slice(0, 10);
  }
  const { pattern, order } = DATE_PATTERNS[format];
  const match = pattern.exec(cellText(cell));
  if (!match) return null;
  return isoOf(match[order[0]] ?? '', match[order[1]] ?? '', match[order[2]] ?? '');
}

/**
 * An amount cell. An XLSX number is read from its shortest decimal text, the digits the
 * spreadsheet stored, so no float arithmetic touches it.
 */
function kurusOf(cell: TTableCell | undefined, layout: TBankTableLayout): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? xmlDecimalToKurus(String(cell)) : null;
  return bankDecimalToKurus(cellText(cell), layout.decimalStyle);
}

type TMovement = { line: TBankStatementLine; balance: number | null; currency: string; row: number };

function readMovement(
  cells: TTableCell[],
  fit: TLayoutFit,
  rowNumber: number,
  ownIban: string | null,
): TMovement | null {
  const { columns, layout } = fit;
  const cell = (field: TBankTableField) => (columns[field] === undefined ? undefined : cells[columns[field]]);
  const text = (field: TBankTableField) => cellText(cell(field)).replace(/\s+/g, ' ');
  // Title, total and wrapped-text rows have no date: they are not movements.
  if (text('date') === '') return null;
  const date = dateOf(cell('date'), layout.dateFormat) ?? refuseCell(rowNumber, 'date', text('date'));
  const amount = kurusOf(cell('amount'), layout) ?? refuseCell(rowNumber, 'amount', text('amount'));
  const balanceText = text('balance');
  const balance =
    balanceText === ''
      ? null
      : (kurusOf(cell('balance'), layout) ?? refuseCell(rowNumber, 'balance', balanceText));
  const description = text('description');
  return {
    row: rowNumber,
    balance,
    currency: normalizeCurrency(text('currency')) ?? '',
    line: {
      date,
      value_date:
        text('valueDate') === ''
          ? null
          : (dateOf(cell('valueDate'), layout.dateFormat) ??
            refuseCell(rowNumber, 'valueDate', text('valueDate'))),
      amount,
      description,
      counterparty_name: text('counterpartyName') || null,
      counterparty_iban: normalizeIban(text('counterpartyIban')) ?? findIban(description, ownIban),
      reference: text('reference') || null,
    },
  };
}

const CURRENCY_WORDS: Record<string, string> = { TL: 'TRY', YTL: 'TRY' };

function normalizeCurrency(text: string): string | null {
  const code = text.trim().toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(code)) return null;
  return CURRENCY_WORDS[code] ?? code;
}

/** The title rows above the header: the account's IBAN and, on a foreign-currency account, its currency. */
function readTitle(rows: TTableCell[][]): { iban: string | null; currency: string | null } {
  const lines = rows.map((row) => row.map(cellText).filter(Boolean).join(' '));
  const currencyLine = lines
    .map(
      (line) => /(?:doviz cinsi|doviz kodu|para birimi)\s*:?\s*([a-z]{2,3})\b/.exec(foldTurkish(line))?.[1],
    )
    .find((code) => code !== undefined);
  return {
    iban: findIban(lines.join('\n')),
    currency: currencyLine ? normalizeCurrency(currencyLine) : null,
  };
}

/**
 * Where the running balance breaks (rows oldest first): the first row whose balance is not the
 * previous row's plus its own amount; null when it holds throughout.
 */
function chainBreak(movements: TMovement[]): number | null {
  for (let index = 1; index < movements.length; index += 1) {
    const previous = movements[index - 1];
    const current = movements[index];
    if (!previous || !current || previous.balance === null || current.balance === null) return index;
    if (previous.balance + current.line.amount !== current.balance) return index;
  }
  return null;
}

/** The movements oldest first, and the balances before the first and after the last. */
function inOrder(movements: TMovement[]) {
  const reversed = [...movements].reverse();
  const first = movements[0];
  const last = movements.at(-1);
  const newestFirst = first !== undefined && last !== undefined && first.line.date > last.line.date;
  const hasBalances = movements.length > 0 && movements.every((movement) => movement.balance !== null);
  if (!hasBalances) return { ordered: newestFirst ? reversed : movements, opening: null, closing: null };
  const candidates = newestFirst ? [reversed, movements] : [movements, reversed];
  const ordered = candidates.find((candidate) => chainBreak(candidate) === null);
  if (!ordered) {
    const [expected = movements] = candidates;
    const broken = expected[chainBreak(expected) ?? 0];
    throw new BankStatementProblem('unbalanced', { row: String(broken?.row ?? '') });
  }
  const oldest = ordered[0];
  const newest = ordered.at(-1);
  return {
    ordered,
    opening: oldest?.balance === null || !oldest ? null : oldest.balance - oldest.line.amount,
    closing: newest?.balance ?? null,
  };
}

export function readBankTable(rows: TTableCell[][], format: 'bank_csv' | 'bank_xlsx'): TBankStatement {
  const fit = fitLayout(rows);
  const title = readTitle(rows.slice(0, fit.headerRow));
  const movementRows = rows.slice(fit.headerRow + 1);
  if (movementRows.length > BANK_STATEMENT_MAX_LINES) {
    throw new BankStatementProblem('tooManyLines', {
      rows: String(movementRows.length),
      max: String(BANK_STATEMENT_MAX_LINES),
    });
  }
  const movements = movementRows
    .map((cells, index) => readMovement(cells, fit, fit.headerRow + index + 2, title.iban))
    .filter((movement) => movement !== null);
  const { ordered, opening, closing } = inOrder(movements);
  const stated = [title.currency ?? '', ...movements.map((movement) => movement.currency)].filter(Boolean);
  const currencies = stated.length > 0 ? stated : [fit.layout.currency];
  return assembleStatement(format, fit.layout.bank, [
    {
      label: 'table',
      account: title.iban ?? '',
      iban: title.iban,
      currencies,
      opening,
      closing,
      lines: ordered.map((movement) => movement.line),
    },
  ]);
}
