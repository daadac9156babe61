import type { TLanguage } from '@portal/contracts/common/languages';
import { invoiceTotals } from '@portal/contracts/payments/invoice-totals';
import { HttpError } from '../../../plugins/errors.ts';
import { findHeldProducts } from '../../accounts/held-products-service.ts';
import {
  paysStageSession,
  requirePayableSession,
  type TPayableSession,
} from '../../network-stages/session-payment-service.ts';
import {
  findPacketAddOns as findAddOns,
  findCatalogueProducts as findProducts,
} from '../../products/service.ts';
import type { TInvoiceLineInput } from '../invoices/invoice-repository.ts';
import { BUYABLE_STATUSES, isOneOff, type TPaymentKind } from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import type { TSubscriptionRow } from '../subscriptions/subscription-repository.ts';
import {
  invoiceLineOf,
  type TAccountRow,
  type TBasket,
  type THeldProducts,
  type TProductRow,
} from './basket-line.ts';
import { subscriptionBasket } from './packet-basket.ts';

/** A payment worked out: what it charges, for whom, and what it settles or confirms once paid. */
export type TCharge = {
  account: TAccountRow;
  product: TProductRow;
  held: THeldProducts;
  lines: TInvoiceLineInput[];
  totals: ReturnType<typeof invoiceTotals>;
  now: Date;
  settles: TSubscriptionRow | undefined;
  /** The held stage session this payment confirms, with its hour and stage. */
  session: TPayableSession | undefined;
};

/**
 * What a payment charges now, by the rules of its kind: the lines (a packet with its saved
 * add-ons, a due period, or an add-on), their totals, and what the company already holds.
 */
export async function basketFor(
  app: TPaymentsApp,
  account: TAccountRow,
  product: TProductRow,
  kind: TPaymentKind,
  language: TLanguage,
  addOnIds: readonly number[] = [],
  sessionId?: number,
): Promise<TCharge> {
  const held = await findHeldProducts(app.db, account.id);
  const now = app.now();
  const { lines, settles, session } =
    kind === 'subscription'
      ? await subscriptionBasket(app, account, product, held, language, now, addOnIds)
      : ((await sessionBasket(app, account, product, { sessionId, addOnIds, language, now })) ??
        buyBasket(account, [product, ...(await addOnsOf(app, product, addOnIds, language))], held));
  const totals = invoiceTotals(lines.map((l) => ({ unit_price: l.unitPrice, quantity: l.quantity })));
  return { account, product, held, lines, totals, now, settles, session };
}

/** A buy's other add-ons: each once, each an active product of the same line (404 otherwise). */
async function addOnsOf(
  app: TPaymentsApp,
  product: TProductRow,
  addOnIds: readonly number[],
  language: TLanguage,
): Promise<TProductRow[]> {
  const others = [...new Set(addOnIds)].filter((id) => id !== product.id);
  if (others.length === 0) return [];
  const found = await findProducts(app.db, { brandIds: [product.brandId], ids: others }, language);
  if (found.length !== others.length) throw new HttpError(404, 'errors.productNotFound');
  return found;
}

/** A one-off purchase of one or more add-ons: each needs its packet on the account. */
function buyBasket(account: TAccountRow, products: readonly TProductRow[], held: THeldProducts): TBasket {
  if (!products.every(isOneOff)) throw new HttpError(422, 'payments.notABuy');
  if (!BUYABLE_STATUSES.includes(account.status)) throw new HttpError(409, 'payments.accountNotPayable');
  for (const product of products) {
    if (product.parentId !== null && !held.some((p) => p.productId === product.parentId)) {
      throw new HttpError(409, 'payments.packetRequired');
    }
  }
  return { lines: products.map((product) => invoiceLineOf(product, null)) };
}

/**
 * The one-hour conference package pays the stage hour the company holds (`session_id`): this
 * company's live hold while its network line is active, with the product's own add-ons (live
 * stream, catering) in the same charge. Null for any other buy; a `session_id` with another
 * product is refused.
 */
async function sessionBasket(
  app: TPaymentsApp,
  account: TAccountRow,
  product: TProductRow,
  input: { sessionId: number | undefined; addOnIds: readonly number[]; language: TLanguage; now: Date },
): Promise<TBasket | null> {
  if (!paysStageSession(product)) {
    if (input.sessionId !== undefined) {
      throw new HttpError(422, 'network.sessions.sessionNotForProduct', {
        fields: { session_id: 'network.sessions.sessionNotForProduct' },
      });
    }
    return null;
  }
  if (input.sessionId === undefined) {
    throw new HttpError(422, 'network.sessions.sessionRequired', {
      fields: { session_id: 'network.sessions.sessionRequired' },
    });
  }
  const session = await requirePayableSession(app.db, {
    sessionId: input.sessionId,
    accountId: account.id,
    now: input.now,
  });
  const lines: TInvoiceLineInput[] = [invoiceLineOf(product, null)];
  const chosen = [...new Set(input.addOnIds)].filter((id) => id !== product.id);
  if (chosen.length > 0) {
    const addOns = await findAddOns(app.db, [product.id], input.language);
    for (const id of chosen) {
      if (!addOns.some((candidate) => candidate.id === id)) {
        throw new HttpError(422, 'payments.unknownAdditionalService', { params: { id } });
      }
    }
    // In the catalogue's order, whatever order they were ticked in: the same order, the same
    // invoice and the same sales documents (their hash) for the same choice.
    for (const addOn of addOns) if (chosen.includes(addOn.id)) lines.push(invoiceLineOf(addOn, null));
  }
  return { lines, session };
}
