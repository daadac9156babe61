import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { productLineOf } from '@portal/contracts/product-lines/registry';
import { APPLICATION_MESSAGES, lineApplicationProblems } from '@portal/contracts/wizard/application-rules';
import { HttpError } from '../../../plugins/errors.ts';
import { isMessageKey } from '../../../plugins/i18n/messages.ts';
import { lineStatusOrNew } from '../../accounts/account-lines-service.ts';
import { findHeldMonthlyProducts } from '../../accounts/held-products-service.ts';
import { accountAnswers } from '../../accounts/service.ts';
import { documentKindsOf } from '../../documents/service.ts';
import { findPacketAddOns as findAddOns } from '../../products/service.ts';
import { isPacket, oneMonthLater, parseAdditionalServices, SUBSCRIBABLE_STATUSES } from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import { findLiveSubscription } from '../subscriptions/subscription-repository.ts';
import {
  invoiceLineOf,
  type TAccountRow,
  type TBasket,
  type THeldProducts,
  type TProductRow,
} from './basket-line.ts';

/**
 * A subscription's basket: the packet, plus the add-ons its line's wizard saved (the accountant's
 * `additional_services`) or the payment names, each of which must be an add-on of this packet
 * (422 naming it), plus the packet's required add-ons, chosen or not.
 */
export async function subscriptionBasket(
  app: TPaymentsApp,
  account: TAccountRow,
  packet: TProductRow,
  held: THeldProducts,
  language: TLanguage,
  now: Date,
  addOnIds: readonly number[],
): Promise<TBasket> {
  if (!isPacket(packet)) throw new HttpError(422, 'payments.notASubscription');
  // The card modal of status 2 (or the subscriptions page, whatever the company's status, say
  // still waiting for approval) pays a refused renewal of this very packet: its due period.
  const live = await findLiveSubscription(app.db, account.id, packet.brandId);
  if (
    live &&
    live.productId === packet.id &&
    (live.status === 'payment_due' || live.status === 'suspended')
  ) {
    const due = await findHeldMonthlyProducts(app.db, account.id, [packet.id], language);
    if (due.length > 0) {
      return {
        settles: live,
        lines: due.map((l) => ({
          productId: l.productId,
          description: l.description,
          quantity: 1,
          unitPrice: l.unitPrice,
          total: l.unitPrice,
          nextPaymentAt: null,
        })),
      };
    }
  }
  // One packet per line: a second would be charged every month beside the first.
  if (held.some((p) => p.brandId === packet.brandId && isPacket(p))) {
    throw new HttpError(409, 'payments.packetAlreadyActive');
  }
  // Each line has its own state: an active accountant company may take an office packet.
  const lineStatus = await lineStatusOrNew(app.db, account.id, packet.brandId);
  if (!SUBSCRIBABLE_STATUSES.includes(lineStatus)) throw new HttpError(409, 'payments.accountNotPayable');
  const answers = await requireCompleteApplication(app, account.id, packet, now);
  const lines = [invoiceLineOf(packet, oneMonthLater(now))];
  // A wizard that saves its add-ons (the accountant's `additional_services`) names them there;
  // otherwise the payment does (`add_on_ids`). Either way each must be an add-on of this packet.
  let chosen: number[] = [];
  const addOnsKey = productLineOf(packet.brandId)?.application?.addOnsKey;
  if (addOnsKey) {
    const parsed = parseAdditionalServices(answers[addOnsKey] ?? null);
    if ('invalid' in parsed) {
      throw new HttpError(422, 'payments.unknownAdditionalService', { params: { id: parsed.invalid } });
    }
    chosen = parsed.ids;
  } else {
    chosen = [...new Set(addOnIds)];
  }
  const addOns = await findAddOns(app.db, [packet.id], language);
  for (const id of chosen) {
    const addOn = addOns.find((candidate) => candidate.id === id);
    if (!addOn) throw new HttpError(422, 'payments.unknownAdditionalService', { params: { id } });
  }
  // A required add-on (the trade registry and formation fees of a limited company) is charged
  // with its packet whether or not it was chosen: nobody buys the packet without it.
  const charged = addOns.filter((addOn) => addOn.isRequired || chosen.includes(addOn.id));
  const ordered = [
    ...chosen.flatMap((id) => charged.filter((addOn) => addOn.id === id)),
    ...charged.filter((addOn) => !chosen.includes(addOn.id)),
  ];
  for (const addOn of ordered) {
    lines.push(invoiceLineOf(addOn, addOn.billing === 'monthly' ? oneMonthLater(now) : null));
  }
  return { lines };
}

/**
 * Before a packet is charged its line's application is complete (422 naming what is missing):
 * for a line that founds the company the founder's answers, the address, the documents and the
 * packet saved; for another line with an application the packet saved; nothing for a line bought
 * as it is (the network's membership). Answers the company's saved answers.
 */
async function requireCompleteApplication(
  app: TPaymentsApp,
  accountId: number,
  packet: TProductRow,
  now: Date,
): Promise<Record<string, string>> {
  const answers = await accountAnswers(app, accountId);
  const line = productLineOf(packet.brandId);
  const problems = line
    ? lineApplicationProblems(line, {
        answers,
        // Only a founding application reads the documents.
        documentKinds: line.application?.foundsCompany ? await documentKindsOf(app, accountId) : [],
        paidPacketId: packet.id,
        today: todayInIstanbul(now),
      })
    : {};
  if (Object.keys(problems).length === 0) return answers;
  throw new HttpError(422, APPLICATION_MESSAGES.incomplete, {
    fields: Object.fromEntries(
      Object.entries(problems).map(([field, message]) => [
        field,
        isMessageKey(message) ? message : 'validation.invalidValue',
      ]),
    ),
  });
}
