import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import {
  cancelSubscriptionRoute,
  changeSubscriptionCardRoute,
  changeSubscriptionPacketRoute,
  getSubscriptionsRoute,
  refundSubscriptionChargeRoute,
  resumeSubscriptionRoute,
} from '@portal/contracts/payments/subscription-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../plugins/auth/authenticate.ts';
import { translate } from '../../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../../plugins/route-account.ts';
import { contractRoute } from '../../../plugins/route-contract.ts';
import { idempotencyKeyOf } from '../checkout/idempotency-key.ts';
import type { TPaymentProvider } from '../providers/payment-provider.ts';
import { refundCharge } from './charge-refund.ts';
import { changeSubscriptionCard } from './subscription-card.ts';
import {
  cancelSubscription,
  changeSubscriptionPacket,
  listSubscriptions,
  resumeSubscription,
} from './subscription-service.ts';

type TProviderOption = { provider: TPaymentProvider };

/** `POST accounts/{id}/subscriptions/{subscriptionId}/charges/{chargeId}/refund`: staff refund a paid charge. */
export const chargeRefundRoutes: FastifyPluginAsyncZod<TProviderOption> = async (app, { provider }) => {
  app.route({
    ...contractRoute(app, refundSubscriptionChargeRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const { subscriptionId, chargeId } = request.params;
      const { subscription, creditNoteNumber } = await refundCharge(
        app,
        provider,
        requireAuth(request),
        routeAccount(request),
        { subscriptionId, chargeId, language },
      );
      return {
        result: subscription,
        message: translate(language, 'subscriptions.refunded', { number: creditNoteNumber }),
      };
    },
  });
};

/** A company's subscriptions: the list, cancelling and resuming, the next packet, the card on file. */
export const subscriptionRoutes: FastifyPluginAsyncZod<TProviderOption> = async (app, { provider }) => {
  app.route({
    ...contractRoute(app, getSubscriptionsRoute),
    handler: async (request) => ({
      result: await listSubscriptions(app, routeAccount(request), requestLanguage(request)),
    }),
  });

  app.route({
    ...contractRoute(app, cancelSubscriptionRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const result = await cancelSubscription(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.subscriptionId,
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
      const result = await resumeSubscription(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.subscriptionId,
        language,
      );
      return { result, message: translate(language, 'subscriptions.resumed') };
    },
  });

  app.route({
    ...contractRoute(app, changeSubscriptionPacketRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const result = await changeSubscriptionPacket(app, requireAuth(request), routeAccount(request), {
        subscriptionId: request.params.subscriptionId,
        productId: request.body.product_id,
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
      const result = await changeSubscriptionCard(
        app,
        provider,
        requireAuth(request),
        routeAccount(request),
        {
          subscriptionId: request.params.subscriptionId,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request),
          ip: request.ip,
          language,
        },
      );
      // Waiting for the bank's page: the card has not changed yet.
      if (result.challenge_url) return { result };
      return { result, message: translate(language, 'subscriptions.cardChanged') };
    },
  });
};
