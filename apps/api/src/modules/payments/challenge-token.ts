import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret in a 3-D Secure challenge's address. The bank's post back carries no bearer token,
 * so this is what names the payment: 32 random bytes, stored only as their SHA-256.
 */
export const newChallengeToken = (): string => randomBytes(32).toString('base64url');

export const challengeTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Where the payer opens the bank's page, and where the bank posts its answer (an absolute address). */
export function challengeAddresses(appUrl: string, token: string): { page: string; callback: string } {
  const page = `/api/payments/3ds/${token}`;
  return { page, callback: `${appUrl}${page}/callback` };
}
