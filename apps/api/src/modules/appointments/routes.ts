import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZDemoBookingResult } from '@portal/contracts/contact/demo-booking-result';
import {
  DEMO_BOOKING_MAX_DAYS_AHEAD,
  ZDemoBookingRequest,
} from '@portal/contracts/contact/demo-booking-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../plugins/i18n/messages.ts';
import { submissionOf } from '../public-forms/public-form-guard.ts';
import { bookDemo } from './service.ts';

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/appointments/demo',
    {
      schema: {
        tags: ['public'],
        summary:
          `Books a demo call (a working day from tomorrow up to ${DEMO_BOOKING_MAX_DAYS_AHEAD} days ahead, ` +
          'one of the slots): stored as an appointment request, confirmed to the visitor by mail, staff ' +
          'notified. 3 per 10 minutes per IP; an automated-looking one is refused with one generic 422',
        body: ZDemoBookingRequest,
        response: {
          201: envelope(ZDemoBookingResult),
          422: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const submission = submissionOf(request);
      const result = await bookDemo(app, request.body, submission);
      return reply
        .code(201)
        .send({ result, message: translate(submission.language, 'appointments.demoBooked') });
    },
  );
};
