import { sendContactMessageRoute } from '@portal/contracts/contact/public-form-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../plugins/i18n/messages.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { submissionOf } from '../public-forms/public-form-guard.ts';
import { receiveContactMessage } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, sendContactMessageRoute),
    handler: async (request, reply) => {
      const submission = submissionOf(request);
      await receiveContactMessage(app, request.body, submission);
      return reply
        .code(201)
        .send({ result: null, message: translate(submission.language, 'contact.received') });
    },
  });
};
