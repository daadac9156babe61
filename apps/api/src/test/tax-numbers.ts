/**
 * A valid VKN (10 digits, GİB's checksum) different for each n below 100 million, never one of the
 * test integrator's registered e-Fatura users (those begin 1, 2 or 3).
 */
export function testVkn(n: number): string {
  const digits = [...String(500_000_000 + n)].map(Number);
  let sum = 0;
  digits.forEach((digit, index) => {
    const t = (digit + 9 - index) % 10;
    let p = (t * 2 ** (9 - index)) % 9;
    if (t !== 0 && p === 0) p = 9;
    sum += p;
  });
  return `${digits.join('')}${(10 - (sum % 10)) % 10}`;
}
