import type { TBankMatchReason } from '@portal/contracts/bank-statements/bank-statements';
import { calendarDaysBetween } from '@portal/contracts/documents/document-periods';
import { nameWithin, nameWords } from './counterparty-names.ts';
import type { TBankStatementLine } from './statement-formats/bank-statement.ts';
import { normalizeIban } from './statement-formats/iban.ts';

/**
 * Proposes, for each line of a bank statement, the open invoice or unpaid ledger entry it pays.
 * Money in pays a sales invoice or an income entry, money out a purchase invoice or an expense
 * entry, and only for the exact amount (an invoice's open amount). Besides the amount a
 * proposal needs one more sign: the date within the window after the invoice's issue, its number
 * in the description, the counterparty's name (or tax number) or IBAN. Each candidate goes to one
 * line at most: the best-scored pairs first, ties broken by line, then kind, then id.
 */

/** A sales invoice (`invoice`, paid by money in) or a purchase invoice (paid by money out). */
export type TInvoiceCandidate = {
  kind: 'invoice' | 'purchase_invoice';
  id: number;
  counterparty_name: string;
  counterparty_tax_number: string | null;
  counterparty_iban?: string | null;
  number: string;
  issue_date: string;
  due_date: string | null;
  /** Kuruş. */
  open_amount: number;
};

export type TEntryCandidate = {
  kind: 'entry';
  id: number;
  entry_kind: 'income' | 'expense';
  counterparty_name: string | null;
  date: string;
  /** Kuruş. */
  gross_amount: number;
};

export type TMatchCandidate = TInvoiceCandidate | TEntryCandidate;

export type TMatchProposal = {
  line_index: number;
  match: { kind: TMatchCandidate['kind']; id: number } | null;
  score: number;
  reasons: TBankMatchReason[];
};

export type TMatchableLine = Pick<
  TBankStatementLine,
  'date' | 'amount' | 'description' | 'counterparty_name' | 'counterparty_iban'
>;

export type TMatchOptions = {
  /** Days after the issue (or entry) date a payment is expected in; an invoice's due date widens it. */
  windowDays?: number;
};

const DEFAULT_WINDOW_DAYS = 45;
const POINTS = { amount: 50, number: 30, iban: 25, name: 15, dateInWindow: 10, dateClosest: 10 } as const;
/** A number shorter than this, or all digits and shorter than the longer bound, matches too much text. */
const MIN_NUMBER_LENGTH = 5;
const MIN_DIGITS_ONLY_NUMBER_LENGTH = 8;
const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** What a line offers for comparison, computed once. */
type TLineFacts = {
  line: TMatchableLine;
  index: number;
  compactDescription: string;
  words: Set<string>;
  lineNameWords: string[];
  digitRuns: Set<string>;
  iban: string | null;
};

function factsOf(line: TMatchableLine, index: number): TLineFacts {
  return {
    line,
    index,
    compactDescription: compact(line.description),
    words: new Set([...nameWords(line.counterparty_name), ...nameWords(line.description)]),
    lineNameWords: nameWords(line.counterparty_name),
    digitRuns: new Set(line.description.match(/\d+/g) ?? []),
    iban: normalizeIban(line.counterparty_iban),
  };
}

const amountOf = (candidate: TMatchCandidate) =>
  candidate.kind === 'entry' ? candidate.gross_amount : candidate.open_amount;

/** +1 when the candidate is paid by money in, −1 by money out. */
const signOf = (candidate: TMatchCandidate) =>
  candidate.kind === 'entry'
    ? candidate.entry_kind === 'income'
      ? 1
      : -1
    : candidate.kind === 'invoice'
      ? 1
      : -1;

/** Points for a date from the reference date to the end of the window, more the closer; 0 outside. */
function datePoints(lineDate: string, candidate: TMatchCandidate, windowDays: number): number {
  const start = candidate.kind === 'entry' ? candidate.date : candidate.issue_date;
  const dueDays =
    candidate.kind !== 'entry' && candidate.due_date ? calendarDaysBetween(start, candidate.due_date) : 0;
  const window = Math.max(windowDays, dueDays);
  const days = calendarDaysBetween(start, lineDate);
  if (!(days >= 0 && days <= window)) return 0;
  return POINTS.dateInWindow + Math.round(POINTS.dateClosest * (1 - days / Math.max(window, 1)));
}

