import { createHash, randomBytes } from 'node:crypto';
import {
  THREE_DS_RETURN_PARAMS,
  type TPaymentDeclineCode,
  type TThreeDsReturnStatus,
} from '@portal/contracts/payments/payment-schemas';

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

type TReturn = { status: TThreeDsReturnStatus; code?: TPaymentDeclineCode };

/**
 * Where the payer goes once the bank answered: the portal page they came from, with the outcome
 * for it to show (`id`: the payment, or the subscription whose card changed).
 */
export function returnAddress(
  challenged: { id: number; returnTo: string | null },
  { status, code }: TReturn,
): string {
  const [path = '/tr', query = ''] = (challenged.returnTo ?? '/tr').split('?');
  const params = new URLSearchParams(query);
  params.set(THREE_DS_RETURN_PARAMS.payment, String(challenged.id));
  params.set(THREE_DS_RETURN_PARAMS.status, status);
  if (code) params.set(THREE_DS_RETURN_PARAMS.code, code);
  return `${path}?${params.toString()}`;
}
