import { z } from 'zod';
import { ZAccountProduct, ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { pagedQuery, paginated, ZPageQuery } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZBrandProductParams, ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import {
  ZBuyRequest,
  ZCardOnFileBuyRequest,
  ZCardOnFileSubscriptionRequest,
  ZInvoice,
  ZPaymentRequest,
  ZPaymentResult,
} from './payment-schemas.ts';
import { ZSalesTerms, ZSalesTermsQuery } from './sales-terms.ts';

const PAYMENT_NOTE =
  'Send an `Idempotency-Key` header (16-64 of A-Z a-z 0-9 _ -, one per card form): the same key again answers the first outcome and never charges twice (409 while the first is still running). A refused card answers 402 with its message, a provider outage 503. Only the last four digits and the brand of the card are kept. When the bank asks for 3-D Secure the answer is `status: pending` with a `challenge_url` to open; the payment completes when the bank answers.';

const PAYMENT = {
  tags: ['payments'],
  description: PAYMENT_NOTE,
  auth: 'required',
  params: ZBrandProductParams,
  query: ZAccountScopeQuery,
  body: ZPaymentRequest,
  status: 201,
  result: ZPaymentResult,
  failures: [400, 401, 402, 403, 404, 409, 422, 503],
} as const;

/**
 * The customer's menu permission behind each kind of sale: a packet is bought from "buy a packet",
 * a one-off add-on (a stage hour too) from the additional services. The documents of a sale are
 * read with the permission that pays for it.
 */
export const SALE_PERMISSIONS = {
  subscription: PERMISSIONS.cantBuyProducts,
  buy: PERMISSIONS.showAdditionalServices,
} as const;

export const payForSubscriptionRoute = defineRoute({
  ...PAYMENT,
  access: {
    kind: 'account',
    account: 'body.account_id',
    customerPermission: SALE_PERMISSIONS.subscription,
    staffView: 'asked',
    action: 'pay',
  },
  // `add_on_ids`: the office wizard's add-ons of this packet, paid in the same charge (issue 15).
  body: ZBuyRequest,
  method: 'POST',
  path: '/brands/:type/products/:id/subscription',
  summary:
    "Pays a line's monthly packet in one charge with its add-ons: those saved in `additional_services` (accountant line) or named in `add_on_ids` (office line); the application then waits for approval",
});

export const payForSubscriptionWithCardOnFileRoute = defineRoute({
  ...PAYMENT,
  access: {
    kind: 'account',
    account: 'body.account_id',
    customerPermission: SALE_PERMISSIONS.subscription,
    staffView: 'asked',
    action: 'pay',
  },
  body: ZCardOnFileSubscriptionRequest,
  method: 'POST',
  path: '/brands/:type/products/:id/subscription/card-on-file',
  summary:
    "As `subscription`, charged to the card the company keeps (the line's own, else the one its latest packet renews from; 409 when it keeps none); the new packet renews from that card",
});

/**
 * The pre-information form and the distance sales contract of a payment, filled from the order
 * it would charge now, in the caller's language, with the renewal terms and the card on file.
 */
export const getSalesTermsRoute = defineRoute({
  tags: ['payments'],
  method: 'GET',
  path: '/brands/:type/products/:id/sales-terms',
  summary:
    "The pre-information form and the distance sales contract of the order a payment would charge now (in the caller's language), whether the payment needs their acceptance, their hash to echo, the renewal day and the card on file",
  auth: 'required',
  // The customer's permission depends on the sale (`kind`): the handler checks SALE_PERMISSIONS.
  access: { kind: 'account', account: 'query.account_id', staffView: 'asked', action: 'read' },
  params: ZBrandProductParams,
  query: ZSalesTermsQuery,
  result: ZSalesTerms,
  failures: [401, 403, 404, 409, 422],
});

export const payForAddOnRoute = defineRoute({
  ...PAYMENT,
  access: {
    kind: 'account',
    account: 'body.account_id',
    customerPermission: SALE_PERMISSIONS.buy,
    staffView: 'asked',
    action: 'pay',
  },
  body: ZBuyRequest,
  method: 'POST',
  path: '/brands/:type/products/:id/buy',
  summary:
    'Pays a one-off add-on, and the other one-off add-ons named in `add_on_ids` in the same charge and invoice (an add-on needs its packet on the account)',
});

export const payForAddOnWithCardOnFileRoute = defineRoute({
  ...PAYMENT,
  access: {
    kind: 'account',
    account: 'body.account_id',
    customerPermission: SALE_PERMISSIONS.buy,
    staffView: 'asked',
    action: 'pay',
  },
  body: ZCardOnFileBuyRequest,
  method: 'POST',
  path: '/brands/:type/products/:id/buy/card-on-file',
  summary:
    "As `buy`, charged to the card the line's subscription keeps (409 when it keeps none); the bank is not asked again",
});

/** `filters=brands:1` (accountant), `brands:2` (office), or several: `brands:1,2`. */
const ZAccountProductsQuery = ZAccountScopeQuery.extend({
  filters: z
    .string()
    .regex(/^brands:\d{1,3}(,\d{1,3})*$/, VALIDATION_MESSAGES.invalidValue)
    .optional()
    .describe('`brands:1`, `brands:2` or `brands:1,2`; none: every product'),
});

export const getAccountProductsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/products',
  tags: ['accounts'],
  summary:
    "The company's products (packets and add-ons it paid for, not removed), optionally of some product lines",
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  params: z.object({ id: ZRecordId }),
  query: ZAccountProductsQuery,
  result: z.object({ data: z.array(ZAccountProduct) }),
  failures: [401, 403, 404, 422],
});

