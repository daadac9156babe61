import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import type { TDatabase } from '../../../plugins/db/database.ts';
import { moveLine, type TLineMove } from '../../accounts/account-lines-service.ts';
import { attachPaidProducts } from '../../accounts/held-products-service.ts';
import { saveAccountInformation } from '../../accounts/service.ts';
import { confirmPaidSession } from '../../network-stages/session-payment-service.ts';
import type { TInvoiceLineInput, TNewInvoice } from '../invoices/invoice-repository.ts';
import { issueInvoice } from '../invoices/invoice-service.ts';
import { markPaymentFailed, markPaymentSucceeded } from '../payment-repository.ts';
import { startSubscription, type TNewSubscription } from '../subscriptions/subscription-lifecycle.ts';

/*
 * The units of work of a checkout's outcome: what a paid or refused charge changes, each in one
 * transaction, across this module's tables and (through their services) the company's line, its
 * products and answers, and a stage session.
 */

export type TPaidCharge = Omit<TNewInvoice, 'accountName' | 'lines'> & {
  /** A checkout sells products only: each line is one the company then holds. */
  lines: readonly TInvoiceLineInput[];
  providerRef: string;
  /** The line's move the payment causes (the company's status follows), if any. */
  statusChange: TLineMove | null;
  /** Wizard progress to save (`step` = 'payment'), if any. */
  information: { key: string; value: string } | null;
  /** A packet's first payment: the subscription it starts, with the card the provider now keeps. */
  subscription?: TNewSubscription;
  /** The conference hour's held stage session, confirmed with this payment (issue 17). */
  session?: { id: number };
};

/**
 * Everything a successful charge changes, in one transaction: the payment, the products the
 * account now holds, the invoice with its lines and number, the subscription it starts, the
 * line's status, the stage session it pays and the wizard's step.
 */
export async function recordPaidCharge(db: TDatabase, input: TPaidCharge): Promise<void> {
  const { paymentId, accountId } = input;
  await db.transaction(async (tx) => {
    await markPaymentSucceeded(tx, paymentId, input.providerRef);
    await attachPaidProducts(tx, { accountId, paymentId, at: input.at, products: input.lines });
    await issueInvoice(tx, input);
    if (input.subscription) await startSubscription(tx, { accountId, paymentId, ...input.subscription });
    if (input.statusChange) await moveLine(tx, accountId, input.statusChange);
    if (input.session) await confirmPaidSession(tx, { sessionId: input.session.id, accountId, paymentId });
    if (input.information) await saveAccountInformation(tx, accountId, input.information);
  });
}

/** A refused charge: the payment keeps its code; a declined application becomes payment due. */
export async function recordRefusedCharge(
  db: TDatabase,
  input: { paymentId: number; accountId: number; code: TPaymentDeclineCode; statusChange: TLineMove | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await markPaymentFailed(tx, input.paymentId, input.code);
    if (input.statusChange) await moveLine(tx, input.accountId, input.statusChange);
  });
}
