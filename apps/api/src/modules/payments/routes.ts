import { ZAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';
import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import {
  IDEMPOTENCY_HEADER,
  ZIdempotencyKey,
  ZPaymentRequest,
  ZPaymentResult,
} from '@portal/contracts/payments/payment-schemas';
import { ZBrandProductParams } from '@portal/contracts/products/product-requests';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { accountProductRoutes } from './account-products-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { paymentProviderFor } from './payment-provider.ts';
import type { TPaymentKind } from './payment-rules.ts';
import { pay } from './service.ts';

/** The Idempotency-Key header: missing or malformed is a malformed request (400), not bad input. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = ZIdempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  if (!parsed.success) throw new HttpError(400, 'payments.idempotencyKeyMissing');
  return parsed.data;
}

const FAILURES = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  402: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
  503: ZErrorResponse,
};

const PAYMENT_NOTE =
  'Send an `Idempotency-Key` header (16-64 of A-Z a-z 0-9 _ -, one per card form): the same key again answers the first outcome and never charges twice (409 while the first is still running). A refused card answers 402 with its message, a provider outage 503. Only the last four digits and the brand of the card are kept.';

/** Card payments (`PAYMENT_PROVIDER`), the products they attach, and their invoices. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.config.paymentProvider);

  const routes: { kind: TPaymentKind; summary: string }[] = [
    {
      kind: 'subscription',
      summary:
        "Pays a line's monthly packet, with the add-ons saved in `additional_services` (accountant line), in one charge; the application then waits for approval",
    },
    { kind: 'buy', summary: 'Pays a one-off add-on (an add-on needs its packet on the account)' },
  ];
  for (const { kind, summary } of routes) {
    app.post(
      `/brands/:type/products/:id/${kind}`,
      {
        onRequest: [app.authenticate],
        // Before the body is validated: a call without its key is malformed whatever it carries.
        preValidation: async (request) => {
          idempotencyKeyOf(request);
        },
        schema: {
          tags: ['payments'],
          summary,
          description: PAYMENT_NOTE,
          security: [{ bearerAuth: [] }],
          params: ZBrandProductParams,
          querystring: ZAccountScopeQuery,
          body: ZPaymentRequest,
          response: { 201: envelope(ZPaymentResult), ...FAILURES },
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        const result = await pay(app, provider, requireAuth(request), {
          kind,
          brandId: request.params.type,
          productId: request.params.id,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request),
          scope: request.query,
          language,
        });
        return reply.code(201).send({ result, message: translate(language, 'payments.succeeded') });
      },
    );
  }

  await app.register(accountProductRoutes);
  await app.register(invoiceRoutes);
};
