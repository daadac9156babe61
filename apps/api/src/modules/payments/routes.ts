import { payForAddOnRoute, payForSubscriptionRoute } from '@portal/contracts/payments/payment-routes';
import { IDEMPOTENCY_HEADER, ZIdempotencyKey } from '@portal/contracts/payments/payment-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
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

/** Card payments (`PAYMENT_PROVIDER`), the products they attach, and their invoices. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.config.paymentProvider);

  const routes = [
    { kind: 'subscription', contract: payForSubscriptionRoute },
    { kind: 'buy', contract: payForAddOnRoute },
  ] as const satisfies readonly { kind: TPaymentKind; contract: unknown }[];
  for (const { kind, contract } of routes) {
    app.route({
      ...contractRoute(app, contract),
      // Before the body is validated: a call without its key is malformed whatever it carries.
      preValidation: async (request) => {
        idempotencyKeyOf(request);
      },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const result = await pay(app, provider, requireAuth(request), {
          kind,
          brandId: request.params.type,
          productId: request.params.id,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request),
          scope: request.query,
          language,
          ip: request.ip,
        });
        return reply.code(201).send({ result, message: translate(language, 'payments.succeeded') });
      },
    });
  }

  await app.register(accountProductRoutes);
  await app.register(invoiceRoutes);
};
