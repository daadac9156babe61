/**
 * A fresh Idempotency-Key (16-64 of [A-Za-z0-9_-]). `crypto.randomUUID` exists only on secure
 * pages (https, localhost); elsewhere 16 random bytes in hex do the same job.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
