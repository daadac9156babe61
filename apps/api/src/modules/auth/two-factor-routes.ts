import {
  confirmTwoFactorRoute,
  disableTwoFactorRoute,
  getTwoFactorRoute,
  startTwoFactorRoute,
  twoFactorConfirmAtSignInRoute,
  twoFactorSetupAtSignInRoute,
  twoFactorSignInRoute,
} from '@portal/contracts/auth/two-factor-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { confirmCurrentPassword } from './service.ts';
import {
  confirmAtSignIn,
  confirmTwoFactor,
  disableTwoFactor,
  enrollAtSignIn,
  signInWithSecondFactor,
  startTwoFactor,
  twoFactorStatus,
} from './two-factor-service.ts';

/** The second factor: the sign-in's second step, enrolment at sign-in, and one's own settings. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = app.rateLimitPerIp('authRoutesPerIp');

  app.route({
    ...contractRoute(app, twoFactorSignInRoute),
    onRequest: perIp,
    handler: async (request) => ({
      result: await signInWithSecondFactor(app, request.body, request.ip),
      message: translate(requestLanguage(request), 'auth.loggedIn'),
    }),
  });

  app.route({
    ...contractRoute(app, twoFactorSetupAtSignInRoute),
    onRequest: perIp,
    handler: async (request) => ({ result: await enrollAtSignIn(app, request.body.challenge) }),
  });

  app.route({
    ...contractRoute(app, twoFactorConfirmAtSignInRoute),
    onRequest: perIp,
    handler: async (request, reply) => {
      const result = await confirmAtSignIn(app, request.body, request.ip);
      return reply
        .code(201)
        .send({ result, message: translate(requestLanguage(request), 'auth.twoFactorEnabled') });
    },
  });

  app.route({
    ...contractRoute(app, getTwoFactorRoute),
    handler: async (request) => ({ result: await twoFactorStatus(app, requireAuth(request)) }),
  });

  app.route({
    ...contractRoute(app, startTwoFactorRoute),
    handler: async (request) => ({ result: await startTwoFactor(app, requireAuth(request)) }),
  });

  app.route({
    ...contractRoute(app, confirmTwoFactorRoute),
    handler: async (request, reply) => {
      const recoveryCodes = await confirmTwoFactor(app, requireAuth(request), request.body.code, request.ip);
      return reply.code(201).send({
        result: { recovery_codes: recoveryCodes },
        message: translate(requestLanguage(request), 'auth.twoFactorEnabled'),
      });
    },
  });

  app.route({
    ...contractRoute(app, disableTwoFactorRoute),
    handler: async (request) => {
      const auth = requireAuth(request);
      await confirmCurrentPassword(app, auth, request.body.current_password);
      await disableTwoFactor(app, auth, request.ip);
      return { result: null, message: translate(requestLanguage(request), 'auth.twoFactorDisabled') };
    },
  });
};
