import {
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSession,
  ZTokenRefresh,
} from '@portal/contracts/auth/auth-schemas';
import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { login, logout, refreshToken, register, revokeAllTokens } from './service.ts';

const GUEST_FAILURES = { 422: ZErrorResponse, 429: ZErrorResponse };
const SIGNED_IN = { security: [{ bearerAuth: [] }] };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every guest route counts against the per-IP limit before anything else runs.
  const guest = [app.rateLimitPerIp('authRoutesPerIp')];

  app.post(
    '/auth/register',
    {
      onRequest: guest,
      schema: {
        tags: ['auth'],
        summary: 'Creates a customer, mails the verification link and signs them in',
        body: ZRegisterRequest,
        response: { 201: envelope(ZSession), ...GUEST_FAILURES },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const session = await register(app, request.body, language);
      return reply.code(201).send({ result: session, message: translate(language, 'auth.registered') });
    },
  );

  app.post(
    '/auth/login',
    {
      onRequest: guest,
      schema: {
        tags: ['auth'],
        summary: 'Signs in: a 2-hour bearer token, the user, their permissions and accounts',
        body: ZLoginRequest,
        response: { 200: envelope(ZSession), 403: ZErrorResponse, ...GUEST_FAILURES },
      },
    },
    async (request) => ({
      result: await login(app, request.body, request.ip),
      message: translate(requestLanguage(request), 'auth.loggedIn'),
    }),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'Revokes the token of the call',
        ...SIGNED_IN,
        response: { 200: envelope(z.null()), 401: ZErrorResponse },
      },
    },
    async (request) => {
      await logout(app, requireAuth(request));
      return { result: null, message: translate(requestLanguage(request), 'auth.loggedOut') };
    },
  );

  app.get(
    '/auth/refresh-token',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'A new 2-hour token; the token of the call is revoked',
        ...SIGNED_IN,
        response: { 200: envelope(ZTokenRefresh), 401: ZErrorResponse },
      },
    },
    async (request) => ({ result: await refreshToken(app, requireAuth(request)) }),
  );

  app.get(
    '/auth/tokens/delete',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'Revokes every token of the user (signs out everywhere, this session included)',
        ...SIGNED_IN,
        response: { 200: envelope(z.null()), 401: ZErrorResponse },
      },
    },
    async (request) => {
      await revokeAllTokens(app, requireAuth(request));
      return { result: null, message: translate(requestLanguage(request), 'auth.tokensRevoked') };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      onRequest: guest,
      schema: {
        tags: ['auth'],
        summary:
          'Mails a single-use reset link (60 minutes); the same answer whether or not the address exists',
        body: ZForgotPasswordRequest,
        response: { 200: envelope(z.null()), ...GUEST_FAILURES },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return { result: null, message: translate(requestLanguage(request), 'auth.resetLinkSent') };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      onRequest: guest,
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the mailed token and revokes every token of the user',
        body: ZResetPasswordRequest,
        response: { 200: envelope(z.null()), ...GUEST_FAILURES },
      },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return { result: null, message: translate(requestLanguage(request), 'auth.passwordReset') };
    },
  );
};
