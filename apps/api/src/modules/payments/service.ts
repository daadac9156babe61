import type { TAccountProduct, ZAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { isProductLine } from '@portal/contracts/accounts/product-lines';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { CURRENCY } from '@portal/contracts/common/limits';
import type { ZCardFields } from '@portal/contracts/payments/card';
import { invoiceTotals, VAT_RATE_PERCENT } from '@portal/contracts/payments/invoice-totals';
import type { TInvoice, TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import { PRODUCT_TYPES, type TProductType } from '@portal/contracts/products/product-types';
import { LINE_STAFF_AREA } from '@portal/contracts/staff/staff-areas';
import { APPLICATION_MESSAGES, applicationProblems } from '@portal/contracts/wizard/application-rules';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { requireCustomerPermission } from '../../plugins/auth/authenticate.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isMessageKey } from '../../plugins/i18n/messages.ts';
import { authorizeStaffArea } from '../accounts/account-access.ts';
import { findAccountProducts } from '../accounts/account-products.ts';
import { attachOfficeSecretary } from '../accounts/office-secretary.ts';
import { lineStatusOrNew } from '../accounts/product-lines.ts';
import {
  accountAnswers,
  reachableAccountInScope as reachableAccount,
  type TAccountRow,
} from '../accounts/service.ts';
import { documentKindsOf } from '../documents/service.ts';
import {
  claimSessionForPayment,
  paysStageSession,
  requirePayableSession,
} from '../network-stages/session-payments.ts';
import {
  findPacketAddOns as findAddOns,
  findCatalogueProducts as findProducts,
  type TProductRow,
} from '../products/service.ts';
import { recordSecurityEvent } from '../security-events/record-security-event.ts';
import { cardDetailsOf, providerCardOf } from './card-fields.ts';
import { challengeAddresses, challengeTokenHash, newChallengeToken } from './challenge-token.ts';
import { declineBudget } from './decline-budget.ts';
import {
  logProviderFailure,
  type TChallenge,
  type TChargeResult,
  type TPaymentProvider,
  type TStoredCardChargeRequest,
} from './payment-provider.ts';
import {
  BUYABLE_STATUSES,
  declineAnswer,
  isOneOff,
  isPacket,
  mayChargeAgain,
  oneMonthLater,
  parseAdditionalServices,
  SUBSCRIBABLE_STATUSES,
  statusAfterDecline,
  statusAfterPayment,
  type TPaymentKind,
  toCardBrand,
  toDeclineCode,
  wizardProgressAfterPayment,
} from './payment-rules.ts';
import { recordSettledPeriod } from './renewals.ts';
import {
  findAccountInformation,
  findAccountStatus,
  findCreditNote,
  findHeldProductLine,
  findHeldProducts,
  findInvoice,
  findInvoiceIdOfPayment,
  findInvoiceLines,
  findPaymentByKey,
  insertPendingPayment,
  listInvoices,
  recordFailedPayment,
  recordSucceededPayment,
  removeAccountProduct,
  reopenPayment,
  saveChallenge,
  saveProviderRef,
  type TInvoiceLineInput,
  type TInvoiceLineRow,
  type TInvoiceRow,
  type TPaymentRow,
} from './repository.ts';
import {
  findLiveSubscription,
  findRenewalLines,
  findStoredCard,
  type TCardToKeep,
  type TStoredCardRow,
  type TSubscriptionRow,
} from './subscription-repository.ts';

export type TPaymentsApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'rateLimiter' | 'config'>;
type TScope = z.output<typeof ZAccountScopeQuery>;

const isStaffScope = (scope: TScope) => scope.all !== undefined || scope.user_id !== undefined;

export function declined(code: Parameters<typeof declineAnswer>[0]): HttpError {
  const { status, messageKey } = declineAnswer(code);
  return new HttpError(status, messageKey);
}

/**
 * What a payment call sends: the company, the card (null: the card the line's subscription
 * keeps), where the bank's page returns to, and a buy's other add-ons.
 */
export type TPayBody = {
  account_id: number;
  return_to?: string | undefined;
  add_on_ids?: number[] | undefined;
  /** The held stage session the conference hour pays (issue 17). */
  session_id?: number | undefined;
  card: z.output<typeof ZCardFields> | null;
};

export type TPayInput = {
  kind: TPaymentKind;
  brandId: TProductType;
  productId: number;
  body: TPayBody;
  idempotencyKey: string;
  scope: TScope;
  language: TLanguage;
  ip: string;
};

/** What a stored payment answers, the first time and on every repeat of its Idempotency-Key. */
async function paymentOutcome(app: TPaymentsApp, payment: TPaymentRow): Promise<TPaymentResult> {
  if (payment.status === 'pending') throw new HttpError(409, 'payments.inProgress');
  if (payment.status === 'failed') throw declined(toDeclineCode(payment.failureCode));
  const [invoiceId, accountStatus] = await Promise.all([
    findInvoiceIdOfPayment(app.db, payment.id),
    findAccountStatus(app.db, payment.accountId),
  ]);
  return {
    payment_id: payment.id,
    status: payment.status,
    amount: payment.amount,
    card_last4: payment.cardLast4,
    card_brand: toCardBrand(payment.cardBrand),
    invoice_id: invoiceId,
    account_status: accountStatus ?? ACCOUNT_STATUSES.closed,
    challenge_url: null,
  };
}

/** A repeated Idempotency-Key belongs to this very call (409 for another company, product or kind). */
function requireSameCall(payment: TPaymentRow, input: TPayInput): void {
  const sameCall =
    payment.accountId === input.body.account_id &&
    payment.productId === input.productId &&
    payment.kind === input.kind;
  if (!sameCall) throw new HttpError(409, 'payments.idempotencyKeyReused');
}

/** A repeated Idempotency-Key: the first outcome, if the key was used for this very call. */
function replay(app: TPaymentsApp, payment: TPaymentRow, input: TPayInput): Promise<TPaymentResult> {
  requireSameCall(payment, input);
  return paymentOutcome(app, payment);
}

/** The one active product of the line, named in the caller's language (404 otherwise). */
async function findBrandProduct(
  app: TPaymentsApp,
  brandId: number,
  productId: number,
  language: TLanguage,
): Promise<TProductRow> {
  const [product] = await findProducts(app.db, { brandIds: [brandId], id: productId }, language);
  if (!product) throw new HttpError(404, 'errors.productNotFound');
  return product;
}

type TBasket = {
  lines: TInvoiceLineInput[];
  /** A line whose renewal is unpaid: this payment settles its due period instead of starting one. */
  settles?: TSubscriptionRow;
  /** The held stage session the payment confirms (the conference hour). */
  session?: { id: number };
};

/**
 * A subscription's basket: the packet, plus (accountant line) the add-ons the wizard saved in
 * `additional_services`, each of which must be an add-on of this packet (422 naming it).
 */
async function subscriptionBasket(
  app: TPaymentsApp,
  account: TAccountRow,
  packet: TProductRow,
  held: Awaited<ReturnType<typeof findHeldProducts>>,
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
    const due = await findRenewalLines(app.db, account.id, [packet.id], language);
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
  await requireCompleteApplication(app, account.id, packet, now);
  const lines: TInvoiceLineInput[] = [line(packet, oneMonthLater(now))];
  // The accountant wizard saves its add-ons in `additional_services`; the office wizard sends its
  // choice with the payment (`add_on_ids`). Either way each must be an add-on of this packet.
  let chosen: number[] = [];
  if (packet.brandId === PRODUCT_TYPES.accountant) {
    const parsed = parseAdditionalServices(
      await findAccountInformation(app.db, account.id, 'additional_services'),
    );
    if ('invalid' in parsed) {
      throw new HttpError(422, 'payments.unknownAdditionalService', { params: { id: parsed.invalid } });
    }
    chosen = parsed.ids;
  } else {
    chosen = [...new Set(addOnIds)];
  }
  if (chosen.length > 0) {
    const addOns = await findAddOns(app.db, [packet.id], language);
    for (const id of chosen) {
      const addOn = addOns.find((candidate) => candidate.id === id);
      if (!addOn) throw new HttpError(422, 'payments.unknownAdditionalService', { params: { id } });
      lines.push(line(addOn, addOn.billing === 'monthly' ? oneMonthLater(now) : null));
    }
  }
  return { lines };
}

/**
 * Before a packet is charged its application is complete (422 naming what is missing): for the
 * accountant line the founder's answers, the address, the documents and the packet saved; for
 * the office line the office packet saved.
 */
async function requireCompleteApplication(
  app: TPaymentsApp,
  accountId: number,
  packet: TProductRow,
  now: Date,
) {
  const answers = await accountAnswers(app, accountId);
  let problems: Record<string, string> = {};
  if (packet.brandId === PRODUCT_TYPES.accountant) {
    problems = applicationProblems({
      answers,
      documentKinds: await documentKindsOf(app, accountId),
      paidPacketId: packet.id,
      today: todayInIstanbul(now),
    });
  } else if (packet.brandId === PRODUCT_TYPES.office && answers.office_packet_id !== String(packet.id)) {
    problems = { office_packet_id: APPLICATION_MESSAGES.packetNotSaved };
  }
  // The network's membership (brand 7) has no application to fill in: it is bought as it is.
  if (Object.keys(problems).length === 0) return;
  throw new HttpError(422, APPLICATION_MESSAGES.incomplete, {
    fields: Object.fromEntries(
      Object.entries(problems).map(([field, message]) => [
        field,
        isMessageKey(message) ? message : 'validation.invalidValue',
      ]),
    ),
  });
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
function buyBasket(
  account: TAccountRow,
  products: readonly TProductRow[],
  held: Awaited<ReturnType<typeof findHeldProducts>>,
): TBasket {
  if (!products.every(isOneOff)) throw new HttpError(422, 'payments.notABuy');
  if (!BUYABLE_STATUSES.includes(account.status)) throw new HttpError(409, 'payments.accountNotPayable');
  for (const product of products) {
    if (product.parentId !== null && !held.some((p) => p.productId === product.parentId)) {
      throw new HttpError(409, 'payments.packetRequired');
    }
  }
  return { lines: products.map((product) => line(product, null)) };
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
  const lines: TInvoiceLineInput[] = [line(product, null)];
  const chosen = [...new Set(input.addOnIds)].filter((id) => id !== product.id);
  if (chosen.length > 0) {
    const addOns = await findAddOns(app.db, [product.id], input.language);
    for (const id of chosen) {
      const addOn = addOns.find((candidate) => candidate.id === id);
      if (!addOn) throw new HttpError(422, 'payments.unknownAdditionalService', { params: { id } });
      lines.push(line(addOn, null));
    }
  }
  return { lines, session };
}

/** The card the line's live subscription keeps, if any (a buy may be charged to it). */
async function findCardOnFile(
  app: TPaymentsApp,
  accountId: number,
  brandId: number,
): Promise<TStoredCardRow | null> {
  const live = await findLiveSubscription(app.db, accountId, brandId);
  return live ? findStoredCard(app.db, live.cardId) : null;
}

function line(product: TProductRow, nextPaymentAt: Date | null): TInvoiceLineInput {
  return {
    productId: product.id,
    description: product.name,
    quantity: 1,
    unitPrice: product.price,
    total: product.price,
    nextPaymentAt,
  };
}

/**
 * `POST brands/{type}/products/{id}/subscription|buy`. The Idempotency-Key is claimed with a
 * pending payment before the card is charged, so a repeated call (double click, retry after a
 * timeout) answers the first outcome and never charges twice. The card number and CVC go to the
 * provider and nowhere else: only the last four digits and the brand are stored.
 */
export async function pay(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  auth: TAuth,
  input: TPayInput,
): Promise<TPaymentResult> {
  const { body, kind, language } = input;
  // The menu's buy entries: a packet needs "can't buy products", an add-on "show additional services".
  requireCustomerPermission(
    auth,
    kind === 'subscription' ? PERMISSIONS.cantBuyProducts : PERMISSIONS.showAdditionalServices,
  );
  // A member needs the company's 'pay' switch (issue 16); staff are never limited by switches.
  const account = await reachableAccount(app, auth, body.account_id, isStaffScope(input.scope), 'pay');

  const previous = await findPaymentByKey(app.db, auth.user.id, input.idempotencyKey);
  if (previous && !mayChargeAgain(previous)) return replay(app, previous, input);
  if (previous) requireSameCall(previous, input);

  const product = await findBrandProduct(app, input.brandId, input.productId, language);
  const basket = await basketFor(
    app,
    account,
    product,
    kind,
    language,
    body.add_on_ids ?? [],
    body.session_id,
  );
  const cardOnFile = body.card ? null : await findCardOnFile(app, account.id, product.brandId);
  if (!body.card && !cardOnFile) throw new HttpError(409, 'payments.noCardOnFile');

  const budget = declineBudget(app, auth, account.id, input.ip);
  await budget.reserve();
  try {
    const outcome = await charge(app, provider, auth, input, { basket, cardOnFile, previous });
    await budget.release();
    return outcome;
  } catch (error) {
    // Only a decline spends the budget; a refused call or a fault of ours gives the attempt back.
    if (!(error instanceof CardDeclined)) await budget.release();
    throw error instanceof CardDeclined ? error.answer : error;
  }
}

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

/** A decline, carried out of `charge` so that `pay` knows to keep the budget spent. */
export class CardDeclined extends Error {
  constructor(readonly answer: HttpError) {
    super('card declined');
  }
}

export type TCharge = {
  account: TAccountRow;
  product: TProductRow;
  held: Awaited<ReturnType<typeof findHeldProducts>>;
  lines: TInvoiceLineInput[];
  totals: ReturnType<typeof invoiceTotals>;
  now: Date;
  settles: TSubscriptionRow | undefined;
  /** The held stage session this payment confirms. */
  session: { id: number } | undefined;
};

/**
 * Claims the Idempotency-Key with a pending payment (or takes back the key's payment that charged
 * nothing), charges the card and records the outcome.
 */
async function charge(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  auth: TAuth,
  input: TPayInput,
  {
    basket,
    cardOnFile,
    previous,
  }: { basket: TCharge; cardOnFile: TStoredCardRow | null; previous: TPaymentRow | null },
): Promise<TPaymentResult> {
  const { account, product, totals } = basket;
  const { body, kind } = input;
  const kept = body.card
    ? cardDetailsOf(body.card)
    : {
        brand: cardOnFile?.brand ?? 'other',
        last4: cardOnFile?.last4 ?? '',
        expireMonth: cardOnFile?.expireMonth ?? 0,
        expireYear: cardOnFile?.expireYear ?? 0,
      };
  const pending = {
    accountId: account.id,
    userId: auth.user.id,
    productId: product.id,
    addOnIds: basket.lines.map((l) => l.productId).filter((id) => id !== product.id),
    kind,
    idempotencyKey: input.idempotencyKey,
    amount: totals.total,
    provider: provider.name,
    cardLast4: kept.last4,
    cardBrand: kept.brand,
    cardExpireMonth: kept.expireMonth,
    cardExpireYear: kept.expireYear,
    at: basket.now,
  };
  // One transaction: a held stage hour is claimed by this payment with it, or neither is written.
  const payment = await app.db.transaction(async (tx) => {
    const opened = previous
      ? await reopenPayment(tx, previous.id, pending)
      : await insertPendingPayment(tx, pending);
    // The session is found again by its payment (a 3-D Secure answer); another payment of it under way is 409.
    if (opened && basket.session) await claimSessionForPayment(tx, basket.session.id, opened.id);
    return opened;
  });
  if (!payment) {
    // The same key got in first (a concurrent double click): answer what it did.
    const winner = await findPaymentByKey(app.db, auth.user.id, input.idempotencyKey);
    if (!winner) throw new HttpError(409, 'payments.inProgress');
    return replay(app, winner, input);
  }

  const challengeToken = newChallengeToken();
  const challenge = challengeAddresses(app.config.appUrl, challengeToken);
  let result: TChargeResult | TChallenge;
  const request: Omit<TStoredCardChargeRequest, 'cardToken'> = {
    amountKurus: totals.total,
    currency: CURRENCY,
    // Unique per payment (the client's key is unique per payer only).
    idempotencyKey: providerKeyOf(payment),
    description: product.name,
  };
  try {
    result = body.card
      ? await provider.charge({
          ...request,
          card: providerCardOf(body.card),
          // A packet's card is kept for its renewals.
          storeCard: kind === 'subscription',
          challengeCallbackUrl: challenge.callback,
        })
      : await provider.chargeStoredCard({ ...request, cardToken: cardOnFile?.token ?? '' });
  } catch (error) {
    logProviderFailure(app, provider, payment.id, error);
    // No answer is no refusal (a timeout may have charged): the payment stays pending and the
    // reconciliation job asks the provider later.
    throw new HttpError(503, 'payments.outcomeUnknown');
  }

  if ('challenge' in result) {
    // The bank asks the payer first: nothing is charged or recorded until its answer comes back.
    await saveChallenge(app.db, payment.id, {
      tokenHash: challengeTokenHash(challengeToken),
      providerRef: result.challenge.providerRef,
      page: result.challenge.page,
      returnTo: body.return_to ?? `/${input.language}`,
    });
    return {
      payment_id: payment.id,
      status: 'pending',
      amount: payment.amount,
      card_last4: payment.cardLast4,
      card_brand: toCardBrand(payment.cardBrand),
      invoice_id: null,
      account_status: account.status,
      challenge_url: challenge.page,
    };
  }
  return settleCharge(app, provider, { userId: auth.user.id, kind, ip: input.ip }, payment, basket, result);
}

/** Who paid, for what, from where: what recording an outcome needs besides the payment itself. */
export type TPayer = { userId: number; kind: TPaymentKind; ip: string | null };

/** A subscription's kept card, as the pending payment holds it (its expiry came with the card). */
function cardToKeep(
  provider: TPaymentProvider,
  payment: TPaymentRow,
  token: string | undefined,
): TCardToKeep | null {
  if (!token || payment.cardExpireMonth === null || payment.cardExpireYear === null) return null;
  return {
    provider: provider.name,
    token,
    brand: toCardBrand(payment.cardBrand),
    last4: payment.cardLast4,
    expireMonth: payment.cardExpireMonth,
    expireYear: payment.cardExpireYear,
  };
}

/**
 * Records the provider's outcome of a pending payment: a refusal (with the status change it
 * brings, and a security event), or the payment, its invoice, the products and the subscription.
 * A refusal throws its answer (`CardDeclined` when it spends the decline budget).
 */
export async function settleCharge(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  payer: TPayer,
  payment: TPaymentRow,
  { account, product, held, lines, totals, now, settles, session }: TCharge,
  result: TChargeResult,
): Promise<TPaymentResult> {
  const { kind } = payer;
  const brandId = product.brandId;
  const lineStatus = await lineStatusOrNew(app.db, account.id, brandId);
  if (!result.ok) {
    await recordFailedPayment(app.db, {
      paymentId: payment.id,
      accountId: account.id,
      code: result.code,
      statusChange: changeTo(
        brandId,
        statusAfterDecline(kind, lineStatus, result.code),
        lineStatus,
        payer.userId,
      ),
    });
    await recordSecurityEvent(app, {
      type: 'payment_declined',
      userId: payer.userId,
      accountId: account.id,
      ip: payer.ip,
      detail: { payment_id: payment.id, code: result.code },
    });
    // The provider being down is no sign of card testing: it does not spend the budget.
    if (result.code === 'provider_unavailable') throw declined(result.code);
    throw new CardDeclined(declined(result.code));
  }

  const keptCard = cardToKeep(provider, payment, result.cardToken);
  try {
    const record = {
      paymentId: payment.id,
      accountId: account.id,
      providerRef: result.providerRef,
      at: now,
      invoiceYear: todayInIstanbul(now).slice(0, 4),
      lines,
      totals: { ...totals, vatRate: VAT_RATE_PERCENT },
    };
    if (settles) {
      await recordSettledPeriod(app.db, {
        ...record,
        subscription: settles,
        card: keptCard,
        addedBy: payer.userId,
      });
    } else {
      await recordSucceededPayment(app.db, {
        ...record,
        statusChange: changeTo(
          brandId,
          statusAfterPayment(
            kind,
            brandId,
            lineStatus,
            held.some((p) => p.brandId === brandId),
          ),
          lineStatus,
          payer.userId,
        ),
        information: wizardProgressAfterPayment(kind, product.brandId),
        ...(session ? { session: { id: session.id } } : {}),
        ...(kind === 'subscription'
          ? {
              subscription: {
                productId: product.id,
                brandId: product.brandId,
                periodStart: now,
                periodEnd: oneMonthLater(now),
                amount: totals.total,
                card: keptCard,
                addedBy: payer.userId,
              },
            }
          : {}),
      });
    }
  } catch (error) {
    // Charged but not recorded: keep the reference on the pending payment for a refund or a fix.
    await saveProviderRef(app.db, payment.id, result.providerRef).catch(() => undefined);
    app.log.error({ paymentId: payment.id, providerRef: result.providerRef }, 'charged payment not recorded');
    throw error;
  }
  // The office's secretary serves a company whose office packet is paid (its line and mail).
  if (kind === 'subscription' && brandId === PRODUCT_TYPES.office) {
    await attachOfficeSecretary(app.db, account.id);
  }
  return paymentOutcome(app, { ...payment, status: 'succeeded', providerRef: result.providerRef });
}

function changeTo(brandId: number, to: ReturnType<typeof statusAfterPayment>, from: number, userId: number) {
  return to === null ? null : { brandId, from, to, changedBy: userId };
}

/** The provider's idempotency key of a payment: unique per payment (the client's is per payer only). */
export const providerKeyOf = (payment: TPaymentRow) => `${payment.id}-${payment.idempotencyKey}`;

/** `GET accounts/{id}/products`: what the account holds, optionally of some product lines. */
export async function listAccountProducts(
  app: TPaymentsApp,
  auth: TAuth,
  accountId: number,
  scope: TScope,
  brandIds: readonly number[] | undefined,
  language: TLanguage,
): Promise<TAccountProduct[]> {
  await reachableAccount(app, auth, accountId, isStaffScope(scope), 'read');
  return findAccountProducts(app.db, accountId, language, brandIds);
}

/**
 * `DELETE accounts/{id}/products/{productId}/remove`: staff of the account (or an admin) detach
 * a product; a customer gets 403 (cancelling goes through the company's advisor).
 */
export async function removeProduct(
  app: TPaymentsApp,
  auth: TAuth,
  accountId: number,
  productId: number,
  scope: TScope,
): Promise<void> {
  const account = await reachableAccount(app, auth, accountId, isStaffScope(scope), 'changeStatus');
  // Staff detach only a product of the line they serve.
  const line = await findHeldProductLine(app.db, accountId, productId);
  if (isProductLine(line)) authorizeStaffArea(auth, account, LINE_STAFF_AREA[line]);
  const removed = await removeAccountProduct(app.db, accountId, productId, app.now());
  if (removed === 0) throw new HttpError(404, 'errors.notFound');
}

export type TInvoiceView = { invoice: TInvoiceRow; lines: TInvoiceLineRow[] };

function presentInvoice({ invoice, lines }: TInvoiceView): TInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    account_id: invoice.accountId,
    account_name: invoice.accountName,
    issued_at: invoice.issuedAt.toISOString(),
    subtotal: invoice.subtotal,
    vat_rate: invoice.vatRate,
    vat: invoice.vat,
    total: invoice.total,
    card_last4: invoice.cardLast4,
    card_brand: toCardBrand(invoice.cardBrand),
    lines: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      total: l.total,
    })),
    pdf_url: `/api/invoices/${invoice.id}/pdf`,
  };
}

