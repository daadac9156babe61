import {
  forgotPasswordRoute,
  loginRoute,
  logoutRoute,
  refreshTokenRoute,
  registerRoute,
  resetPasswordRoute,
  revokeAllTokensRoute,
} from '@portal/contracts/auth/auth-routes';
import { isTwoFactorChallenge } from '@portal/contracts/auth/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { login, logout, refreshToken, register, revokeAllTokens } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every guest route counts against the per-IP limit before anything else runs.
  const guest = [app.rateLimitPerIp('authRoutesPerIp')];

  app.route({
    ...contractRoute(app, registerRoute, guest),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      await register(app, request.body, language);
      // The same answer whether the address was free or not (service.ts): no session, check the mail.
      return reply.code(201).send({ result: null, message: translate(language, 'auth.registered') });
    },
  });

  app.route({
    ...contractRoute(app, loginRoute, guest),
    handler: async (request) => {
      const result = await login(app, request.body, request.ip);
      // Signed in only once there is a session: the second step says so itself.
      const key = isTwoFactorChallenge(result) ? 'auth.twoFactorNeeded' : 'auth.loggedIn';
      return { result, message: translate(requestLanguage(request), key) };
    },
  });

  app.route({
    ...contractRoute(app, logoutRoute),
    handler: async (request) => {
      await logout(app, requireAuth(request));
      return { result: null, message: translate(requestLanguage(request), 'auth.loggedOut') };
    },
  });

  app.route({
    ...contractRoute(app, refreshTokenRoute),
    handler: async (request) => ({ result: await refreshToken(app, requireAuth(request)) }),
  });

  app.route({
    ...contractRoute(app, revokeAllTokensRoute),
    handler: async (request) => {
      await revokeAllTokens(app, requireAuth(request), request.ip);
      return { result: null, message: translate(requestLanguage(request), 'auth.tokensRevoked') };
    },
  });

  app.route({
    ...contractRoute(app, forgotPasswordRoute, guest),
    handler: async (request) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return { result: null, message: translate(requestLanguage(request), 'auth.resetLinkSent') };
    },
  });

  app.route({
    ...contractRoute(app, resetPasswordRoute, guest),
    handler: async (request) => {
      await resetPassword(app, request.body);
      return { result: null, message: translate(requestLanguage(request), 'auth.passwordReset') };
    },
  });
};
