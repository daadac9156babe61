import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { envelope, paginated, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZDemoBookingResult } from '@portal/contracts/contact/demo-booking-result';
import {
  DEMO_BOOKING_MAX_DAYS_AHEAD,
  ZDemoBookingRequest,
} from '@portal/contracts/contact/demo-booking-schemas';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import {
  ZAppointment,
  ZAppointmentListQuery,
  ZAppointmentUpdateRequest,
} from '@portal/contracts/staff/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { submissionOf } from '../public-forms/public-form-guard.ts';
import { bookDemo } from './service.ts';
import { findAppointments, updateAppointment } from './staff-appointments.ts';

const STAFF_FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

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

  const staffOnly = [app.authenticate, app.requirePermission(PERMISSIONS.showAppointmentRequests)];

  app.get(
    '/appointments',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['appointments'],
        summary: 'The appointment requests (demo bookings), newest first; filter by status and assignee',
        security: [{ bearerAuth: [] }],
        querystring: ZAppointmentListQuery,
        response: { 200: envelope(paginated(ZAppointment)), ...STAFF_FAILURES },
      },
    },
    async (request) => ({ result: await findAppointments(app, request.query) }),
  );

  app.put(
    '/appointments/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['appointments'],
        summary:
          'Sets the status, the assignee (an active staff member, or null) and the notes of a request (audited)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: ZRecordId }),
        body: ZAppointmentUpdateRequest,
        response: { 200: envelope(ZAppointment), ...STAFF_FAILURES },
      },
    },
    async (request) => {
      const result = await updateAppointment(app, requireAuth(request), request.params.id, request.body);
      return { result, message: translate(requestLanguage(request), 'appointments.updated') };
    },
  );
};