/**
 * `GET invoices`: of every company the caller belongs to, or of one (`account_id`): a member's,
 * or any company's for staff holding 'show accounts all'. Another customer's company: 404.
 */
export async function findInvoices(
  app: TPaymentsApp,
  auth: TAuth,
  query: { page: number; per_page: number; account_id?: number | undefined },
  language: TLanguage,
): Promise<{ data: TInvoice[]; meta: TPageMeta }> {
  if (query.account_id !== undefined) {
    // Naming the company is the staff view: no `?all` needed on top.
    await reachableAccount(app, auth, query.account_id, true, 'read');
  }
  const { rows, total } = await listInvoices(app.db, {
    ...(query.account_id !== undefined ? { accountId: query.account_id } : { memberId: auth.user.id }),
    page: query.page,
    perPage: query.per_page,
  });
  const lines = await findInvoiceLines(
    app.db,
    rows.map((row) => row.id),
    language,
  );
  return {
    data: rows.map((invoice) =>
      presentInvoice({ invoice, lines: lines.filter((l) => l.invoiceId === invoice.id) }),
    ),
    meta: pageMeta(query, total),
  };
}

/** One invoice with its lines, for its company's members and staff allowed to see it (404 otherwise). */
/** A credit note with the invoice it refunds (its lines are the refund's), for whoever may read that invoice. */
export async function getCreditNote(
  app: TPaymentsApp,
  auth: TAuth,
  id: number,
  language: TLanguage,
): Promise<TInvoiceView & { creditNote: { number: string; issuedAt: Date; invoiceNumber: string } }> {
  const creditNote = await findCreditNote(app.db, id);
  if (!creditNote) throw new HttpError(404, 'errors.notFound');
  const { invoice, lines } = await getInvoice(app, auth, creditNote.invoiceId, language);
  return {
    invoice,
    lines,
    creditNote: { number: creditNote.number, issuedAt: creditNote.issuedAt, invoiceNumber: invoice.number },
  };
}

export async function getInvoice(
  app: TPaymentsApp,
  auth: TAuth,
  id: number,
  language: TLanguage,
): Promise<TInvoiceView> {
  const invoice = await findInvoice(app.db, id);
  if (!invoice) throw new HttpError(404, 'errors.notFound');
  await reachableAccount(app, auth, invoice.accountId, true, 'read');
  return { invoice, lines: await findInvoiceLines(app.db, [invoice.id], language) };
}
