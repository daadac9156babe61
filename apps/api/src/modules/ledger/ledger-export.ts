import { csvTextCell } from '@portal/contracts/common/csv-cells';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TLedgerExportFormat } from '@portal/contracts/ledger/ledger-schemas';
import type { Worksheet } from 'exceljs';
import { isMessageKey, translate } from '../../plugins/i18n/messages.ts';
import type { TExportedLedgerRow } from './repository.ts';

/**
 * A month's entries as a file for a spreadsheet, in the caller's language:
 * - XLSX: a frozen header row; dates as real dates (dd.mm.yyyy in Turkish, yyyy-mm-dd in
 *   English), amounts as lira numbers with the `#,##0.00` format (Excel shows 1.234,56 in
 *   Turkish), so they sum; the KDV rate a number; "paid" a true/false cell (Excel names it in its
 *   own language: DOĞRU/YANLIŞ, TRUE/FALSE), so it filters and counts; the document number (the
 *   invoice an entry came from) as text; then the income and expense totals, as SUMIF formulas
 *   with their values;
 * - CSV: Turkish Excel reads `;`-separated values with "1.234,56" amounts and dd.mm.yyyy dates,
 *   English `,`-separated with "1234.56" and ISO dates; a UTF-8 byte order mark first, so Excel
 *   reads "ş", "ğ", "İ" as such. Every text column goes through `csvTextCell`, so a counterparty,
 *   description or document number that starts like a formula is shown as text, never run; the
 *   columns we format ourselves (dates, amounts, the rate) stay numbers.
 */

