import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { BANK_STATEMENT_MAX_LINES, BankStatementProblem } from './bank-statement.ts';
import type { TTableCell } from './bank-table.ts';

/** An XLSX is a zip: its parts, unpacked, may not grow past this (a "zip bomb" is refused unread). */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Rows beyond the movements: title rows above the header, totals below. */
const EXTRA_ROWS = 100;

/** The zip's directory states each part's unpacked size; nothing is unpacked to add them up. */
function assertUnpackedSize(data: Buffer) {
  let unpacked = 0;
  try {
    unzipSync(data, {
      filter: (file) => {
        unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new BankStatementProblem('malformed', { xlsx: 'not a zip' });
  }
  if (unpacked > MAX_UNPACKED_BYTES)
    throw new BankStatementProblem('tooLarge', { unpacked: String(unpacked) });
}

type TCellValue = ExcelJS.CellValue;

/** A cell's value as the table reader takes it: rich text as its text, a formula as its result. */
function tableCell(value: TCellValue): TTableCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return tableCell(value.result as TCellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

/** The first worksheet's rows, each as its cells from column A. */
export async function readXlsxRows(data: Buffer): Promise<TTableCell[][]> {
  assertUnpackedSize(data);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new BankStatementProblem('malformed', { xlsx: 'unreadable workbook' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new BankStatementProblem('malformed', { xlsx: 'no worksheet' });
  if (sheet.rowCount > BANK_STATEMENT_MAX_LINES + EXTRA_ROWS) {
    throw new BankStatementProblem('tooManyLines', {
      rows: String(sheet.rowCount),
      max: String(BANK_STATEMENT_MAX_LINES),
    });
  }
  const rows: TTableCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: TTableCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      cells[columnNumber - 1] = tableCell(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? null);
  });
  return Array.from(rows, (row) => row ?? []);
}
