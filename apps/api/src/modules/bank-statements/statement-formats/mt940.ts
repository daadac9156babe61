import { BankStatementProblem, type TBankStatement, type TBankStatementLine } from './bank-statement.ts';
import { kurusFromDigits } from './decimal-kurus.ts';
import { findIban, normalizeIban } from './iban.ts';
import { readMt940Details } from './mt940-details.ts';
import { assembleStatement, type TStatementPart } from './statement-assembly.ts';

/**
 * SWIFT MT940 customer statements. A file holds one or more statements (:20: … :62F:), bare or
 * in SWIFT blocks ({1:…}{2:…}{4: … -}); the reader keeps :20:, :25:, :28C:, :60F/M:, :61:, :86:
 * and :62F/M: and passes over the rest (:21:, :64:, :65:, :NS:). The npm MT940 parsers read
 * amounts into floats, hence this small reader.
 */

type TField = { tag: string; text: string; line: number };

const FIELD_START = /^:(\d{2}[A-Z]?|NS):/;
/** SWIFT wraps a field's text at 65 characters: a full line continues on the next without a break. */
const SWIFT_LINE_WIDTH = 65;
/** Some banks frame a message in SOH … ETX, or leave other control characters in it. */
const withoutControlCharacters = (line: string) =>
  [...line].filter((character) => character >= ' ' || character === '\t').join('');

/** Whether the text looks like MT940: a :20: and a :60F:/:60M: at the start of lines. */
export function looksLikeMt940(text: string): boolean {
  return /^:20:/m.test(text) && /^:60[FM]:/m.test(text);
}

/** The logical terminal's BIC in a basic header block "{1:F01ASNBNL21XXXX…}". */
const headerBic = (line: string) => /^\{1:F\d{2}([A-Z0-9]{8})/.exec(line)?.[1] ?? null;

/** The file as fields, each with its continuation lines; the SWIFT envelope is dropped. */
function splitFields(text: string): { fields: TField[]; bic: string | null } {
  const fields: TField[] = [];
  let bic: string | null = null;
  let current: TField | null = null;
  let previousWidth = 0;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    let line = withoutControlCharacters(raw);
    if (line.startsWith('{')) {
      bic ??= headerBic(line);
      const body = line.indexOf('{4:');
      line = body >= 0 ? line.slice(body + 3) : '';
    }
    if (line.trim() === '') return;
    if (line.trim().startsWith('-')) {
      current = null;
      return;
    }
    const start = FIELD_START.exec(line);
    if (start) {
      current = { tag: start[1] ?? '', text: line.slice(start[0].length), line: index + 1 };
      fields.push(current);
    } else if (current) {
      current.text += (previousWidth >= SWIFT_LINE_WIDTH ? '' : '\n') + line;
    }
    previousWidth = line.length;
  });
  return { fields, bic };
}

function malformed(field: TField, text = field.text): never {
  throw new BankStatementProblem('malformed', {
    tag: `:${field.tag}:`,
    line: String(field.line),
    text: text.slice(0, 80),
  });
}

/** YYMMDD: SWIFT years 80–99 are 19xx, the rest 20xx. */
function swiftDate(field: TField, yymmdd: string): string {
  const year = Number(yymmdd.slice(0, 2));
  return calendarDate(field, (year >= 80 ? 1900 : 2000) + year, yymmdd.slice(2, 4), yymmdd.slice(4, 6));
}

