import {
  BANK_STATEMENT_MAX_BYTES,
  BANK_STATEMENT_MAX_LINES,
  BankStatementProblem,
  type TBankStatement,
} from './bank-statement.ts';
import { readBankTable } from './bank-table.ts';
import { looksLikeXml, readCamt053 } from './camt053.ts';
import { guessSeparator, parseCsvRows } from './csv-rows.ts';
import { looksLikeMt940, readMt940 } from './mt940.ts';
import { decodeStatementText } from './statement-text.ts';
import { readXlsxRows } from './xlsx-rows.ts';

/** Title rows above a CSV's header and total rows below it. */
const CSV_EXTRA_ROWS = 100;

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((byte, index) => data[index] === byte);
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** The old binary Excel (.xls), which banks still offer beside .xlsx. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * A bank statement file, whatever its format: the content decides (an XLSX is a zip, CAMT.053 is
 * XML, MT940 has :20: and :60F: lines, else a CSV with a known bank's header row). The file
 * name only names the file in a refusal. Asynchronous because an XLSX is read with exceljs.
 */
export async function readBankStatement(data: Buffer, fileName: string): Promise<TBankStatement> {
  if (data.length > BANK_STATEMENT_MAX_BYTES) {
    throw new BankStatementProblem('tooLarge', {
      bytes: String(data.length),
      max: String(BANK_STATEMENT_MAX_BYTES),
    });
  }
  if (startsWith(data, ZIP_MAGIC)) return readBankTable(await readXlsxRows(data), 'bank_xlsx');
  if (startsWith(data, OLE_MAGIC))
    throw new BankStatementProblem('unknownFormat', { file: fileName, format: 'xls' });
  const text = decodeStatementText(data);
  if (looksLikeXml(text)) return readCamt053(text);
  if (looksLikeMt940(text)) return readMt940(text);
  const rows = parseCsvRows(text, guessSeparator(text), BANK_STATEMENT_MAX_LINES + CSV_EXTRA_ROWS);
  if (rows.length > BANK_STATEMENT_MAX_LINES + CSV_EXTRA_ROWS) {
    throw new BankStatementProblem('tooManyLines', {
      rows: String(rows.length),
      max: String(BANK_STATEMENT_MAX_LINES),
    });
  }
  try {
    return readBankTable(rows, 'bank_csv');
  } catch (problem) {
    if (problem instanceof BankStatementProblem && problem.reason === 'unknownFormat') {
      throw new BankStatementProblem('unknownFormat', { file: fileName });
    }
    throw problem;
  }
}
