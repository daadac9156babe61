import { isKdvRate, type TKdvRate } from '@portal/contracts/ledger/ledger-amounts';
import { isCounterpartyTaxNumber, isLedgerDate } from '@portal/contracts/ledger/ledger-schemas';

/*
 * The fields of a Turkish till receipt (fiş) or invoice, read from its OCR text. OCR text is
 * noisy: "%" comes out as "9", "96", "4", "&" or "«", "KDV" as "KOV", "0" as "6" or "8", so each
 * field is found by a tolerant pattern and then checked against the others (the total against the
 * payment line and the items, the KDV against the total); a field that cannot be read or checked
 * is left null rather than guessed. Amounts are integer kuruş, read from the digits, never floats.
 */

type TReceiptRate = { kdv_rate: TKdvRate; kdv_amount: number };

export type TReceiptFields = {
  date: string | null;
  sellerName: string | null;
  sellerTaxNumber: string | null;
  total: number | null;
  /** The KDV of each rate the receipt lists (highest rate first). */
  kdvByRate: TReceiptRate[];
  /** What the item lines of each rate add up to, as read (highest rate first). */
  itemsByRate: { kdv_rate: TKdvRate; gross_amount: number }[];
};

const LETTER_ASCII: Record<string, string> = { Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U' };

/** A label as letters only, upper case, the Turkish ones as their ASCII look-alikes, "0" as "O". */
function letterKey(text: string): string {
  return text
    .toLocaleUpperCase('tr')
    .replace(/[ÇĞİÖŞÜ]/g, (letter) => LETTER_ASCII[letter] ?? letter)
    .replace(/0/g, 'O')
    .replace(/[^A-Z]/g, '');
}

/** Edit distance, for OCR's one wrong or missing letter in a keyword. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const replaced = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replaced));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The key starts with the keyword, one letter off at most. */
const startsLike = (key: string, keyword: string) => distance(key.slice(0, keyword.length), keyword) <= 1;

/** "KDV" and what OCR makes of it ("KOV", "KQV", "K0V"); three letters leave no room for more. */
const isKdvWord = (key: string) => /^K[DOQ]V/.test(key);

/** Letters OCR puts for digits inside a number. */
const DIGIT_OF: Record<string, string> = { O: '0', o: '0', D: '0', I: '1', l: '1', '|': '1', S: '5', B: '8' };

/** The end of a line from its first digit or star on, where an amount would be. */
const NUMBER_TAIL = /[\d*][\dODIlSB|.,'\s]*$/;

/**
 * An amount at the end of a line, in kuruş: "*1.234,56", "1234,56", "* 236, 40", "1.534.15" (a
 * comma read as a dot), with letters OCR put for digits mended. Two decimals are required: a
 * receipt always prints them, and a quantity or a time never ends that way.
 */
const TRAILING_AMOUNT = /[*×xX+#¥]?\s?(\d{1,3}(?:[.']\d{3})+|\d+)\s?[,.]\s?(\d{2})\s*(?:TL|₺)?$/;

function trailingAmount(line: string): { amount: number; label: string } | null {
  const tail = NUMBER_TAIL.exec(line);
  const mended = tail
    ? line.slice(0, tail.index) + tail[0].replace(/[ODIlSB|]/g, (letter) => DIGIT_OF[letter] ?? letter)
    : line;
  const match = TRAILING_AMOUNT.exec(mended.trimEnd());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/\D/g, '');
  if (whole.length > 13) return null;
  return { amount: Number(whole) * 100 + Number(match[2]), label: mended.slice(0, match.index).trim() };
}

/**
 * The KDV rate in a rate token as OCR renders "%20": "%20", "9620", "420", "«10", "&1", "*18",
 * "20". The "%" becomes one or two wrong characters before the digits, so the rate is the longest
 * ending of the token's digits that is a KDV rate.
 */
function rateOf(token: string): TKdvRate | null {
  const digits = token.replace(/[Oo]/g, '0').replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 5) return null;
  for (let start = Math.max(0, digits.length - 2); start < digits.length; start += 1) {
    const rate = Number(digits.slice(start));
    if (isKdvRate(rate)) return rate;
  }
  return null;
}

type TLine = { text: string; key: string; amount: number | null; label: string };

function linesOf(text: string): TLine[] {
  return text
    .split(/\r?\n/)
    .map((raw) => raw.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line) => {
      const found = trailingAmount(line);
      return {
        text: line,
        key: letterKey(found?.label ?? line),
        amount: found?.amount ?? null,
        label: found?.label ?? line,
      };
    });
}

