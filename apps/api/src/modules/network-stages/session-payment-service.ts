import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { isHoldLive, NETWORK_PRODUCT_CODES } from '@portal/contracts/network/network-constants';
import { NETWORK_MESSAGES } from '@portal/contracts/network/network-messages';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import type { TDatabase } from '../../plugins/db/database.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lineStatusOf } from '../accounts/account-lines-service.ts';
import {
  claimHoldForPayment,
  confirmSession,
  findPayableSession,
  findSessionOfPayment,
  isHourTakenByAnother,
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

/** A session a payment may pay: its id, and the hour and stage the sale's documents name. */
export type TPayableSession = {
  id: number;
  startsAt: Date;
  endsAt: Date;
  stageName: { tr: string; en: string };
  location: string;
};

/**
 * The session a payment may pay: this company's `held` session whose hold is live (404 for
 * another company's, 409 when no longer held or lapsed), while its network line is active.
 */
export async function requirePayableSession(
  db: TDatabase,
  input: { sessionId: number; accountId: number; now: Date },
): Promise<TPayableSession> {
  const session = await findPayableSession(db, input.sessionId);
  // Another company's session: 404, as for anything of another company.
  if (!session || session.accountId !== input.accountId) throw new HttpError(404, 'errors.notFound');
  if (session.status === 'expired') throw new HttpError(409, NETWORK_MESSAGES.holdExpired);
  if (session.status !== 'held') throw new HttpError(409, NETWORK_MESSAGES.notHeld);
  if (!isHoldLive(session.heldUntil, input.now)) throw new HttpError(409, NETWORK_MESSAGES.holdExpired);
  const line = await lineStatusOf(db, input.accountId, NETWORK_LINE.id);
  if (line !== LINE_STATUSES.active) throw new HttpError(409, NETWORK_MESSAGES.membershipRequired);
  const { id, startsAt, endsAt, stageName, location } = session;
  return { id, startsAt, endsAt, stageName, location };
}

/**
 * The pending payment is tied to the session, so a 3-D Secure answer later finds what it pays;
 * a hold is paid by one payment at a time (two tabs, two keys): 409 before any provider call
 * while another is under way. Run in the transaction that writes the pending payment.
 */
export async function claimSessionForPayment(
  db: TDatabase,
  sessionId: number,
  paymentId: number,
): Promise<void> {
  if (!(await claimHoldForPayment(db, sessionId, paymentId))) {
    throw new HttpError(409, NETWORK_MESSAGES.holdPaymentInProgress);
  }
}

/**
 * Why a stage hour's payment cannot be completed after the bank's page: its hold lapsed meanwhile,
 * the hour still free (`hold_expired`: the payer may hold it again) or another company's now
 * (`hour_taken`); null when the payment pays no session or its hold still stands.
 */
export async function lapsedHoldOf(
  db: TDatabase,
  paymentId: number,
  now: Date,
): Promise<'hold_expired' | 'hour_taken' | null> {
  const session = await findSessionOfPayment(db, paymentId);
  if (!session) return null;
  const lapsed =
    session.status === 'expired' || (session.status === 'held' && !isHoldLive(session.heldUntil, now));
  if (!lapsed) return null;
  return (await isHourTakenByAnother(db, session, now)) ? 'hour_taken' : 'hold_expired';
}

/** The session a pending payment pays, if any (the 3-D Secure answer works its basket out again). */
export async function sessionOfPayment(db: TDatabase, paymentId: number): Promise<number | null> {
  return (await findSessionOfPayment(db, paymentId))?.id ?? null;
}

/**
 * In the transaction that records the payment: the session becomes `confirmed` with it. Refuses
 * (409, rolling the record back) when the hour went to another company meanwhile: the payment stays
 * pending with its reference, and the reconciliation job refunds it, audits it and mails the payer.
 */
export async function confirmPaidSession(
  tx: TDatabase,
  input: { sessionId: number; accountId: number; paymentId: number },
): Promise<void> {
  let confirmed: boolean;
  try {
    confirmed = await confirmSession(tx, input);
  } catch (error) {
    // A lapsed hold whose hour another company holds now: the hour's unique index refuses.
    if (!isUniqueViolation(error)) throw error;
    confirmed = false;
  }
  if (!confirmed) throw new HttpError(409, NETWORK_MESSAGES.hourTakenRefunding);
}
