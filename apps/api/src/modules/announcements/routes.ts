import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { envelope, paginated, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import {
  ZAnnouncement,
  ZAnnouncementListQuery,
  ZAnnouncementRequest,
} from '@portal/contracts/staff/announcements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import {
  createAnnouncement,
  editAnnouncement,
  findAnnouncements,
  findCurrentAnnouncementsFor,
  removeAnnouncement,
} from './service.ts';

const ZAnnouncementParams = z.object({ id: ZRecordId });
const ZCurrentAnnouncementsQuery = z.object({
  account_id: ZRecordId.optional().describe(
    "Only the product lines of this company (the selected one, the caller's); none: any of the caller's",
  ),
});

const FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

/** Staff write announcements ('show announcements'); every signed-in user reads the current ones. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = [app.authenticate, app.requirePermission(PERMISSIONS.showAnnouncements)];

  app.get(
    '/announcements',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['announcements'],
        summary: 'Every announcement, newest first',
        security: [{ bearerAuth: [] }],
        querystring: ZAnnouncementListQuery,
        response: { 200: envelope(paginated(ZAnnouncement)), ...FAILURES },
      },
    },
    async (request) => ({ result: await findAnnouncements(app, request.query) }),
  );

  app.get(
    '/announcements/current',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['announcements'],
        summary:
          "The announcements to show on the caller's dashboard now: published, in their date range, for everyone or for a product line the caller's companies hold",
        security: [{ bearerAuth: [] }],
        querystring: ZCurrentAnnouncementsQuery,
        response: { 200: envelope(z.array(ZAnnouncement)), ...FAILURES },
      },
    },
    async (request) => ({
      result: await findCurrentAnnouncementsFor(app, requireAuth(request), request.query.account_id),
    }),
  );

  app.post(
    '/announcements',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['announcements'],
        summary: 'A new announcement (audited)',
        security: [{ bearerAuth: [] }],
        body: ZAnnouncementRequest,
        response: { 201: envelope(ZAnnouncement), ...FAILURES },
      },
    },
    async (request, reply) => {
      const result = await createAnnouncement(app, requireAuth(request), request.body);
      return reply
        .code(201)
        .send({ result, message: translate(requestLanguage(request), 'announcements.saved') });
    },
  );

  app.put(
    '/announcements/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['announcements'],
        summary: 'Replaces the announcement (audited)',
        security: [{ bearerAuth: [] }],
        params: ZAnnouncementParams,
        body: ZAnnouncementRequest,
        response: { 200: envelope(ZAnnouncement), ...FAILURES },
      },
    },
    async (request) => {
      const result = await editAnnouncement(app, requireAuth(request), request.params.id, request.body);
      return { result, message: translate(requestLanguage(request), 'announcements.saved') };
    },
  );

  app.delete(
    '/announcements/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['announcements'],
        summary: 'Deletes the announcement (audited)',
        security: [{ bearerAuth: [] }],
        params: ZAnnouncementParams,
        response: { 200: envelope(z.null()), ...FAILURES },
      },
    },
    async (request) => {
      await removeAnnouncement(app, requireAuth(request), request.params.id);
      return { result: null, message: translate(requestLanguage(request), 'announcements.deleted') };
    },
  );
};
