import {
  completePaymentChallengeRoute,
  getPaymentChallengeRoute,
} from '@portal/contracts/payments/payment-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../plugins/route-contract.ts';
import type { TPaymentProvider } from '../providers/payment-provider.ts';
import { challengePage, completeChallenge } from './payment-challenges.ts';

/**
 * The bank's 3-D Secure page is the provider's HTML: iyzico's posts itself to the bank with an
 * inline script. It may run that and post to an https bank, and nothing else: no fetches, no
 * frames, no other scripts; it loads nothing from this origin but inline styles.
 */
const CHALLENGE_PAGE_POLICY =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: https:; form-action 'self' https:; base-uri 'none'; frame-ancestors 'none'";

/**
 * `payments/3ds/{token}`: the bank's page of a challenged payment or card change, and the bank's
 * answer (a form post: the module registers @fastify/formbody).
 */
export const challengeRoutes: FastifyPluginAsyncZod<{ provider: TPaymentProvider }> = async (
  app,
  { provider },
) => {
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
};
