import formbody from '@fastify/formbody';
import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import {
  completePaymentChallengeRoute,
  getPaymentChallengeRoute,
  payForAddOnRoute,
  payForAddOnWithCardOnFileRoute,
  payForSubscriptionRoute,
} from '@portal/contracts/payments/payment-routes';
import {
  IDEMPOTENCY_HEADER,
  type ZBuyRequest,
  type ZCardOnFileBuyRequest,
  ZIdempotencyKey,
} from '@portal/contracts/payments/payment-schemas';
import {
  cancelSubscriptionRoute,
  changeSubscriptionCardRoute,
  changeSubscriptionPacketRoute,
  getSubscriptionsRoute,
  refundSubscriptionChargeRoute,
  resumeSubscriptionRoute,
} from '@portal/contracts/payments/subscription-routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { accountProductRoutes } from './account-products-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { challengePage, completeChallenge } from './payment-challenges.ts';
import { paymentProviderFor } from './payment-provider.ts';
import { defineReconcileJob } from './payment-reconciliation.ts';
import type { TPaymentKind } from './payment-rules.ts';
import { defineRenewalJob } from './renewals.ts';
import { pay, type TPayBody } from './service.ts';
import {
  cancelSubscription,
  changeSubscriptionCard,
  changeSubscriptionPacket,
  listSubscriptions,
  refundCharge,
  resumeSubscription,
} from './subscription-service.ts';

/** The Idempotency-Key header: missing or malformed is a malformed request (400), not bad input. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = ZIdempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  if (!parsed.success) throw new HttpError(400, 'payments.idempotencyKeyMissing');
  return parsed.data;
}

/** The card fields apart from the rest; a body without them is charged to the card on file. */
function payBodyOf(body: z.output<typeof ZBuyRequest> | z.output<typeof ZCardOnFileBuyRequest>): TPayBody {
  if (!('card_number' in body)) return { ...body, card: null };
  // Every field that is not the card's is taken out first: the rest is the card, sent to the provider.
  const { account_id, return_to, add_on_ids, session_id, ...card } = body;
  return { account_id, return_to, add_on_ids, session_id, card };
}

/**
 * The bank's 3-D Secure page is the provider's HTML: iyzico's posts itself to the bank with an
 * inline script. It may run that and post to an https bank, and nothing else: no fetches, no
 * frames, no other scripts; it loads nothing from this origin but inline styles.
 */
const CHALLENGE_PAGE_POLICY =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: https:; form-action 'self' https:; base-uri 'none'; frame-ancestors 'none'";

/** Card payments (`PAYMENT_PROVIDER`), the products they attach, and their invoices. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.config);
  // The bank's 3-D Secure answer arrives as a form post (application/x-www-form-urlencoded).
  await app.register(formbody);

  const routes = [
    { kind: 'subscription', contract: payForSubscriptionRoute },
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
        const result = await pay(app, provider, requireAuth(request), {
          kind,
          brandId: request.params.type,
          productId: request.params.id,
          body: payBodyOf(request.body),
          idempotencyKey: idempotencyKeyOf(request),
          scope: request.query,
          language,
          ip: request.ip,
        });
        // A pending payment waits for the bank's page: nothing is paid yet to say so.
        const message = result.status === 'pending' ? undefined : translate(language, 'payments.succeeded');
        return reply.code(201).send({ result, ...(message ? { message } : {}) });
      },
    });
  }

  app.route({
    ...contractRoute(app, refundSubscriptionChargeRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const { id, subscriptionId, chargeId } = request.params;
      const { subscription, creditNoteNumber } = await refundCharge(app, provider, requireAuth(request), {
        accountId: id,
        subscriptionId,
        chargeId,
        scope: request.query,
        language,
      });
      return {
        result: subscription,
        message: translate(language, 'subscriptions.refunded', { number: creditNoteNumber }),
      };
    },
  });

  app.route({
    ...contractRoute(app, getPaymentChallengeRoute),
    handler: async (request, reply) => {
      const page = await challengePage(app, request.params.token);
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', CHALLENGE_PAGE_POLICY)
        .type('text/html; charset=utf-8')
        .send(page);
    },
  });

  app.route({
    ...contractRoute(app, completePaymentChallengeRoute),
    handler: async (request, reply) => {
      const location = await completeChallenge(app, provider, request.params.token, request.body, request.ip);
      return reply.redirect(location, 303);
    },
  });

  defineRenewalJob(app, provider);
  defineReconcileJob(app, provider);

  app.route({
    ...contractRoute(app, getSubscriptionsRoute),
    handler: async (request) => ({
      result: await listSubscriptions(
        app,
        requireAuth(request),
        request.params.id,
        request.query,
        requestLanguage(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, cancelSubscriptionRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const { id, subscriptionId } = request.params;
      const result = await cancelSubscription(
        app,
        requireAuth(request),
        id,
        subscriptionId,
        request.query,
        language,
      );
      const endsAt = result.cancel_at ?? result.current_period_end;
      return {
        result,
        message: translate(language, 'subscriptions.cancelled', {
          date: formatIstanbulDate(new Date(endsAt), language),
        }),
      };
    },
  });

  app.route({
    ...contractRoute(app, resumeSubscriptionRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const { id, subscriptionId } = request.params;
      const result = await resumeSubscription(
        app,
        requireAuth(request),
        id,
        subscriptionId,
        request.query,
        language,
      );
      return { result, message: translate(language, 'subscriptions.resumed') };
    },
  });

  app.route({
    ...contractRoute(app, changeSubscriptionPacketRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const { id, subscriptionId } = request.params;
      const result = await changeSubscriptionPacket(app, requireAuth(request), {
        accountId: id,
        subscriptionId,
        productId: request.body.product_id,
        scope: request.query,
        language,
      });
      const message = result.next_product
        ? translate(language, 'subscriptions.packetChanged', {
            packet: result.next_product.name,
            date: formatIstanbulDate(new Date(result.current_period_end), language),
          })
        : translate(language, 'subscriptions.packetKept');
      return { result, message };
    },
  });

  app.route({
    ...contractRoute(app, changeSubscriptionCardRoute),
    preValidation: async (request) => {
      idempotencyKeyOf(request);
    },
    handler: async (request) => {
      const language = requestLanguage(request);
      const result = await changeSubscriptionCard(app, provider, requireAuth(request), {
        accountId: request.params.id,
        subscriptionId: request.params.subscriptionId,
        scope: request.query,
        body: request.body,
        idempotencyKey: idempotencyKeyOf(request),
        ip: request.ip,
        language,
      });
      // Waiting for the bank's page: the card has not changed yet.
      if (result.challenge_url) return { result };
      return { result, message: translate(language, 'subscriptions.cardChanged') };
    },
  });

  await app.register(accountProductRoutes);
  await app.register(invoiceRoutes);
};
