import { z } from 'zod';
import { ZRecordId } from '../products/product-requests.ts';
import { CARD_BRANDS, ZCardFields } from './card.ts';
import { ZSalesTermsAcceptance } from './sales-terms.ts';

/**
 * `POST brands/{type}/products/{id}/subscription` (a monthly packet, with the add-ons saved as
 * the account's `additional_services`) and `POST brands/{type}/products/{id}/buy` (a one-off
 * add-on): the card fields and the account paid for. The card number and CVC go to the payment
 * provider and nowhere else.
 */
/**
 * Where the bank's 3-D Secure page sends the payer back to: a page of the portal (`/tr/…`,
 * `/en/…`), never another site. Without it, the home page.
 */
export const ZReturnPath = z
  .string()
  .max(300)
  .regex(/^\/(tr|en)(\/[^\s\\]*)?$/);

export const ZPaymentRequest = z.intersection(
  ZCardFields,
  z.object({
    account_id: ZRecordId,
    return_to: ZReturnPath.optional(),
    // A new sale's acceptance of the pre-information form and the contract (sales-terms.ts).
    ...ZSalesTermsAcceptance.shape,
  }),
);

/** Other one-off add-ons of the same line a buy pays in the same charge (one invoice). */
const ZAddOnIds = z.array(ZRecordId).max(20).optional();

/**
 * The network's conference hour (issue 17) pays the stage hour the company holds: the held
 * session's id (`POST network/stages/{id}/bookings`). Only that product takes it.
 */
const ZHeldSessionId = ZRecordId.optional();

/** `POST brands/{type}/products/{id}/buy`: a new card, and optionally more add-ons (or the held session). */
export const ZBuyRequest = z.intersection(
  ZPaymentRequest,
  z.object({ add_on_ids: ZAddOnIds, session_id: ZHeldSessionId }),
);

/** `POST brands/{type}/products/{id}/buy/card-on-file`: the card the line's subscription keeps. */
export const ZCardOnFileBuyRequest = z.object({
  account_id: ZRecordId,
  return_to: ZReturnPath.optional(),
  add_on_ids: ZAddOnIds,
  session_id: ZHeldSessionId,
  ...ZSalesTermsAcceptance.shape,
});

/**
 * `POST brands/{type}/products/{id}/subscription/card-on-file`: a new packet charged to the card
 * the company keeps (issue 36: the office and the network's packets without typing it again),
 * with the acceptance of the sale's documents and, for the office line, its add-ons.
 */
export const ZCardOnFileSubscriptionRequest = z.object({
  account_id: ZRecordId,
  return_to: ZReturnPath.optional(),
  add_on_ids: ZAddOnIds,
  ...ZSalesTermsAcceptance.shape,
});

/**
 * Every payment call carries this header: the same key twice (a double click, a retry after a
 * timeout) answers the first outcome and never charges again. The web app makes one per card form.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Why a charge was refused, each with its own translated message (`payments.declined.*`): by the
 * provider, or (the last two) by the portal before completing a 3-D Secure charge, when the stage
 * hour's hold lapsed on the bank's page: the hour still free, or taken meanwhile.
 */
export const PAYMENT_DECLINE_CODES = [
  'insufficient_funds',
  'do_not_honour',
  'invalid_card',
  'expired_card',
  'provider_unavailable',
  'hold_expired',
  'hour_taken',
] as const;
export type TPaymentDeclineCode = (typeof PAYMENT_DECLINE_CODES)[number];

export const ZPaymentResult = z.object({
  payment_id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  card_last4: z.string(),
  card_brand: z.enum(CARD_BRANDS),
  invoice_id: z.number().int().nullable(),
  /** The account's status after the payment (3 waiting for approval after the application's packet). */
  account_status: z.number().int(),
  /**
   * Set while `status` is `pending` because the bank asks the payer to confirm (3-D Secure): open
   * this page; nothing is charged or recorded until the bank's answer comes back.
   */
  challenge_url: z.string().nullable().default(null),
});
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

const ZInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  total: z.number().int(),
  /**
   * A monthly product's line: the subscription period it pays, first and last day (Istanbul
   * calendar dates, `YYYY-MM-DD`); null for a one-off line.
   */
  period: z.object({ start: z.iso.date(), end: z.iso.date() }).nullable(),
});

export const ZInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  account_id: z.number().int(),
  account_name: z.string(),
  issued_at: z.iso.datetime(),
  subtotal: z.number().int(),
  vat_rate: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  card_last4: z.string(),
  card_brand: z.enum(CARD_BRANDS),
  lines: z.array(ZInvoiceLine),
  /** The PDF, behind the owner's token. */
  pdf_url: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/**
 * After the bank's 3-D Secure page the payer lands on `return_to` with these query parameters:
 * the payment, `succeeded` or `failed`, and why it failed.
 */
export const THREE_DS_RETURN_PARAMS = {
  payment: 'payment',
  status: 'payment_status',
  code: 'payment_code',
} as const;

/** What `payment_status` says: a payment's outcome, or (change card) whether the card was kept. */
const THREE_DS_RETURN_STATUSES = ['succeeded', 'failed', 'pending', 'card_saved', 'card_failed'] as const;
export type TThreeDsReturnStatus = (typeof THREE_DS_RETURN_STATUSES)[number];
