import { ZEmailVerificationQuery, ZSmsVerificationQuery } from '@portal/contracts/auth/auth-schemas';
import { ZVerificationSent, ZVerifiedUser } from '@portal/contracts/auth/verification-schemas';
import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { resendVerificationEmail, sendSmsCode, verifyEmailLink, verifySmsCode } from './service.ts';

const ZEmailLinkParams = z.object({ id: ZRecordId, hash: z.string().max(128) });

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify/email/:id/:hash',
    {
      // Works without a session (the link is opened from the mail); a session of another
      // account is refused.
      onRequest: [app.rateLimitPerIp('authRoutesPerIp'), app.authenticateOptional],
      schema: {
        tags: ['verification'],
        summary: 'Checks the signed link of the verification mail and marks the e-mail verified',
        params: ZEmailLinkParams,
        querystring: ZEmailVerificationQuery,
        response: {
          200: envelope(ZVerifiedUser),
          403: ZErrorResponse.describe('Tampered link, another account signed in, or the address changed'),
          410: ZErrorResponse.describe('The link has expired'),
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { user, message } = await verifyEmailLink(app, request.auth, {
        ...request.params,
        expires: request.query.expires,
        signature: request.query.signature,
        email: request.query.email,
      });
      return { result: { user }, message: translate(requestLanguage(request), message) };
    },
  );

  app.get(
    '/verify/email/send-email-verification-notification',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['verification'],
        summary: 'Sends the verification mail again (3 per 10 minutes)',
        security: [{ bearerAuth: [] }],
        response: {
          200: envelope(ZVerificationSent),
          401: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { sent, message } = await resendVerificationEmail(app, requireAuth(request));
      return { result: { sent }, message: translate(requestLanguage(request), message) };
    },
  );

  app.get(
    '/verify/sms/send-sms-verification-notification',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['verification'],
        summary: 'Sends a 6-digit code to the phone (valid 10 minutes, 5 tries; 3 sends per 10 minutes)',
        security: [{ bearerAuth: [] }],
        response: {
          200: envelope(ZVerificationSent),
          401: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { sent, message } = await sendSmsCode(app, requireAuth(request));
      return { result: { sent }, message: translate(requestLanguage(request), message) };
    },
  );

  app.get(
    '/verify/sms',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['verification'],
        summary: 'Checks the SMS code and marks the phone verified',
        security: [{ bearerAuth: [] }],
        querystring: ZSmsVerificationQuery,
        response: {
          200: envelope(ZVerifiedUser),
          401: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { user, message } = await verifySmsCode(
        app,
        requireAuth(request),
        request.query.verification_code,
      );
      return { result: { user }, message: translate(requestLanguage(request), message) };
    },
  );
};
