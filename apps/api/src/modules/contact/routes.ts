import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZContactRequest } from '@portal/contracts/contact/contact-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../plugins/i18n/messages.ts';
import { submissionOf } from '../public-forms/public-form-guard.ts';
import { receiveContactMessage } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['public'],
        summary:
          'A message from the contact form: stored and mailed to staff. 5 per 10 minutes per IP; ' +
          'an automated-looking one (honeypot, timing) is refused with one generic 422',
        body: ZContactRequest,
        response: { 201: envelope(z.null()), 422: ZErrorResponse, 429: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const submission = submissionOf(request);
      await receiveContactMessage(app, request.body, submission);
      return reply
        .code(201)
        .send({ result: null, message: translate(submission.language, 'contact.received') });
    },
  );
};
