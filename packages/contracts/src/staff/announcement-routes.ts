import { z } from 'zod';
import { PERMISSIONS } from '../auth/permissions.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { ZAnnouncement, ZAnnouncementListQuery, ZAnnouncementRequest } from './announcements.ts';

const ZAnnouncementParams = z.object({ id: ZRecordId });

const ZCurrentAnnouncementsQuery = z.object({
  account_id: ZRecordId.optional().describe(
    "Only the product lines of this company (the selected one, the caller's); none: any of the caller's",
  ),
});

export const getAnnouncementsRoute = defineRoute({
  method: 'GET',
  path: '/announcements',
  tags: ['announcements'],
  summary: 'Every announcement, newest first; for holders of "show announcements"',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showAnnouncements },
  query: ZAnnouncementListQuery,
  result: paginated(ZAnnouncement),
  failures: [401, 403, 404, 422],
});

export const getCurrentAnnouncementsRoute = defineRoute({
  method: 'GET',
  path: '/announcements/current',
  tags: ['announcements'],
  summary:
    "The announcements to show on the caller's dashboard now: published, in their date range, for everyone or for a product line the caller's companies hold",
  auth: 'required',
  access: { kind: 'account', account: 'query.account_id', optional: true, staffView: 'none', action: 'read' },
  query: ZCurrentAnnouncementsQuery,
  result: z.array(ZAnnouncement),
  failures: [401, 403, 404, 422],
});

export const createAnnouncementRoute = defineRoute({
  method: 'POST',
  path: '/announcements',
  tags: ['announcements'],
  summary: 'A new announcement (audited)',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showAnnouncements },
  body: ZAnnouncementRequest,
  status: 201,
  result: ZAnnouncement,
  failures: [401, 403, 404, 422],
});

export const updateAnnouncementRoute = defineRoute({
  method: 'PUT',
  path: '/announcements/:id',
  tags: ['announcements'],
  summary: 'Replaces the announcement (audited)',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showAnnouncements },
  params: ZAnnouncementParams,
  body: ZAnnouncementRequest,
  result: ZAnnouncement,
  failures: [401, 403, 404, 422],
});

export const deleteAnnouncementRoute = defineRoute({
  method: 'DELETE',
  path: '/announcements/:id',
  tags: ['announcements'],
  summary: 'Deletes the announcement (audited)',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showAnnouncements },
  params: ZAnnouncementParams,
  result: z.null(),
  failures: [401, 403, 404, 422],
});
