import { sendContactMessageRoute } from '@portal/contracts/contact/public-form-routes';
import {
  getContactMessagesRoute,
  setContactMessageHandledRoute,
} from '@portal/contracts/staff/contact-message-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { submissionOf } from '../public-forms/service.ts';
import { receiveContactMessage } from './service.ts';
import { findContactMessages, markContactMessage } from './staff-inbox.ts';

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

  // The staff's inbox: whoever follows the landing page's leads (the demo bookings too).
  app.route({
    ...callerReadRoute(app, getContactMessagesRoute),
    handler: async (request) => ({ result: await findContactMessages(app, request.query) }),
  });

  app.route({
    ...contractRoute(app, setContactMessageHandledRoute),
    handler: async (request) => {
      const result = await markContactMessage(
        app,
        requireAuth(request),
        request.params.id,
        request.body.handled,
      );
      const key = request.body.handled ? 'contact.markedHandled' : 'contact.markedWaiting';
      return { result, message: translate(requestLanguage(request), key) };
    },
  });
};
