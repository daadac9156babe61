import type { TLanguage } from '@portal/contracts/common/languages';
import { deliveryProfile, type TEInvoiceChannel } from '@portal/contracts/sales-invoices/e-invoice-delivery';
import type { TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { HttpError, serviceUnavailable } from '../../plugins/errors.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { REFUSAL_MESSAGES } from './delivery-presenter.ts';
import { claimDelivery, findDelivery, type TDeliveryRow, updateDelivery } from './delivery-repository.ts';
import type { TDocumentStatus, TEInvoiceIntegrator, TSendAnswer } from './integrator/einvoice-integrator.ts';
import { findInvoice, updateInvoice } from './invoice-repository.ts';
import {
  assertCancellable,
  cancelSalesInvoice,
  getSalesInvoice,
  invoiceDocument,
} from './invoice-service.ts';
import { renderInvoiceXml } from './ubl-invoice.ts';

/*
 * Sending an issued invoice to GİB through the integrator, and cancelling a sent e-Arşiv invoice
 * there (issue 34). The integrator is outside the database, so an attempt is claimed in its own
 * transaction first (the invoice's lock orders it against a cancel or another send), the
 * integrator is called with no transaction open, and its answer is recorded in a second one.
 */

type TDeliveryApp = Pick<FastifyInstance, 'db' | 'now' | 'rateLimiter' | 'log'>;

/**
 * How long a `sending` claim holds off another send. Past it the answer is taken as lost (the
 * process stopped, the line dropped), and the next send asks the integrator before sending again.
 */
export const SEND_CLAIM_HOLD_MS = 2 * 60_000;

/** 409 for an invoice that was sent (or cancelled after it) or whose send is in flight. */
function refuseDeliveredOrInFlight(delivery: TDeliveryRow | null, now: Date): void {
  if (!delivery || delivery.status === 'refused') return;
  const stale = now.getTime() - delivery.claimedAt.getTime() >= SEND_CLAIM_HOLD_MS;
  if (delivery.status === 'sending' && stale) return;
  throw new HttpError(
    409,
    delivery.status === 'sending' ? 'salesInvoices.sendInFlight' : 'salesInvoices.alreadySent',
  );
}

/** A call the integrator did not answer: its kind is logged (its message may quote the document), 503. */
function integratorUnreachable(app: TDeliveryApp, invoiceId: number, error: unknown): HttpError {
  app.log.error(
    { invoiceId, errorName: error instanceof Error ? error.name : 'unknown' },
    'e-invoice integrator gave no answer',
  );
  return serviceUnavailable('salesInvoices.integratorUnavailable');
}

/** Counts one send against the company's day; given back when no attempt follows. */
async function spendSendBudget(app: TDeliveryApp, accountId: number): Promise<() => Promise<void>> {
  await app.rateLimiter.consume('einvoiceSendsPerCompany', `account:${accountId}`);
  return () => app.rateLimiter.release('einvoiceSendsPerCompany', `account:${accountId}`);
}

type TAttempt = {
  channel: TEInvoiceChannel;
  profile: ReturnType<typeof deliveryProfile>;
  senderTaxNumber: string;
};

/** Claims the attempt under the invoice's lock; the delivery it replaces, if any. */
async function claimAttempt(
  app: TDeliveryApp,
  integrator: TEInvoiceIntegrator,
  auth: TAuth,
  { accountId, invoiceId }: { accountId: number; invoiceId: number },
  attempt: TAttempt,
): Promise<TDeliveryRow | null> {
  return app.db.transaction(async (tx) => {
    const row = await findInvoice(tx, accountId, invoiceId, true);
    if (!row) throw new HttpError(404, 'errors.notFound');
    if (row.status !== 'issued') throw new HttpError(409, 'salesInvoices.notIssued');
    const previous = await findDelivery(tx, invoiceId);
    refuseDeliveredOrInFlight(previous, app.now());
    await claimDelivery(tx, invoiceId, {
      integrator: integrator.name,
      ...attempt,
      status: 'sending',
      claimedAt: app.now(),
      sentBy: auth.user.id,
    });
    return previous;
  });
}

/** Records the integrator's answer with its audit entry; a sent invoice takes the profile it went out under. */
async function recordAnswer(
  app: TDeliveryApp,
  auth: TAuth,
  { accountId, invoiceId, number }: { accountId: number; invoiceId: number; number: string },
  attempt: TAttempt,
  answer: TSendAnswer | { ok: 'known'; status: TDocumentStatus },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    if (answer.ok === false) {
      await updateDelivery(tx, invoiceId, {
        status: 'refused',
        refusalCode: answer.refusal,
        refusalDetail: answer.detail.slice(0, 500),
      });
    } else {
      const known = answer.ok === 'known' ? answer.status : null;
      const cancelled = known?.state === 'cancelled';
      await updateDelivery(tx, invoiceId, {
        status: cancelled ? 'cancelled' : 'sent',
        channel: known?.channel ?? attempt.channel,
        profile: known?.profile ?? attempt.profile,
        reference: known?.reference ?? (answer.ok === true ? answer.reference : null),
        sentAt: app.now(),
        cancelledAt: cancelled ? app.now() : null,
      });
      await updateInvoice(tx, invoiceId, { profile: known?.profile ?? attempt.profile });
    }
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: answer.ok === false ? 'sales_invoice.send_refused' : 'sales_invoice.sent',
      subjectType: 'sales_invoice',
      subjectId: invoiceId,
      accountId,
      after: {
        number,
        channel: attempt.channel,
        profile: attempt.profile,
        ...(answer.ok === false ? { refusal: answer.refusal } : {}),
      },
    });
  });
}

