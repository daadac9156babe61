import { bookDemoRoute } from '@portal/contracts/contact/public-form-routes';
import { requestProductContactRoute } from '@portal/contracts/products/product-routes';
import { getAppointmentsRoute, updateAppointmentRoute } from '@portal/contracts/staff/appointment-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { submissionOf } from '../public-forms/service.ts';
import { requestProductContact } from './product-contact.ts';
import { bookDemo } from './service.ts';
import { findAppointments, updateAppointment } from './staff-appointment-service.ts';

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, bookDemoRoute),
    handler: async (request, reply) => {
      const submission = submissionOf(request);
      const result = await bookDemo(app, request.body, submission);
      return reply
        .code(201)
        .send({ result, message: translate(submission.language, 'appointments.demoBooked') });
    },
  });

  app.route({
    ...contractRoute(app, requestProductContactRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const { product, ...result } = await requestProductContact(app, requireAuth(request), {
        brandId: request.params.type,
        productId: request.params.id,
        account: routeAccount(request),
        language,
        log: request.log,
      });
      const key = result.already_requested
        ? 'appointments.contactAlreadyRequested'
        : 'appointments.contactRequested';
      return { result, message: translate(language, key, { product }) };
    },
  });

  app.route({
    ...callerReadRoute(app, getAppointmentsRoute),
    handler: async (request) => ({ result: await findAppointments(app, request.query) }),
  });

  app.route({
    ...contractRoute(app, updateAppointmentRoute),
    handler: async (request) => {
      const result = await updateAppointment(app, requireAuth(request), request.params.id, request.body);
      return { result, message: translate(requestLanguage(request), 'appointments.updated') };
    },
  });
};
