import {
  cancelRoomBookingRoute,
  createRoomBookingRoute,
  getRoomDayRoute,
  getRoomSlotsRoute,
  listMeetingRoomsRoute,
  listRoomBookingsRoute,
} from '@portal/contracts/office/office-room-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { bookRoom, cancelRoomBooking, listRoomBookings, listRooms, roomDay, roomSlots } from './service.ts';

/**
 * The office locations' meeting rooms (issue 35): the rooms and their hours, a company's
 * bookings (booked and cancelled by its customers), and the secretary's day.
 */
export const officeRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listMeetingRoomsRoute),
    handler: async (request) => {
      requireAuth(request);
      return { result: await listRooms(app, request.params.id) };
    },
  });

  app.route({
    ...contractRoute(app, getRoomSlotsRoute),
    handler: async (request) => ({
      result: await roomSlots(app, requireAuth(request), {
        locationId: request.params.id,
        roomId: request.params.roomId,
        date: request.query.date,
        language: requestLanguage(request),
      }),
    }),
  });

  app.route({
    ...contractRoute(app, listRoomBookingsRoute),
    handler: async (request) => ({
      result: await listRoomBookings(app, routeAccount(request), request.query, requestLanguage(request)),
    }),
  });

  app.route({
    ...contractRoute(app, createRoomBookingRoute),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const result = await bookRoom(app, requireAuth(request), routeAccount(request), request.body, language);
      return reply.code(201).send({ result, message: translate(language, 'office.rooms.booked') });
    },
  });

  app.route({
    ...contractRoute(app, cancelRoomBookingRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const result = await cancelRoomBooking(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.bookingId,
        language,
      );
      return { result, message: translate(language, 'office.rooms.cancelled') };
    },
  });

  app.route({
    ...contractRoute(app, getRoomDayRoute),
    handler: async (request) => ({
      result: await roomDay(app, requireAuth(request), request.query.date, requestLanguage(request)),
    }),
  });
};
