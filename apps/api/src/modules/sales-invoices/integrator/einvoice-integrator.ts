import type { TEInvoiceChannel, TEInvoiceRefusal } from '@portal/contracts/sales-invoices/e-invoice-delivery';
import type { TInvoiceProfile } from '@portal/contracts/sales-invoices/invoice-codes';
import type { FastifyInstance } from 'fastify';
import { testIntegrator } from './test-integrator.ts';

/*
 * The e-invoice integrator (özel entegratör) that carries a company's invoices to GİB, behind one
 * interface as the card gateway is (payments/providers/payment-provider.ts). EINVOICE_PROVIDER
 * names it; `test` answers as an integrator does, and a real one (an adapter of its web service)
 * implements the same four calls. A refusal is an answer; a call that cannot tell what happened
 * (unreachable, timed out) throws, and the caller asks `status` before trying again.
 */

/** An entry of GİB's list of registered e-Fatura users (the "mükellef sorgusu"). */
export type TEInvoiceUser = {
  taxNumber: string;
  title: string;
  /** The receiving mailbox (posta kutusu etiketi) an e-Fatura is addressed to. */
  alias: string;
};

export type TSendDocument = {
  channel: TEInvoiceChannel;
  /** The ETTN. */
  uuid: string;
  number: string;
  profile: TInvoiceProfile;
  /** The company sending it (VKN or TCKN): the integrator's customer. */
  senderTaxNumber: string;
  /** Null: a person who gave no tax number (e-Arşiv only). */
  receiverTaxNumber: string | null;
  /** e-Fatura only: the receiver's mailbox from the user list. */
  receiverAlias: string | null;
  /** The unsigned UBL-TR XML; the integrator signs it with the company's seal. */
  xml: string;
};

export type TSendAnswer =
  | { ok: true; reference: string }
  | { ok: false; refusal: TEInvoiceRefusal; detail: string };

export type TCancelAnswer = { ok: true } | { ok: false; refusal: TEInvoiceRefusal; detail: string };

/** What the integrator holds under an ETTN; null when it never received it. */
export type TDocumentStatus = {
  state: 'received' | 'cancelled';
  channel: TEInvoiceChannel;
  profile: TInvoiceProfile;
  reference: string;
};

export type TEInvoiceIntegrator = {
  /** Stored with each delivery. */
  readonly name: string;
  /** Whether a tax number is a registered e-Fatura user, and its mailbox; null when it is not. */
  findUser(taxNumber: string): Promise<TEInvoiceUser | null>;
  /** Sends an invoice; the same ETTN twice is refused (`duplicate_uuid`), never sent twice. */
  send(document: TSendDocument): Promise<TSendAnswer>;
  /** Cancels an e-Arşiv invoice it sent; an e-Fatura is never cancelled here. */
  cancel(request: { senderTaxNumber: string; uuid: string }): Promise<TCancelAnswer>;
  status(request: { senderTaxNumber: string; uuid: string }): Promise<TDocumentStatus | null>;
};

/** The integrator EINVOICE_PROVIDER names; the config refused any other value at start. */
export function einvoiceIntegratorFor(
  app: Pick<FastifyInstance, 'config' | 'db' | 'now'>,
): TEInvoiceIntegrator {
  switch (app.config.einvoiceProvider) {
    case 'test':
      return testIntegrator(app);
  }
}