function calendarDate(field: TField, year: number, month: string, day: string): string {
  const iso = `${String(year).padStart(4, '0')}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) malformed(field);
  return iso;
}

/** An amount "1234,56" (the comma may be missing on whole amounts, as some banks write them). */
function swiftAmount(field: TField, text: string): number {
  const [integer = '', fraction = ''] = text.split(',');
  const kurus = kurusFromDigits(integer, fraction);
  if (kurus === null || integer === '') malformed(field);
  return kurus;
}

/** :60F:, :60M:, :62F:, :62M: — "C240131TRY1234,56". */
function readBalance(field: TField): { amount: number; currency: string } {
  const match = /^([CD])(\d{6})([A-Z]{3})(\d[\d,]*)$/.exec(field.text.trim());
  if (!match) malformed(field);
  const amount = swiftAmount(field, match[4] ?? '');
  swiftDate(field, match[2] ?? '');
  return { amount: match[1] === 'D' ? -amount : amount, currency: match[3] ?? '' };
}

/** The booking date "MMDD" lies within a few days of the value date, possibly across a new year. */
function entryDate(field: TField, valueDate: string, mmdd: string): string {
  const valueYear = Number(valueDate.slice(0, 4));
  const valueMonth = valueDate.slice(5, 7);
  const month = mmdd.slice(0, 2);
  const year =
    month === '12' && valueMonth === '01'
      ? valueYear - 1
      : month === '01' && valueMonth === '12'
        ? valueYear + 1
        : valueYear;
  return calendarDate(field, year, month, mmdd.slice(2, 4));
}

/** Credit adds, debit takes away; a reversal of a debit (RD) adds and of a credit (RC) takes away. */
const SIGN_OF_MARK: Record<string, 1 | -1> = { C: 1, D: -1, RD: 1, RC: -1 };

const STATEMENT_LINE =
  /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d[\d,]*)([NFS][A-Z0-9]{3})([^\n]*)(?:\n([\s\S]*))?$/;

/** :61: value date, [booking date], mark, [funds code], amount, type, references, [details]. */
function readStatementLine(field: TField, ownIban: string | null): TBankStatementLine {
  const match = STATEMENT_LINE.exec(field.text);
  if (!match) malformed(field);
  const [, value = '', booking, mark = '', , amountText = '', , references = '', supplementary = ''] = match;
  const valueDate = swiftDate(field, value);
  const [customerReference = '', bankReference = ''] = references.trim().split('//');
  const reference =
    [customerReference, bankReference].map((text) => text.trim()).find((text) => text && text !== 'NONREF') ??
    null;
  return {
    date: booking ? entryDate(field, valueDate, booking) : valueDate,
    value_date: valueDate,
    amount: (SIGN_OF_MARK[mark] ?? 1) * swiftAmount(field, amountText),
    description: '',
    counterparty_name: null,
    counterparty_iban: findIban(supplementary, ownIban) ?? findIban(reference, ownIban),
    reference,
  };
}

/** The :86: of a movement fills in what its :61: leaves open. */
function withDetails(line: TBankStatementLine, text: string, ownIban: string | null): TBankStatementLine {
  const details = readMt940Details(text);
  return {
    ...line,
    description: details.description,
    counterparty_name: details.counterpartyName,
    counterparty_iban:
      (details.counterpartyIban !== ownIban ? details.counterpartyIban : null) ??
      line.counterparty_iban ??
      findIban(text, ownIban),
    reference: details.reference ?? line.reference,
  };
}

/** A tag every statement has; a file without it was cut short or is not MT940. */
function requiredField(fields: TField[], pattern: RegExp, tag: string, statement: string): TField {
  const field = fields.find((candidate) => pattern.test(candidate.tag));
  if (!field) throw new BankStatementProblem('malformed', { tag: `:${tag}:`, statement, missing: 'tag' });
  return field;
}

function readPart(fields: TField[]): TStatementPart {
  const label = (fields.find((field) => /^28C?$/.test(field.tag)) ?? fields[0])?.text.trim() ?? '';
  const account = requiredField(fields, /^25P?$/, '25', label).text.trim();
  const opening = readBalance(requiredField(fields, /^60[FM]$/, '60F', label));
  const closing = readBalance(requiredField(fields, /^62[FM]$/, '62F', label));
  const iban = normalizeIban(account);
  const lines: TBankStatementLine[] = [];
  let previous: TField | undefined;
  for (const field of fields) {
    if (field.tag === '61') lines.push(readStatementLine(field, iban));
    const described = field.tag === '86' && previous?.tag === '61' ? lines.pop() : undefined;
    if (described) lines.push(withDetails(described, field.text, iban));
    previous = field;
  }
  return {
    label,
    account,
    iban,
    currencies: [opening.currency, closing.currency],
    opening: opening.amount,
    closing: closing.amount,
    lines,
  };
}

/** Statements begin at each :20:; anything before the first one is not MT940. */
function groupStatements(fields: TField[]): TField[][] {
  const statements: TField[][] = [];
  for (const field of fields) {
    if (field.tag === '20') statements.push([field]);
    else if (statements.length > 0) statements.at(-1)?.push(field);
    else malformed(field);
  }
  return statements;
}

export function readMt940(text: string): TBankStatement {
  const { fields, bic } = splitFields(text);
  const parts = groupStatements(fields).map(readPart);
  return assembleStatement('mt940', bic, parts);
}
