import { randomBytes } from 'node:crypto';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import {
  lastEArsivCancelDay,
  type TEInvoiceRefusal,
} from '@portal/contracts/sales-invoices/e-invoice-delivery';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import type {
  TCancelAnswer,
  TDocumentStatus,
  TEInvoiceIntegrator,
  TSendAnswer,
  TSendDocument,
} from './einvoice-integrator.ts';
import {
  findDocumentByNumber,
  findDocumentByUuid,
  insertDocument,
  markDocumentCancelled,
  type TTestIntegratorDocument,
} from './test-integrator-repository.ts';
import { TEST_EINVOICE_USERS, UNANSWERED_RECEIVER } from './test-integrator-users.ts';

/*
 * EINVOICE_PROVIDER=test: an integrator in the process that keeps every document it accepts (with
 * its XML, in `test_integrator_documents`) and answers as a real one does. Its refusals are fixed
 * rules, so tests and people trigger them on purpose:
 *
 * Sending
 *  - invalid_document: the XML is not well-formed, or its ProfileID, UUID or ID differ from what
 *    the call declares, or the profile does not fit the channel (EARSIVFATURA is e-Arşiv, TEMEL-
 *    and TICARIFATURA e-Fatura), or it is an IADE invoice under TICARIFATURA.
 *  - receiver_not_registered: an e-Fatura to a tax number not in TEST_EINVOICE_USERS.
 *  - receiver_is_e_fatura_user: an e-Arşiv invoice to one that is (GİB allows no e-Arşiv to them).
 *  - duplicate_uuid: an ETTN it received before, from anyone.
 *  - duplicate_number: a number the same sender used before with another ETTN.
 *  - no answer at all (a throw, after keeping the document) for the buyer UNANSWERED_RECEIVER.
 * Cancelling
 *  - not_found: an ETTN it never received from that sender.
 *  - e_fatura_not_cancellable: any e-Fatura (it is undone by a return invoice or an objection).
 *  - cancel_window_passed: an e-Arşiv invoice after the EARSIV_CANCEL_DAYS (8) days following the
 *    Istanbul day it was received, the buyer's objection period that integrators apply.
 *  - already_cancelled.
 * Days are counted on the app's clock, so tests move it.
 */

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  trimValues: true,
});

const REGISTERED = new Map(TEST_EINVOICE_USERS.map((user) => [user.taxNumber, user]));

const refuse = (refusal: TEInvoiceRefusal, detail: string) => ({ ok: false, refusal, detail }) as const;

/** Reads the header fields of an invoice's XML; null when it is not well-formed UBL. */
function invoiceHeader(xml: string): Record<string, string> | null {
  if (XMLValidator.validate(xml) !== true) return null;
  const parsed: unknown = parser.parse(xml);
  if (typeof parsed !== 'object' || parsed === null || !('Invoice' in parsed)) return null;
  const invoice = parsed.Invoice;
  if (typeof invoice !== 'object' || invoice === null) return null;
  const header: Record<string, string> = {};
  for (const [name, value] of Object.entries(invoice)) if (typeof value === 'string') header[name] = value;
  return header;
}

/** What is wrong with the document as declared; null when nothing is. */
function documentProblem(document: TSendDocument): string | null {
  const header = invoiceHeader(document.xml);
  if (!header) return 'The XML is not a well-formed UBL Invoice.';
  if (header.ProfileID !== document.profile)
    return `ProfileID ${header.ProfileID} is not ${document.profile}.`;
  if (header.UUID !== document.uuid) return `UUID ${header.UUID} is not ${document.uuid}.`;
  if (header.ID !== document.number) return `ID ${header.ID} is not ${document.number}.`;
  if ((document.profile === 'EARSIVFATURA') !== (document.channel === 'e_arsiv')) {
    return `Profile ${document.profile} is not for ${document.channel}.`;
  }
  if (header.InvoiceTypeCode === 'IADE' && document.profile === 'TICARIFATURA') {
    return 'An IADE invoice cannot be sent under TICARIFATURA.';
  }
  return null;
}