/**
 * `POST …/sales-invoices/{invoiceId}/send`: the channel is the buyer's (an e-Fatura to a
 * registered e-Fatura user, e-Arşiv to anyone else, as the integrator's user list says), the
 * profile follows it (`deliveryProfile`), and the XML sent is the invoice's own under that
 * profile. A refusal is recorded and answered 422 with the integrator's reason; it may be sent
 * again. An attempt whose answer was lost is resolved by asking the integrator before resending.
 */
export async function sendSalesInvoice(
  app: TDeliveryApp,
  integrator: TEInvoiceIntegrator,
  auth: TAuth,
  account: TReachedAccount,
  invoiceId: number,
  language: TLanguage,
): Promise<{ invoice: TSalesInvoice; channel: TEInvoiceChannel }> {
  const row = await findInvoice(app.db, account.id, invoiceId);
  if (!row) throw new HttpError(404, 'errors.notFound');
  if (row.status !== 'issued') throw new HttpError(409, 'salesInvoices.notIssued');
  refuseDeliveredOrInFlight(await findDelivery(app.db, invoiceId), app.now());
  const document = await invoiceDocument(app, account, invoiceId, language);
  const senderTaxNumber = document.seller.taxNumber;
  if (senderTaxNumber === null) throw new HttpError(422, 'salesInvoices.sellerTaxNumberMissing');
  const receiverTaxNumber = document.buyer.taxNumber;

  const unanswered = (error: unknown): never => {
    throw integratorUnreachable(app, invoiceId, error);
  };
  const user =
    receiverTaxNumber === null ? null : await integrator.findUser(receiverTaxNumber).catch(unanswered);
  const channel: TEInvoiceChannel = user ? 'e_fatura' : 'e_arsiv';
  const attempt: TAttempt = { channel, profile: deliveryProfile(channel, document.invoice), senderTaxNumber };
  const ids = { accountId: account.id, invoiceId, number: document.invoice.number };

  const giveBack = await spendSendBudget(app, account.id);
  const previous = await claimAttempt(app, integrator, auth, ids, attempt).catch(async (error: unknown) => {
    await giveBack();
    throw error;
  });
  // From here an integrator that does not answer leaves the claim `sending` (503): a send after
  // the hold asks it first.
  if (previous?.status === 'sending') {
    // The last attempt's answer was lost: the integrator may hold the invoice already.
    const known = await integrator
      .status({ senderTaxNumber: previous.senderTaxNumber, uuid: row.uuid })
      .catch(unanswered);
    if (known) {
      await recordAnswer(app, auth, ids, attempt, { ok: 'known', status: known });
      return { invoice: await getSalesInvoice(app, account, invoiceId, language), channel: known.channel };
    }
  }
  const xml = renderInvoiceXml({ ...document, invoice: { ...document.invoice, profile: attempt.profile } });
  const answer = await integrator
    .send({
      channel,
      uuid: row.uuid,
      number: document.invoice.number,
      profile: attempt.profile,
      senderTaxNumber,
      receiverTaxNumber,
      receiverAlias: user?.alias ?? null,
      xml,
    })
    .catch(unanswered);
  await recordAnswer(app, auth, ids, attempt, answer);
  if (answer.ok === false) throw new HttpError(422, REFUSAL_MESSAGES[answer.refusal]);
  return { invoice: await getSalesInvoice(app, account, invoiceId, language), channel };
}

