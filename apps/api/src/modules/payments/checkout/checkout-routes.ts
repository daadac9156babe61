import {
  payForAddOnRoute,
  payForAddOnWithCardOnFileRoute,
  payForSubscriptionRoute,
  payForSubscriptionWithCardOnFileRoute,
} from '@portal/contracts/payments/payment-routes';
import type {
  ZBuyRequest,
  ZCardOnFileBuyRequest,
  ZCardOnFileSubscriptionRequest,
} from '@portal/contracts/payments/payment-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../../../plugins/auth/authenticate.ts';
import { translate } from '../../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../../plugins/route-account.ts';
import { contractRoute } from '../../../plugins/route-contract.ts';
import type { TPaymentKind } from '../payment-rules.ts';
import type { TPaymentProvider } from '../providers/payment-provider.ts';
import { pay } from './checkout-service.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import type { TPayBody } from './pay-request.ts';

/** The card fields apart from the rest; a body without them is charged to the card on file. */
function payBodyOf(
  body:
    | z.output<typeof ZBuyRequest>
    | z.output<typeof ZCardOnFileBuyRequest>
    | z.output<typeof ZCardOnFileSubscriptionRequest>,
): TPayBody {
  if (!('card_number' in body)) return { ...body, card: null };
  // Every field that is not the card's is taken out first: the rest is the card, sent to the provider.
  const { account_id, return_to, add_on_ids, session_id, accept_sales_terms, sales_terms_hash, ...card } =
    body;
  return { account_id, return_to, add_on_ids, session_id, accept_sales_terms, sales_terms_hash, card };
}

/** `POST brands/{type}/products/{id}/subscription|buy`: a packet, an add-on or a stage hour paid by card. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ provider: TPaymentProvider }> = async (
  app,
  { provider },
) => {
  const routes = [
    { kind: 'subscription', contract: payForSubscriptionRoute },
    { kind: 'subscription', contract: payForSubscriptionWithCardOnFileRoute },
    { kind: 'buy', contract: payForAddOnRoute },
    { kind: 'buy', contract: payForAddOnWithCardOnFileRoute },
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
        const result = await pay(app, provider, requireAuth(request), routeAccount(request), {
          kind,
          brandId: request.params.type,
          productId: request.params.id,
          body: payBodyOf(request.body),
          idempotencyKey: idempotencyKeyOf(request),
          language,
          ip: request.ip,
        });
        // A pending payment waits for the bank's page: nothing is paid yet to say so.
        const message = result.status === 'pending' ? undefined : translate(language, 'payments.succeeded');
        return reply.code(201).send({ result, ...(message ? { message } : {}) });
      },
    });
  }
};
