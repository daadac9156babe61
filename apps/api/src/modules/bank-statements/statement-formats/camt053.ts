import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BankStatementProblem, type TBankStatement, type TBankStatementLine } from './bank-statement.ts';
import { xmlDecimalToKurus } from './decimal-kurus.ts';
import { normalizeIban } from './iban.ts';
import { assembleStatement, type TStatementPart } from './statement-assembly.ts';

/**
 * ISO 20022 CAMT.053 (BankToCustomerStatement, any 001.xx version). The XML is untrusted: a
 * DOCTYPE or ENTITY is refused outright (a CAMT file never has one) and the parser processes no
 * entities; the predefined ones and character references are decoded afterwards as plain text.
 * One line per booked entry (Ntry); pending and information-only entries are not movements.
 */

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  isArray: (name) => ['Stmt', 'Bal', 'Ntry', 'TxDtls', 'Ustrd', 'Strd', 'AddtlNtryInf'].includes(name),
});

type TNode = Record<string, unknown>;

const isNode = (value: unknown): value is TNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function children(node: unknown, name: string): unknown[] {
  if (!isNode(node)) return [];
  const value = node[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** The first element down a path of names. */
function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) current = children(current, name)[0];
  return current;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/g, (match, name: string) => {
    const code = name.startsWith('#x')
      ? Number.parseInt(name.slice(2), 16)
      : name.startsWith('#')
        ? Number(name.slice(1))
        : null;
    if (code === null) return ENTITIES[name] ?? match;
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

/** An element's text, decoded and on one line; '' when absent. */
function text(node: unknown, ...path: string[]): string {
  const value = at(node, ...path);
  const raw =
    typeof value === 'string'
      ? value
      : isNode(value) && typeof value['#text'] === 'string'
        ? value['#text']
        : '';
  return decodeEntities(raw).replace(/\s+/g, ' ').trim();
}

function attribute(node: unknown, name: string): string {
  return isNode(node) && typeof node[`@_${name}`] === 'string' ? String(node[`@_${name}`]) : '';
}

/** An Amt element with its CdtDbtInd sibling: signed kuruş and the currency. */
function signedAmount(owner: unknown, where: string): { amount: number; currency: string } {
  const amountNode = at(owner, 'Amt');
  const kurus = xmlDecimalToKurus(text(owner, 'Amt'));
  const indicator = text(owner, 'CdtDbtInd');
  if (kurus === null || (indicator !== 'CRDT' && indicator !== 'DBIT')) {
    throw new BankStatementProblem('malformed', { element: where, amount: text(owner, 'Amt'), indicator });
  }
  return { amount: indicator === 'DBIT' ? -kurus : kurus, currency: attribute(amountNode, 'Ccy') };
}

/** A date element holding <Dt> or <DtTm>: the calendar date as the bank wrote it. */
function dateOf(node: unknown): string | null {
  const value = text(node, 'Dt') || text(node, 'DtTm');
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** One value when every transaction of the entry agrees on it; a batch of differing ones has none. */
function agreed(values: string[]): string | null {
  const present = [...new Set(values.filter((value) => value !== ''))];
  return present.length === 1 ? (present[0] ?? null) : null;
}

/** The other side: the debtor of money in, the creditor of money out (v08+ nests it in Pty). */
function counterparty(transactions: unknown[], moneyIn: boolean) {
  const [party, account] = moneyIn ? ['Dbtr', 'DbtrAcct'] : ['Cdtr', 'CdtrAcct'];
  const names = transactions.map(
    (transaction) =>
      text(transaction, 'RltdPties', party, 'Nm') || text(transaction, 'RltdPties', party, 'Pty', 'Nm'),
  );
  const ibans = transactions.map((transaction) => text(transaction, 'RltdPties', account, 'Id', 'IBAN'));
  return { name: agreed(names), iban: normalizeIban(agreed(ibans)) };
}

function description(entry: unknown, transactions: unknown[]): string {
  const remittances = transactions.flatMap((transaction) => children(at(transaction, 'RmtInf'), 'Ustrd'));
  const unstructured = remittances.map((node) => text(node)).filter(Boolean);
  if (unstructured.length > 0) return unstructured.join(' ');
  const structured = transactions
    .flatMap((transaction) => children(at(transaction, 'RmtInf'), 'Strd'))
    .flatMap((node) => [text(node, 'CdtrRefInf', 'Ref'), text(node, 'AddtlRmtInf')])
    .filter(Boolean);
  if (structured.length > 0) return structured.join(' ');
  const additional = transactions.map((transaction) => text(transaction, 'AddtlTxInf')).filter(Boolean);
  if (additional.length > 0) return additional.join(' ');
  return children(entry, 'AddtlNtryInf')
    .map((node) => text(node))
    .filter(Boolean)
    .join(' ');
}

function reference(entry: unknown, transactions: unknown[]): string | null {
  const endToEnd = agreed(transactions.map((transaction) => text(transaction, 'Refs', 'EndToEndId')));
  return (
    text(entry, 'AcctSvcrRef') ||
    (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : '') ||
    text(entry, 'NtryRef') ||
    null
  );
}

/** Booked, or with no status at all (older files): BOOK; v08+ writes the status as <Sts><Cd>. */
const isBooked = (entry: unknown) => {
  const status = text(entry, 'Sts') || text(entry, 'Sts', 'Cd');
  return status === '' || status === 'BOOK';
};

function readEntry(entry: unknown, index: number): { line: TBankStatementLine; currency: string } {
  const { amount, currency } = signedAmount(entry, `Ntry ${index + 1}`);
  const date = dateOf(at(entry, 'BookgDt')) ?? dateOf(at(entry, 'ValDt'));
  if (!date)
    throw new BankStatementProblem('malformed', { element: `Ntry ${index + 1}`, missing: 'BookgDt' });
  const transactions = children(at(entry, 'NtryDtls'), 'TxDtls');
  const party = counterparty(transactions, amount > 0);
  return {
    currency,
    line: {
      date,
      value_date: dateOf(at(entry, 'ValDt')),
      amount,
      description: description(entry, transactions),
      counterparty_name: party.name,
      counterparty_iban: party.iban,
      reference: reference(entry, transactions),
    },
  };
}

/** The booked opening (OPBD, else the previous closing PRCD) and closing (CLBD) balances. */
function balance(statement: unknown, codes: string[]): { amount: number; currency: string } | null {
  const balances = children(statement, 'Bal');
  for (const code of codes) {
    const found = balances.find((node) => text(node, 'Tp', 'CdOrPrtry', 'Cd') === code);
    if (found) return signedAmount(found, `Bal ${code}`);
  }
  return null;
}

function readStatement(statement: unknown): TStatementPart {
  const account = at(statement, 'Acct');
  const ibanText = text(account, 'Id', 'IBAN');
  const accountId = ibanText || text(account, 'Id', 'Othr', 'Id');
  const entries = children(statement, 'Ntry').filter(isBooked).map(readEntry);
  const opening = balance(statement, ['OPBD', 'PRCD']);
  const closing = balance(statement, ['CLBD']);
  const otherBalances = children(statement, 'Bal').map((node) => attribute(at(node, 'Amt'), 'Ccy'));
  return {
    label: text(statement, 'Id'),
    account: accountId,
    iban: normalizeIban(ibanText),
    currencies: [text(account, 'Ccy'), ...otherBalances, ...entries.map((entry) => entry.currency)].filter(
      Boolean,
    ),
    opening: opening?.amount ?? null,
    closing: closing?.amount ?? null,
    lines: entries.map((entry) => entry.line),
  };
}

/** Whether the text is an XML document (after an optional declaration). */
export function looksLikeXml(text: string): boolean {
  return text.trimStart().startsWith('<');
}

function parseXml(xml: string): unknown {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    throw new BankStatementProblem('malformed', { xml: 'DOCTYPE' });
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    throw new BankStatementProblem('malformed', {
      xml: validation.err.msg,
      line: String(validation.err.line),
    });
  }
  try {
    return parser.parse(xml);
  } catch {
    throw new BankStatementProblem('malformed', { xml: 'unreadable' });
  }
}

/** The namespace of the root's own start tag ("urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"). */
function rootNamespace(xml: string): string {
  const rootTag = /<(?:[\w.-]+:)?Document\b[^>]*>/.exec(xml)?.[0] ?? '';
  return /xmlns(?::[\w.-]+)?="([^"]*camt\.\d{3}[^"]*)"/.exec(rootTag)?.[1] ?? '';
}

export function readCamt053(xml: string): TBankStatement {
  const document = at(parseXml(xml), 'Document');
  // Checked on the start tag itself: removeNSPrefix drops the namespace declarations.
  const namespace = rootNamespace(xml);
  const statements = children(at(document, 'BkToCstmrStmt'), 'Stmt');
  if (!namespace.includes('camt.053') || statements.length === 0) {
    throw new BankStatementProblem('unknownFormat', { xml: namespace || 'not ISO 20022 CAMT' });
  }
  const svcr = at(statements[0], 'Acct', 'Svcr', 'FinInstnId');
  const bank = text(svcr, 'BIC') || text(svcr, 'BICFI') || null;
  return assembleStatement('camt053', bank, statements.map(readStatement));
}
