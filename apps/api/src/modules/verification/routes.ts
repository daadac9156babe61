import {
  sendEmailVerificationRoute,
  sendSmsVerificationRoute,
  verifyEmailRoute,
  verifySmsRoute,
} from '@portal/contracts/auth/verification-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { resendVerificationEmail, sendSmsCode, verifyEmailLink, verifySmsCode } from './service.ts';

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    // Works without a session (the link is opened from the mail); a session of another
    // account is refused.
    ...contractRoute(app, verifyEmailRoute, [], [app.rateLimitPerIp('authRoutesPerIp')]),
    handler: async (request) => {
      const { user, message } = await verifyEmailLink(app, request.auth, {
        ...request.params,
        expires: request.query.expires,
        signature: request.query.signature,
        email: request.query.email,
      });
      return { result: { user }, message: translate(requestLanguage(request), message) };
    },
  });

  app.route({
    ...contractRoute(app, sendEmailVerificationRoute),
    handler: async (request) => {
      const { sent, message } = await resendVerificationEmail(app, requireAuth(request));
      return { result: { sent }, message: translate(requestLanguage(request), message) };
    },
  });

  app.route({
    ...contractRoute(app, sendSmsVerificationRoute),
    handler: async (request) => {
      const { sent, message } = await sendSmsCode(app, requireAuth(request), request.ip);
      return { result: { sent }, message: translate(requestLanguage(request), message) };
    },
  });

  app.route({
    ...contractRoute(app, verifySmsRoute),
    handler: async (request) => {
      const { user, message } = await verifySmsCode(
        app,
        requireAuth(request),
        request.query.verification_code,
      );
      return { result: { user }, message: translate(requestLanguage(request), message) };
    },
  });
};