const isTotalKdv = (key: string) =>
  startsLike(key, 'TOPKDV') || startsLike(key, 'TOPLAMKDV') || startsLike(key, 'TOPLAMVERGI');
const TOTAL_WORDS = ['TOPLAM', 'GENELTOPLAM', 'ODENECEKTUTAR', 'VERGILERDAHILTOPLAMTUTAR'];
const isTotal = (key: string) =>
  !isTotalKdv(key) && !key.includes('KDV') && TOTAL_WORDS.some((word) => startsLike(key, word));
const PAYMENT_WORDS = ['NAKIT', 'KREDIKARTI', 'KKARTI', 'BANKAKARTI', 'KART'];
const isPayment = (key: string) => PAYMENT_WORDS.some((word) => startsLike(key, word));

/** A KDV line: "KDV %20 *31,50", "HESAPLANAN KDV (%20) 31,50", as OCR renders them. */
function kdvLineRate(line: TLine): TKdvRate | null {
  if (line.amount === null || isTotalKdv(line.key)) return null;
  const at = line.label.toLocaleUpperCase('tr').search(/K[DOQ0]V/);
  if (at < 0 || !(isKdvWord(line.key) || line.key.startsWith('HESAPLANANKDV'))) return null;
  return rateOf(line.label.slice(at + 3));
}

/** An item line: a name, its rate ("%10" as OCR renders it) and its price. */
function itemOf(line: TLine): { rate: TKdvRate; gross: number } | null {
  if (line.amount === null || line.key === '' || isTotal(line.key) || isTotalKdv(line.key)) return null;
  if (line.key.includes('KDV') || isKdvWord(line.key) || isPayment(line.key)) return null;
  const tokens = line.label.split(' ');
  const last = tokens.at(-1) ?? '';
  if (tokens.length < 2 || !/\d/.test(last)) return null;
  const rate = rateOf(last);
  return rate === null ? null : { rate, gross: line.amount };
}

const DIGIT_PAIRS: Record<string, string[]> = {
  '0': ['6', '8', '9'],
  '6': ['0', '5'],
  '8': ['0', '3'],
  '9': ['0'],
};

/**
 * A date "dd.MM.yyyy", "dd/MM/yyyy" or "dd-MM-yyyy". One that does not exist is mended when one
 * swap of a digit OCR confuses ("69.02.2025" for "09.02.2025") makes exactly one date that does.
 */
