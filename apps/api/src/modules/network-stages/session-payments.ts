import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { isHoldLive, NETWORK_PRODUCT_CODES } from '@portal/contracts/network/network-constants';
import { NETWORK_MESSAGES } from '@portal/contracts/network/network-messages';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import type { TDatabase } from '../../plugins/db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lineStatusOf } from '../accounts/product-lines.ts';
import {
  confirmSession,
  findPayableSession,
  findSessionIdOfPayment,
  linkPendingPayment,
} from './repository.ts';

/*
 * What the payments module asks of a stage session paid with the one-hour conference package
 * (`POST brands/7/products/{id}/buy` with `session_id`): whether the product pays a session, the
 * rules of the hold being paid, and the session's confirmation inside the payment's transaction.
 */

/** The product that pays a held stage hour: the one-hour conference package. */
export function paysStageSession(product: { code: string }): boolean {
  return product.code === NETWORK_PRODUCT_CODES.conferenceHour;
}

/**
 * The session a payment may pay: this company's `held` session whose hold is live (404 for
 * another company's, 409 when no longer held or lapsed), while its network line is active.
 */
export async function requirePayableSession(
  db: TDatabase,
  input: { sessionId: number; accountId: number; now: Date },
): Promise<{ id: number }> {
  const session = await findPayableSession(db, input.sessionId);
  // Another company's session: 404, as for anything of another company.
  if (!session || session.accountId !== input.accountId) throw new HttpError(404, 'errors.notFound');
  if (session.status === 'expired') throw new HttpError(409, NETWORK_MESSAGES.holdExpired);
  if (session.status !== 'held') throw new HttpError(409, NETWORK_MESSAGES.notHeld);
  if (!isHoldLive(session.heldUntil, input.now)) throw new HttpError(409, NETWORK_MESSAGES.holdExpired);
  const line = await lineStatusOf(db, input.accountId, PRODUCT_TYPES.network);
  if (line !== LINE_STATUSES.active) throw new HttpError(409, NETWORK_MESSAGES.membershipRequired);
  return { id: session.id };
}

/** The pending payment is tied to the session, so a 3-D Secure answer later finds what it pays. */
export function linkSessionToPayment(db: TDatabase, sessionId: number, paymentId: number): Promise<void> {
  return linkPendingPayment(db, sessionId, paymentId);
}

/** The session a pending payment pays, if any (the 3-D Secure answer works its basket out again). */
export function sessionOfPayment(db: TDatabase, paymentId: number): Promise<number | null> {
  return findSessionIdOfPayment(db, paymentId);
}

/**
 * In the transaction that records the payment: the session becomes `confirmed` with it. Throws
 * (rolling the record back, for a refund) when the company let the hold go meanwhile.
 */
export async function confirmPaidSession(
  tx: TDatabase,
  input: { sessionId: number; accountId: number; paymentId: number },
): Promise<void> {
  if (!(await confirmSession(tx, input))) {
    throw new Error(`Stage session ${input.sessionId} could not be confirmed by payment ${input.paymentId}`);
  }
}