function numberFound(facts: TLineFacts, candidate: TMatchCandidate): boolean {
  if (candidate.kind === 'entry') return false;
  const number = compact(candidate.number);
  const digitsOnly = /^\d+$/.test(number);
  if (number.length < (digitsOnly ? MIN_DIGITS_ONLY_NUMBER_LENGTH : MIN_NUMBER_LENGTH)) return false;
  return digitsOnly ? facts.digitRuns.has(number) : facts.compactDescription.includes(number);
}

/** The counterparty's name in the line's name or description, the line's name in it, or its tax number. */
function nameFound(facts: TLineFacts, candidate: TMatchCandidate): boolean {
  if (nameWithin(candidate.counterparty_name, facts.words)) return true;
  const candidateWords = new Set(nameWords(candidate.counterparty_name));
  if (facts.lineNameWords.length > 0 && facts.lineNameWords.every((word) => candidateWords.has(word)))
    return true;
  const taxNumber = candidate.kind === 'entry' ? null : candidate.counterparty_tax_number;
  return taxNumber !== null && /^\d{10,11}$/.test(taxNumber) && facts.digitRuns.has(taxNumber);
}

type TPair = { facts: TLineFacts; candidate: TMatchCandidate; score: number; reasons: TBankMatchReason[] };

function scorePair(facts: TLineFacts, candidate: TMatchCandidate, windowDays: number): TPair | null {
  const reasons: TBankMatchReason[] = ['amount'];
  let score = POINTS.amount;
  const date = datePoints(facts.line.date, candidate, windowDays);
  if (date > 0) {
    reasons.push('date');
    score += date;
  }
  if (numberFound(facts, candidate)) {
    reasons.push('number');
    score += POINTS.number;
  }
  if (nameFound(facts, candidate)) {
    reasons.push('name');
    score += POINTS.name;
  }
  const candidateIban = candidate.kind === 'entry' ? null : normalizeIban(candidate.counterparty_iban);
  if (facts.iban !== null && facts.iban === candidateIban) {
    reasons.push('iban');
    score += POINTS.iban;
  }
  return reasons.length > 1 ? { facts, candidate, score, reasons } : null;
}

const KIND_ORDER: Record<TMatchCandidate['kind'], number> = { invoice: 0, purchase_invoice: 1, entry: 2 };

const byScoreThenOrder = (a: TPair, b: TPair) =>
  b.score - a.score ||
  a.facts.index - b.facts.index ||
  KIND_ORDER[a.candidate.kind] - KIND_ORDER[b.candidate.kind] ||
  a.candidate.id - b.candidate.id;

export function proposeMatches(
  lines: TMatchableLine[],
  candidates: TMatchCandidate[],
  options: TMatchOptions = {},
): TMatchProposal[] {
  const windowDays = options.windowDays ?? DEFAULT_WINDOW_DAYS;
  // The amount is required, so each line is compared only with the candidates of its signed amount.
  const bySignedAmount = new Map<number, TMatchCandidate[]>();
  for (const candidate of candidates) {
    const key = signOf(candidate) * amountOf(candidate);
    bySignedAmount.set(key, [...(bySignedAmount.get(key) ?? []), candidate]);
  }
  const pairs: TPair[] = [];
  lines.forEach((line, index) => {
    if (line.amount === 0) return;
    const facts = factsOf(line, index);
    for (const candidate of bySignedAmount.get(line.amount) ?? []) {
      const pair = scorePair(facts, candidate, windowDays);
      if (pair) pairs.push(pair);
    }
  });
  const proposals: TMatchProposal[] = lines.map((_, index) => ({
    line_index: index,
    match: null,
    score: 0,
    reasons: [],
  }));
  const taken = new Set<string>();
  for (const pair of pairs.sort(byScoreThenOrder)) {
    const proposal = proposals[pair.facts.index];
    const key = `${pair.candidate.kind}:${pair.candidate.id}`;
    if (!proposal || proposal.match !== null || taken.has(key)) continue;
    taken.add(key);
    proposal.match = { kind: pair.candidate.kind, id: pair.candidate.id };
    proposal.score = pair.score;
    proposal.reasons = pair.reasons;
  }
  return proposals;
}
