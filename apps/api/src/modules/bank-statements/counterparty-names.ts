import { foldTurkish } from './turkish-fold.ts';

/**
 * The words a company's title adds to its name: legal forms ("LTD. ŞTİ.", "A.Ş.") and the trade
 * words of a Turkish title ("SAN. VE TİC."). Folded, as `nameWords` compares them.
 */
const TITLE_WORDS = new Set([
  'ltd',
  'sti',
  'limited',
  'sirketi',
  'sirket',
  'anonim',
  'as',
  'san',
  'sanayi',
  'tic',
  'ticaret',
  've',
  'ith',
  'ihr',
  'ithalat',
  'ihracat',
  'paz',
  'pazarlama',
  'inc',
  'llc',
  'gmbh',
  'co',
  'corp',
]);

/** The distinguishing words of a name or text: folded, without punctuation, title words or single letters. */
export function nameWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return foldTurkish(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !TITLE_WORDS.has(word));
}

/** Whether every distinguishing word of `name` is among `words`. */
export function nameWithin(name: string | null | undefined, words: Set<string>): boolean {
  const wanted = nameWords(name);
  return wanted.length > 0 && wanted.every((word) => words.has(word));
}