function dateOf(lines: TLine[]): string | null {
  const pattern = /(\d{1,2})\s?[./-]\s?(\d{1,2})\s?[./-]\s?(\d{4})/;
  const dated = [...lines.filter((line) => line.key.startsWith('TAR')), ...lines];
  for (const line of dated) {
    const match = pattern.exec(line.text);
    if (!match) continue;
    const text = `${match[3]}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
    if (isLedgerDate(text)) return text;
    const mended = new Set<string>();
    [...text].forEach((digit, index) => {
      for (const other of DIGIT_PAIRS[digit] ?? []) {
        const candidate = text.slice(0, index) + other + text.slice(index + 1);
        if (isLedgerDate(candidate)) mended.add(candidate);
      }
    });
    if (mended.size === 1) return [...mended][0] ?? null;
  }
  return null;
}

const TAX_MARKERS = /V\.?\s?D\b|VKN|VERG|TCKN|T\.?C\.?\s?K|V\.?\s?NO|KIML/;

/**
 * The seller's VKN or TCKN: ten or eleven digits whose checksum holds, on a line that names a tax
 * office or number (or the line after one: a long address pushes it down). A misread digit breaks
 * the checksum, so a wrong number is never proposed.
 */
function taxNumberOf(lines: TLine[]): string | null {
  const marked = lines.flatMap((line, index) => {
    if (!TAX_MARKERS.test(line.text.toLocaleUpperCase('tr').replace(/İ/g, 'I'))) return [];
    return [line, lines[index + 1]].filter((next): next is TLine => next !== undefined);
  });
  for (const line of marked) {
    const digits = line.text.replace(/(?<=\d)[OoD]|[OoD](?=\d)/g, '0');
    for (const run of digits.match(/\d{10,11}/g) ?? []) {
      if (isCounterpartyTaxNumber(run)) return run;
    }
  }
  return null;
}

/** The seller: the first line of the header with a word in it (receipts print the name first). */
function sellerNameOf(lines: TLine[]): string | null {
  const header = lines
    .slice(0, 3)
    .find((line) => /\p{L}{3}/u.test(line.text) && !TAX_MARKERS.test(line.text.toLocaleUpperCase('tr')));
  // OCR reads the "Ş" of "ŞTİ." as "$"; no Turkish trade name holds a dollar sign.
  return header ? header.text.replace(/\$/g, 'Ş').replace(/^[^\p{L}\d]+|[^\p{L}\d.)]+$/gu, '') : null;
}

/** The first amount of lines of a kind. */
const amountOf = (lines: TLine[], test: (key: string) => boolean) =>
  lines.find((line) => line.amount !== null && test(line.key))?.amount ?? null;

/** The KDV inside a gross at a rate, as a till works it out: gross × rate / (100 + rate), half up. */
export function kdvInside(gross: number, rate: TKdvRate): number {
  return Math.floor((gross * rate * 2 + (100 + rate)) / (2 * (100 + rate)));
}

/**
 * The total: the TOPLAM line when the payment line agrees; when the two disagree (a digit misread
 * on one), the one the items add up to, or the one whose KDV is the receipt's single rate's.
 */
function totalOf(lines: TLine[], itemsSum: number | null, kdvByRate: TReceiptRate[]): number | null {
  const stated = amountOf(lines, isTotal);
  const paid = amountOf(lines, isPayment);
  if (stated === null || paid === null || stated === paid) return stated ?? paid;
  const candidates = [stated, paid];
  const single = kdvByRate.length === 1 ? kdvByRate[0] : undefined;
  return (
    candidates.find((candidate) => candidate === itemsSum) ??
    candidates.find((candidate) => single && kdvInside(candidate, single.kdv_rate) === single.kdv_amount) ??
    stated
  );
}

function byRate<T extends { kdv_rate: TKdvRate }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => b.kdv_rate - a.kdv_rate);
}

export function readReceiptText(text: string): TReceiptFields {
  const lines = linesOf(text);
  const items = lines.map(itemOf).filter((item) => item !== null);
  const itemSums = new Map<TKdvRate, number>();
  for (const item of items) itemSums.set(item.rate, (itemSums.get(item.rate) ?? 0) + item.gross);
  const itemsSum = items.length > 0 ? items.reduce((sum, item) => sum + item.gross, 0) : null;

  const kdvLines = new Map<TKdvRate, number>();
  for (const line of lines) {
    const rate = kdvLineRate(line);
    if (rate !== null && line.amount !== null && !kdvLines.has(rate)) kdvLines.set(rate, line.amount);
  }
  let kdvByRate: TReceiptRate[] = [...kdvLines].map(([kdv_rate, kdv_amount]) => ({ kdv_rate, kdv_amount }));
  // A receipt of one rate may print only TOPKDV; the items name the rate.
  const totalKdv = amountOf(lines, isTotalKdv);
  const [onlyRate] = itemSums.keys();
  if (kdvByRate.length === 0 && totalKdv !== null && itemSums.size === 1 && onlyRate !== undefined) {
    kdvByRate = [{ kdv_rate: onlyRate, kdv_amount: totalKdv }];
  }

  const total = totalOf(lines, itemsSum, kdvByRate);
  return {
    date: dateOf(lines),
    sellerName: sellerNameOf(lines),
    sellerTaxNumber: taxNumberOf(lines),
    total,
    // A rate's KDV above what the whole total would hold at that rate is a misread line.
    kdvByRate: byRate(
      kdvByRate.filter((rate) => total === null || rate.kdv_amount <= kdvInside(total, rate.kdv_rate)),
    ),
    itemsByRate: byRate([...itemSums].map(([kdv_rate, gross_amount]) => ({ kdv_rate, gross_amount }))),
  };
}
