/**
 * The first characters that make a spreadsheet (Excel, LibreOffice, Google Sheets) read a cell of
 * a CSV file as a formula, or as the start of one (OWASP, "CSV Injection"): `=`, `+`, `-`, `@`,
 * tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell of a CSV file the portal writes, safe to open in a spreadsheet: text that would start
 * a formula (a counterparty named `=HYPERLINK(…)`, planted by hand or by an imported e-invoice)
 * gets a single quote in front, so the spreadsheet shows it as text and never runs it.
 *
 * Only for columns that hold text. A column of numbers the portal formats itself (an amount, a
 * rate, a date) is written as it is: decided by the column, not the value, so a negative amount
 * stays a number and text that looks like a number is still text.
 */
export function csvTextCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
