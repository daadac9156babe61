import { BankStatementProblem } from './bank-statement.ts';

/**
 * CSV text as rows of cells (RFC 4180: quoted cells may hold the separator, doubled quotes and
 * line breaks). Turkish exports separate with ';' (the comma is the decimal mark), others with
 * ',' or a tab: the separator is the one of these most used outside quotes on the first lines.
 */

const SEPARATORS = [';', ',', '\t'] as const;
const SNIFFED_LINES = 20;

function countOutsideQuotes(line: string, separator: string): number {
  let count = 0;
  let quoted = false;
  for (const character of line) {
    if (character === '"') quoted = !quoted;
    else if (character === separator && !quoted) count += 1;
  }
  return count;
}

export function guessSeparator(text: string): string {
  const lines = text.split(/\r?\n/, SNIFFED_LINES);
  const score = (separator: string) =>
    lines.reduce((sum, line) => sum + countOutsideQuotes(line, separator), 0);
  return SEPARATORS.reduce((best, separator) => (score(separator) > score(best) ? separator : best));
}

/**
 * Rows of cells; `maxRows` stops the reading (the caller refuses a longer file). A quote left open
 * would swallow the rows after it into one cell, so it is refused.
 */
export function parseCsvRows(text: string, separator: string, maxRows: number): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  let index = 0;
  for (; index < text.length && rows.length <= maxRows; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (character === separator) {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else cell += character;
  }
  if (quoted && index >= text.length) {
    throw new BankStatementProblem('malformed', { row: String(rows.length + 1), text: cell.slice(0, 80) });
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
