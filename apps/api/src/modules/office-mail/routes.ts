import multipart from '@fastify/multipart';
import {
  collectShipmentRoute,
  completeOfficeRequestRoute,
  getShipmentPhotoRoute,
  getShipmentScanRoute,
  listOfficeQueueRoute,
  listShipmentsRoute,
  markShipmentSeenRoute,
  recordShipmentRoute,
  requestShipmentActionRoute,
} from '@portal/contracts/office/office-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { accountOfResource, routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import {
  collectShipment,
  completeOfficeRequest,
  listShipments,
  markShipmentSeenBy,
  officeQueue,
  readShipmentFile,
  recordShipment,
  requestShipmentAction,
  type TShipmentFile,
} from './service.ts';
import { readShipmentForm, SHIPMENT_FILE_FIELDS, SHIPMENT_UPLOAD_LIMITS } from './shipment-upload.ts';

/** The fields of the form that logs an item (besides its `photo`). */
const RECORD_FIELDS = ['received_at', 'kind', 'sender', 'carrier', 'tracking_number'] as const;
/** The fields of the form that finishes a request (besides a scan's `file`). */
const DONE_FIELDS = ['carrier', 'tracking_number', 'pages'] as const;
/** The fields of the handover form (besides the `photo` of the signature). */
const COLLECT_FIELDS = ['recipient_id', 'national_id'] as const;

/**
 * The office's mail and parcels (issue 15): staff log items, customers choose what happens to
 * each, staff work through the queue of requests.
 */
export const officeMailRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only by the routes of this plugin (logging an item, finishing a request).
  await app.register(multipart, { limits: SHIPMENT_UPLOAD_LIMITS });

  app.route({
    ...callerReadRoute(app, listShipmentsRoute),
    handler: async (request) => ({
      result: await listShipments(app, routeAccount(request)),
    }),
  });

  app.route({
    ...contractRoute(app, recordShipmentRoute),
    handler: async (request, reply) => {
      const result = await recordShipment(app, requireAuth(request), routeAccount(request), () =>
        readShipmentForm(app, request, { fields: RECORD_FIELDS, file: SHIPMENT_FILE_FIELDS.photo }),
      );
      return reply
        .code(201)
        .send({ result, message: translate(requestLanguage(request), 'office.shipments.recorded') });
    },
  });

  app.route({
    ...contractRoute(app, requestShipmentActionRoute),
    handler: async (request, reply) => {
      const result = await requestShipmentAction(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.shipmentId,
        request.body,
      );
      return reply
        .code(201)
        .send({ result, message: translate(requestLanguage(request), 'office.shipments.requested') });
    },
  });

  app.route({
    ...contractRoute(app, markShipmentSeenRoute),
    handler: async (request) => ({
      result: await markShipmentSeenBy(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.shipmentId,
      ),
    }),
  });

  app.route({
    ...contractRoute(app, getShipmentPhotoRoute),
    handler: async (request, reply) => {
      const file = await readShipmentFile(app, routeAccount(request), request.params.shipmentId, 'photo');
      return reply.headers(fileHeaders(file)).send(file.stream);
    },
  });

  app.route({
    ...contractRoute(app, getShipmentScanRoute),
    handler: async (request, reply) => {
      const file = await readShipmentFile(app, routeAccount(request), request.params.shipmentId, 'scan');
      // The customer reads the scan inside the portal; the page offers the download too.
      return reply.headers(fileHeaders(file)).send(file.stream);
    },
  });

  app.route({
    ...contractRoute(app, collectShipmentRoute),
    handler: async (request) => {
      const result = await collectShipment(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.shipmentId,
        () => readShipmentForm(app, request, { fields: COLLECT_FIELDS, file: SHIPMENT_FILE_FIELDS.photo }),
      );
      return { result, message: translate(requestLanguage(request), 'office.shipments.collected') };
    },
  });

  app.route({
    ...callerReadRoute(app, listOfficeQueueRoute),
    handler: async (request) => ({ result: await officeQueue(app, requireAuth(request)) }),
  });

  app.route({
    ...contractRoute(app, completeOfficeRequestRoute),
    handler: async (request) => {
      const result = await completeOfficeRequest(app, requireAuth(request), {
        requestId: request.params.requestId,
        reach: accountOfResource(request),
        read: () => readShipmentForm(app, request, { fields: DONE_FIELDS, file: SHIPMENT_FILE_FIELDS.scan }),
      });
      return { result, message: translate(requestLanguage(request), 'office.shipments.done') };
    },
  });
};

/**
 * The headers of a stored file: its checked type, a generated name (no customer text goes in a
 * header), inline so the portal shows it in place, never cached or sniffed.
 */
function fileHeaders(file: TShipmentFile): Record<string, string> {
  return {
    'content-type': file.type,
    'content-length': String(file.size),
    'content-disposition': `inline; filename="${file.fileName}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}
