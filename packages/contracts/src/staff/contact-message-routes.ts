import { z } from 'zod';
import { PERMISSIONS } from '../auth/permissions.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import {
  ZContactMessage,
  ZContactMessageHandledRequest,
  ZContactMessageListQuery,
} from './contact-messages.ts';

export const getContactMessagesRoute = defineRoute({
  method: 'GET',
  path: '/contact-messages',
  tags: ['contact'],
  summary:
    'The contact form\'s messages for staff holding "show appointment requests", newest first; waiting ones by default',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showAppointmentRequests },
  query: ZContactMessageListQuery,
  result: paginated(ZContactMessage),
  failures: [401, 403, 422],
});

export const setContactMessageHandledRoute = defineRoute({
  method: 'PUT',
  path: '/contact-messages/:id/handled',
  tags: ['contact'],
  summary: 'Marks a contact message answered (or waiting again), with who did it (audited)',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showAppointmentRequests },
  params: z.object({ id: ZRecordId }),
  body: ZContactMessageHandledRequest,
  result: ZContactMessage,
  failures: [401, 403, 404, 422],
});
