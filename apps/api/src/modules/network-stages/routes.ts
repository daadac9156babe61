import { NETWORK_MESSAGES } from '@portal/contracts/network/network-messages';
import {
  cancelSessionRegistrationRoute,
  createStageBookingRoute,
  getNetworkCalendarIcsRoute,
  getNetworkCalendarRoute,
  getSessionRoute,
  getStageRoute,
  getStageSlotsRoute,
  listMyBookingsRoute,
  listStagesRoute,
  registerForSessionRoute,
  releaseSessionRoute,
} from '@portal/contracts/network/network-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { accountOfResource, routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import {
  bookStage,
  cancelSessionRegistration,
  getSession,
  getStage,
  listMyBookings,
  listStages,
  networkCalendar,
  networkCalendarIcs,
  registerForSession,
  releaseHold,
  stageSlots,
} from './service.ts';

/**
 * The Endless network's seminar stages (issue 17): the stages and their hours, a member
 * company's bookings (held while it pays, confirmed by the conference-hour payment), the sessions
 * with their registrations, and the activity calendar as JSON and as an iCalendar feed.
 */
export const networkStageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listStagesRoute),
    handler: async (request) => {
      requireAuth(request);
      return { result: await listStages(app, requestLanguage(request)) };
    },
  });

  app.route({
    ...contractRoute(app, getStageRoute),
    handler: async (request) => ({
      result: await getStage(app, requireAuth(request), request.params.id, requestLanguage(request)),
    }),
  });

  app.route({
    ...contractRoute(app, getStageSlotsRoute),
    handler: async (request) => ({
      result: await stageSlots(
        app,
        requireAuth(request),
        request.params.id,
        request.query.date,
        requestLanguage(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, createStageBookingRoute),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const result = await bookStage(app, requireAuth(request), {
        stageId: request.params.id,
        account: routeAccount(request),
        body: request.body,
        language,
      });
      return reply.code(201).send({ result, message: translate(language, NETWORK_MESSAGES.holdCreated) });
    },
  });

  app.route({
    ...contractRoute(app, listMyBookingsRoute),
    handler: async (request) => ({
      result: await listMyBookings(
        app,
        requireAuth(request),
        routeAccount(request),
        requestLanguage(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, getSessionRoute),
    handler: async (request) => ({
      result: await getSession(app, requireAuth(request), request.params.id, requestLanguage(request)),
    }),
  });

  app.route({
    ...contractRoute(app, releaseSessionRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const result = await releaseHold(app, requireAuth(request), {
        sessionId: request.params.id,
        reach: accountOfResource(request),
        language,
      });
      return { result, message: translate(language, NETWORK_MESSAGES.holdReleased) };
    },
  });

  app.route({
    ...contractRoute(app, registerForSessionRoute),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const result = await registerForSession(
        app,
        requireAuth(request),
        request.params.id,
        request.body,
        language,
      );
      return reply.code(201).send({ result, message: translate(language, NETWORK_MESSAGES.registered) });
    },
  });

  app.route({
    ...contractRoute(app, cancelSessionRegistrationRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const result = await cancelSessionRegistration(app, requireAuth(request), request.params.id, language);
      return { result, message: translate(language, NETWORK_MESSAGES.registrationCancelled) };
    },
  });

  app.route({
    ...contractRoute(app, getNetworkCalendarRoute),
    handler: async (request) => ({
      result: await networkCalendar(app, requireAuth(request), request.query, requestLanguage(request)),
    }),
  });

  app.route({
    ...contractRoute(app, getNetworkCalendarIcsRoute),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const ics = await networkCalendarIcs(app, requireAuth(request), request.query, language);
      // The caller's own view (`is_registered` is not in the file, but it is behind a sign-in).
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="endless-network.ics"')
        .send(ics);
    },
  });
};