export const EXPORT_TYPES: Record<TLedgerExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Kuruş written as text: "1.234,56" in Turkish, "1234.56" in English. */
function formatAmountText(kurus: number, language: TLanguage): string {
  const lira = Math.floor(kurus / 100);
  const cents = String(kurus % 100).padStart(2, '0');
  if (language === 'en') return `${lira}.${cents}`;
  return `${String(lira).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** A calendar date `YYYY-MM-DD` as the language writes it in a file: 14.03.2025 or 2025-03-14. */
function formatDateText(date: string, language: TLanguage): string {
  if (language === 'en') return date;
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

const COLUMNS = [
  'date',
  'kind',
  'counterparty',
  'taxNumber',
  'description',
  'category',
  'net',
  'kdvRate',
  'kdv',
  'gross',
  'paid',
  'document',
] as const;
type TColumn = (typeof COLUMNS)[number];
const AMOUNT_COLUMNS = new Set<TColumn>(['net', 'kdv', 'gross']);
/** The columns written by us from numbers and dates; every other column is text. */
const NUMBER_COLUMNS = new Set<TColumn>(['date', 'net', 'kdvRate', 'kdv', 'gross']);
/** A column's letter in the sheet (A for the first; the columns stay below Z). */
const letterOf = (column: TColumn) => String.fromCharCode(65 + COLUMNS.indexOf(column));

function headers(language: TLanguage): string[] {
  return COLUMNS.map((column) => translate(language, `ledger.export.${column}`));
}

function rowValues(row: TExportedLedgerRow, language: TLanguage) {
  return {
    kind: translate(language, row.kind === 'income' ? 'ledger.kind.income' : 'ledger.kind.expense'),
    category: translateCategory(language, row.category),
    paid: translate(language, row.paid ? 'ledger.export.yes' : 'ledger.export.no'),
  };
}

function translateCategory(language: TLanguage, category: string): string {
  const key = `ledger.category.${category}`;
  return isMessageKey(key) ? translate(language, key) : category;
}

export function exportFileName(period: string, format: TLedgerExportFormat, language: TLanguage): string {
  return `${translate(language, 'ledger.export.fileName')}-${period}.${format}`;
}

export async function ledgerExport(
  rows: readonly TExportedLedgerRow[],
  format: TLedgerExportFormat,
  language: TLanguage,
): Promise<Buffer> {
  // Loaded on the first export: the library costs about 25 MB a process that never exports would keep.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'ledger.export.sheet'), {
    // The header row stays in sight while the entries scroll under it.
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  if (format === 'xlsx') {
    sheet.columns = COLUMNS.map((column, i) => ({
      header: headers(language)[i],
      key: column,
      width: column === 'description' || column === 'counterparty' ? 32 : 16,
      style: AMOUNT_COLUMNS.has(column)
        ? { numFmt: '#,##0.00' }
        : column === 'date'
          ? { numFmt: language === 'tr' ? 'dd.mm.yyyy' : 'yyyy-mm-dd' }
          : column === 'kdvRate'
            ? { numFmt: '0' }
            : {},
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) {
      sheet.addRow({
        ...rowValues(row, language),
        date: new Date(`${row.entryDate}T00:00:00Z`),
        counterparty: row.counterpartyName,
        taxNumber: row.counterpartyTaxNumber ?? '',
        description: row.description,
        // Lira with kuruş: a division by 100 of an integer is exact to the two decimals shown.
        net: row.netAmount / 100,
        kdvRate: row.kdvRate,
        kdv: row.kdvAmount / 100,
        gross: row.grossAmount / 100,
        paid: row.paid,
        document: row.documentNumber ?? '',
      });
    }
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
    addTotals(sheet, rows, language);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  sheet.addRow(headers(language));
  for (const row of rows) {
    const values = rowValues(row, language);
    const cells: Record<TColumn, string> = {
      date: formatDateText(row.entryDate, language),
      kind: values.kind,
      counterparty: row.counterpartyName,
      taxNumber: row.counterpartyTaxNumber ?? '',
      description: row.description,
      category: values.category,
      net: formatAmountText(row.netAmount, language),
      kdvRate: String(row.kdvRate),
      kdv: formatAmountText(row.kdvAmount, language),
      gross: formatAmountText(row.grossAmount, language),
      paid: values.paid,
      document: row.documentNumber ?? '',
    };
    sheet.addRow(
      COLUMNS.map((column) => (NUMBER_COLUMNS.has(column) ? cells[column] : csvTextCell(cells[column]))),
    );
  }
  const csv = await workbook.csv.writeBuffer({
    formatterOptions: { delimiter: language === 'tr' ? ';' : ',', writeBOM: true },
  });
  return Buffer.from(csv);
}

/**
 * Below the entries, after an empty row: the income total and the expense total of the net, KDV
 * and gross columns, each a SUMIF over the kind column (so they follow an edit of the sheet) with
 * its value worked out here (so a reader that does not calculate shows it too).
 */
function addTotals(sheet: Worksheet, rows: readonly TExportedLedgerRow[], language: TLanguage): void {
  const first = 2;
  const last = rows.length + 1;
  sheet.addRow([]);
  for (const kind of ['income', 'expense'] as const) {
    const kindText = translate(language, kind === 'income' ? 'ledger.kind.income' : 'ledger.kind.expense');
    const ofKind = rows.filter((row) => row.kind === kind);
    const sum = (pick: (row: TExportedLedgerRow) => number) =>
      ofKind.reduce((total, row) => total + pick(row), 0) / 100;
    const total = (column: TColumn, result: number) =>
      rows.length === 0
        ? result
        : {
            formula: `SUMIF(${letterOf('kind')}${first}:${letterOf('kind')}${last},"${kindText.replace(/"/g, '""')}",${letterOf(column)}${first}:${letterOf(column)}${last})`,
            result,
          };
    const added = sheet.addRow({
      date: translate(
        language,
        kind === 'income' ? 'ledger.export.totalIncome' : 'ledger.export.totalExpense',
      ),
      net: total(
        'net',
        sum((row) => row.netAmount),
      ),
      kdv: total(
        'kdv',
        sum((row) => row.kdvAmount),
      ),
      gross: total(
        'gross',
        sum((row) => row.grossAmount),
      ),
    });
    added.font = { bold: true };
  }
}