/**
 * A cancel of an invoice that was not out when the cancel began, re-read under its lock: a send
 * in flight, or one that went out meanwhile, stops it (409; an e-Arşiv one may then be cancelled
 * again, through the integrator).
 */
function refuseCancelOfDelivery(delivery: TDeliveryRow | null): void {
  if (delivery?.status === 'sent' && delivery.channel === 'e_fatura') {
    throw new HttpError(409, 'salesInvoices.eFaturaNotCancellable');
  }
  if (delivery?.status === 'sending' || delivery?.status === 'sent') {
    throw new HttpError(409, 'salesInvoices.sendInFlight');
  }
}

/**
 * `POST …/sales-invoices/{invoiceId}/cancel`. An invoice never sent (or refused) is cancelled here
 * only. A sent e-Arşiv invoice is cancelled at the integrator first, once the portal's own
 * refusals are passed; the integrator's refusal (its window passed) answers 409 and changes
 * nothing. A sent e-Fatura is never cancelled: it is undone by a return invoice.
 */
export async function cancelSalesInvoiceAndDelivery(
  app: TDeliveryApp,
  integrator: TEInvoiceIntegrator,
  auth: TAuth,
  account: TReachedAccount,
  invoiceId: number,
  language: TLanguage,
): Promise<{ invoice: TSalesInvoice; atIntegrator: boolean }> {
  const delivery = await findDelivery(app.db, invoiceId);
  if (delivery?.status !== 'sent') {
    const invoice = await cancelSalesInvoice(app, auth, account, invoiceId, language, async (tx) =>
      refuseCancelOfDelivery(await findDelivery(tx, invoiceId)),
    );
    return { invoice, atIntegrator: false };
  }
  if (delivery.channel === 'e_fatura') throw new HttpError(409, 'salesInvoices.eFaturaNotCancellable');
  await assertCancellable(app, auth, account, invoiceId);
  const row = await findInvoice(app.db, account.id, invoiceId);
  if (!row) throw new HttpError(404, 'errors.notFound');
  const answer = await integrator
    .cancel({ senderTaxNumber: delivery.senderTaxNumber, uuid: row.uuid })
    .catch((error: unknown): never => {
      throw integratorUnreachable(app, invoiceId, error);
    });
  // Already cancelled there: an earlier cancel whose answer was lost; this one finishes it.
  if (answer.ok === false && answer.refusal !== 'already_cancelled') {
    throw new HttpError(409, REFUSAL_MESSAGES[answer.refusal]);
  }
  const cancelledAt = app.now();
  try {
    const invoice = await cancelSalesInvoice(app, auth, account, invoiceId, language, async (tx) => {
      await updateDelivery(tx, invoiceId, { status: 'cancelled', cancelledAt });
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'sales_invoice.cancelled_at_integrator',
        subjectType: 'sales_invoice',
        subjectId: invoiceId,
        accountId: account.id,
        before: { number: row.number, status: 'sent', reference: delivery.reference },
        after: { number: row.number, status: 'cancelled' },
      });
    });
    return { invoice, atIntegrator: true };
  } catch (error) {
    // Refused here after the integrator cancelled (a collection recorded in between): the
    // delivery still says what the integrator holds.
    await updateDelivery(app.db, invoiceId, { status: 'cancelled', cancelledAt });
    throw error;
  }
}