export const removeAccountProductRoute = defineRoute({
  method: 'DELETE',
  path: '/accounts/:id/products/:productId/remove',
  tags: ['accounts'],
  summary:
    "Removes a product from the company: an admin, or the company's advisor/secretary (a customer gets 403)",
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'changeStatus' },
  params: z.object({ id: ZRecordId, productId: ZRecordId }),
  query: ZAccountScopeQuery,
  result: z.null(),
  failures: [401, 403, 404, 422],
});

const ZInvoiceListQuery = pagedQuery(
  ZPageQuery.extend({
    account_id: ZRecordId.optional().describe(
      "One company's invoices: a member's, or any company's for staff holding 'show accounts all'",
    ),
  }),
);

export const getInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/invoices',
  tags: ['payments'],
  summary: "The invoices of the caller's companies (or of one, `account_id`), newest first",
  auth: 'required',
  access: {
    kind: 'account',
    account: 'query.account_id',
    optional: true,
    staffView: 'implied',
    action: 'read',
  },
  query: ZInvoiceListQuery,
  result: paginated(ZInvoice),
  failures: [401, 403, 404, 422],
});

export const getInvoiceRoute = defineRoute({
  method: 'GET',
  path: '/invoices/:id',
  tags: ['payments'],
  summary:
    "One invoice as the list gives it, its lines named in the caller's language (the link of its receipt mail opens it)",
  auth: 'required',
  access: { kind: 'accountOfResource', staffView: 'implied', action: 'read' },
  params: z.object({ id: ZRecordId }),
  result: ZInvoice,
  failures: [401, 403, 404, 422],
});

export const getInvoicePdfRoute = defineRoute({
  method: 'GET',
  path: '/invoices/:id/pdf',
  tags: ['payments'],
  summary: "The invoice as a PDF in the caller's language, as an attachment `<number>.pdf`",
  auth: 'required',
  access: { kind: 'accountOfResource', staffView: 'implied', action: 'read' },
  params: z.object({ id: ZRecordId }),
  result: 'file',
  failures: [401, 403, 404, 422],
});

export const getInvoiceXmlRoute = defineRoute({
  method: 'GET',
  path: '/invoices/:id/xml',
  tags: ['payments'],
  summary:
    "The invoice as UBL-TR 1.2 XML (an e-Arşiv invoice, UBL 2.1), as an attachment `<number>.xml`; 503 while the portal's tax identity (INVOICE_SELLER_VKN) is not configured",
  auth: 'required',
  access: { kind: 'accountOfResource', staffView: 'implied', action: 'read' },
  params: z.object({ id: ZRecordId }),
  result: 'file',
  failures: [401, 403, 404, 422, 503],
});

const ZChallengeParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) });

export const getPaymentChallengeRoute = defineRoute({
  tags: ['payments'],
  method: 'GET',
  path: '/payments/3ds/:token',
  summary: "The bank's 3-D Secure page of a pending payment, as its provider gave it (HTML)",
  auth: 'none',
  access: { kind: 'public' },
  params: ZChallengeParams,
  result: 'file',
  failures: [404],
});

/** What the bank posts back: each provider has its own fields (iyzico: status, paymentId, mdStatus…). */
const ZChallengeCallback = z.record(z.string(), z.string().max(2000));

export const completePaymentChallengeRoute = defineRoute({
  tags: ['payments'],
  method: 'POST',
  path: '/payments/3ds/:token/callback',
  summary:
    "The bank's answer to 3-D Secure (a form post): completes or fails the payment, then sends the payer back to the page they paid on (303), with `payment`, `payment_status` and `payment_code`",
  auth: 'none',
  access: { kind: 'public' },
  params: ZChallengeParams,
  body: ZChallengeCallback,
  result: 'file',
  failures: [400, 404],
});

export const getCreditNotePdfRoute = defineRoute({
  tags: ['payments'],
  method: 'GET',
  path: '/credit-notes/:id/pdf',
  summary: "A credit note (a refunded invoice) as PDF, for the company's members and its staff",
  auth: 'required',
  access: { kind: 'accountOfResource', staffView: 'implied', action: 'read' },
  params: z.object({ id: ZRecordId }),
  result: 'file',
  failures: [401, 404, 422],
});