/** Why the receiver cannot take the document on its channel; null when it can. */
function receiverProblem(document: TSendDocument): TSendAnswer | null {
  const registered = document.receiverTaxNumber !== null && REGISTERED.has(document.receiverTaxNumber);
  if (document.channel === 'e_fatura' && !registered) {
    return refuse('receiver_not_registered', `${document.receiverTaxNumber} is not an e-Fatura user.`);
  }
  if (document.channel === 'e_arsiv' && registered) {
    return refuse('receiver_is_e_fatura_user', `${document.receiverTaxNumber} is an e-Fatura user.`);
  }
  return null;
}

/** Which of the two uniqueness rules the document breaks; null when neither. */
async function duplicateOf(app: Pick<FastifyInstance, 'db'>, document: TSendDocument) {
  if (await findDocumentByUuid(app.db, document.uuid)) {
    return refuse('duplicate_uuid', `ETTN ${document.uuid} was received before.`);
  }
  if (await findDocumentByNumber(app.db, document.senderTaxNumber, document.number)) {
    return refuse('duplicate_number', `Number ${document.number} was used before.`);
  }
  return null;
}

const statusOf = (row: TTestIntegratorDocument): TDocumentStatus => ({
  state: row.cancelledAt === null ? 'received' : 'cancelled',
  channel: row.channel === 'e_fatura' ? 'e_fatura' : 'e_arsiv',
  profile: row.profile === 'TEMELFATURA' || row.profile === 'TICARIFATURA' ? row.profile : 'EARSIVFATURA',
  reference: row.reference,
});

export function testIntegrator(app: Pick<FastifyInstance, 'db' | 'now'>): TEInvoiceIntegrator {
  /** The sender's own document under an ETTN (another sender's is not theirs to see). */
  const ownDocument = async (senderTaxNumber: string, uuid: string) => {
    const row = await findDocumentByUuid(app.db, uuid);
    return row?.senderTaxNumber === senderTaxNumber ? row : null;
  };

  return {
    name: 'test',

    async findUser(taxNumber) {
      return REGISTERED.get(taxNumber) ?? null;
    },

    async send(document) {
      const problem = documentProblem(document);
      if (problem) return refuse('invalid_document', problem);
      const refusal = receiverProblem(document) ?? (await duplicateOf(app, document));
      if (refusal) return refusal;
      const reference = `TEST-${randomBytes(8).toString('hex').toUpperCase()}`;
      const kept = await insertDocument(app.db, {
        uuid: document.uuid,
        senderTaxNumber: document.senderTaxNumber,
        number: document.number,
        channel: document.channel,
        profile: document.profile,
        receiverTaxNumber: document.receiverTaxNumber,
        xml: document.xml,
        reference,
        receivedAt: app.now(),
      });
      // Taken between the checks and the insert: the same rules answer again.
      if (!kept) return (await duplicateOf(app, document)) ?? refuse('duplicate_uuid', document.uuid);
      if (document.receiverTaxNumber === UNANSWERED_RECEIVER) {
        throw new Error('The test integrator kept the document and gave no answer (UNANSWERED_RECEIVER).');
      }
      return { ok: true, reference };
    },

    async cancel({ senderTaxNumber, uuid }): Promise<TCancelAnswer> {
      const row = await ownDocument(senderTaxNumber, uuid);
      if (!row) return refuse('not_found', `No document ${uuid}.`);
      if (row.channel === 'e_fatura')
        return refuse('e_fatura_not_cancellable', 'An e-Fatura is not cancelled.');
      if (row.cancelledAt !== null)
        return refuse('already_cancelled', `Cancelled at ${row.cancelledAt.toISOString()}.`);
      const now = app.now();
      const lastDay = lastEArsivCancelDay(todayInIstanbul(row.receivedAt));
      if (todayInIstanbul(now) > lastDay)
        return refuse('cancel_window_passed', `The last day was ${lastDay}.`);
      if (!(await markDocumentCancelled(app.db, row.id, now))) {
        return refuse('already_cancelled', 'Cancelled meanwhile.');
      }
      return { ok: true };
    },

    async status({ senderTaxNumber, uuid }) {
      const row = await ownDocument(senderTaxNumber, uuid);
      return row ? statusOf(row) : null;
    },
  };
}
