import {
  createAnnouncementRoute,
  deleteAnnouncementRoute,
  getAnnouncementsRoute,
  getCurrentAnnouncementsRoute,
  updateAnnouncementRoute,
} from '@portal/contracts/staff/announcement-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerClockReadRoute, callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import {
  createAnnouncement,
  editAnnouncement,
  findAnnouncements,
  findCurrentAnnouncementsFor,
  removeAnnouncement,
} from './service.ts';

/** Staff write announcements ('show announcements'); every signed-in user reads the current ones. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerReadRoute(app, getAnnouncementsRoute),
    handler: async (request) => ({ result: await findAnnouncements(app, request.query) }),
  });

  app.route({
    // The customer dashboard's call: kept per caller for a moment (announcements start and end).
    ...callerClockReadRoute(app, getCurrentAnnouncementsRoute),
    handler: async (request) => ({
      result: await findCurrentAnnouncementsFor(app, requireAuth(request), request.account),
    }),
  });

  app.route({
    ...contractRoute(app, createAnnouncementRoute),
    handler: async (request, reply) => {
      const result = await createAnnouncement(app, requireAuth(request), request.body);
      return reply
        .code(201)
        .send({ result, message: translate(requestLanguage(request), 'announcements.saved') });
    },
  });

  app.route({
    ...contractRoute(app, updateAnnouncementRoute),
    handler: async (request) => {
      const result = await editAnnouncement(app, requireAuth(request), request.params.id, request.body);
      return { result, message: translate(requestLanguage(request), 'announcements.saved') };
    },
  });

  app.route({
    ...contractRoute(app, deleteAnnouncementRoute),
    handler: async (request) => {
      await removeAnnouncement(app, requireAuth(request), request.params.id);
      return { result: null, message: translate(requestLanguage(request), 'announcements.deleted') };
    },
  });
};
