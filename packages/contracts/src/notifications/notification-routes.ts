import { z } from 'zod';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';

/**
 * In-app notifications (issue 15): what happened for a person while they were away, shown under
 * the top bar's bell. Stored language-free: `kind` and `params` are turned into text by the web
 * app (`notifications.<kind>.title|body` of the `nav` texts), so each reader sees their language.
 */
export const NOTIFICATION_KINDS = [
  'call_received',
  'urgent_call_received',
  'shipment_received',
  'official_notice_received',
  'shipment_request_done',
  // The firm's half of the month (issue 33): a return's document, a vault document, a request.
  'tax_document_added',
  'company_document_added',
  'document_requested',
  // Staff ask the customer to correct something (issue 36): a monthly document, the application.
  'document_needs_fix',
  'application_rejected',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

const ZInAppNotification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  account_id: z.number().int().nullable(),
  /** The words the text is filled with: company, caller, sender, action… */
  params: z.record(z.string(), z.string()),
  /** Where it leads, an app path without the language ('app/office/calls'). */
  link: z.string().nullable(),
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type TInAppNotification = z.infer<typeof ZInAppNotification>;

export const listNotificationsRoute = defineRoute({
  method: 'GET',
  path: '/notifications',
  tags: ['notifications'],
  summary: "The caller's latest 20 notifications, newest first, and how many are unread",
  auth: 'required',
  access: { kind: 'signedIn' },
  result: z.object({ data: z.array(ZInAppNotification), unread: z.number().int().min(0) }),
  failures: [401],
});

export const readNotificationRoute = defineRoute({
  method: 'PUT',
  path: '/notifications/:id/read',
  tags: ['notifications'],
  summary: "Marks one of the caller's notifications read (another person's: 404)",
  auth: 'required',
  access: { kind: 'signedIn' },
  params: z.object({ id: ZRecordId }),
  result: ZInAppNotification,
  failures: [401, 404, 422],
});

export const readAllNotificationsRoute = defineRoute({
  method: 'PUT',
  path: '/notifications/read',
  tags: ['notifications'],
  summary: 'Marks every notification of the caller read',
  auth: 'required',
  access: { kind: 'signedIn' },
  result: z.object({ unread: z.literal(0) }),
  failures: [401],
});
