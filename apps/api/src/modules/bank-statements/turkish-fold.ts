/**
 * Text folded for comparing Turkish names and headers: Turkish lower case (İ → i, I → ı), then
 * the Turkish letters as their ASCII look-alikes, so "AÇIKLAMA", "Açıklama" and "Aciklama" (an
 * export that lost its letters) compare equal.
 */
const ASCII_OF: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .normalize('NFC')
    .replace(/[çğıöşüâîû]/g, (letter) => ASCII_OF[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}
