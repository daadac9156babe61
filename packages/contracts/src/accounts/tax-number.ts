/**
 * The official checksum of a Turkish tax number (Vergi Kimlik Numarası, VKN): ten digits; for
 * each of the first nine digits d at position i (1-based), t = (d + 10 − i) mod 10, then
 * p = t × 2^(10 − i) mod 9 (9 when that is 0 and t is not 0); the tenth digit is
 * (10 − (Σp mod 10)) mod 10.
 */
export function isValidTaxNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const t = ((digits[i] ?? 0) + 9 - i) % 10;
    let p = (t * 2 ** (9 - i)) % 9;
    if (t !== 0 && p === 0) p = 9;
    sum += p;
  }
  return (10 - (sum % 10)) % 10 === digits[9];
}
