import multipart from '@fastify/multipart';
import {
  createReceiptScanRoute,
  getReceiptScanRoute,
} from '@portal/contracts/receipt-scans/receipt-scan-routes';
import { RECEIPT_SCAN_MAX_BYTES } from '@portal/contracts/receipt-scans/receipt-scans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { readMultipartForm, type TUploadLimits } from '../../plugins/multipart-form.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { createReceiptScan, getReceiptScan } from './service.ts';

/** One photo or PDF and nothing else. */
const RECEIPT_UPLOAD_LIMITS: TUploadLimits = {
  fileSize: RECEIPT_SCAN_MAX_BYTES,
  files: 1,
  fields: 0,
  fieldSize: 64,
  parts: 2,
  headerPairs: 50,
};

/** Receipts by photo (issue 34): upload one, then read its draft once the job has read it. */
export const receiptScanRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: RECEIPT_UPLOAD_LIMITS });

  app.route({
    ...contractRoute(app, createReceiptScanRoute),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const form = await readMultipartForm(app, request, {
        fields: [],
        file: 'file',
        limits: RECEIPT_UPLOAD_LIMITS,
        tooLarge: 'receiptScans.tooLarge',
      });
      const result = await createReceiptScan(
        app,
        requireAuth(request),
        routeAccount(request),
        form.file,
        language,
      );
      return reply.code(201).send({ result, message: translate(language, 'receiptScans.queued') });
    },
  });

  app.route({
    ...callerReadRoute(app, getReceiptScanRoute),
    handler: async (request) => ({
      result: await getReceiptScan(
        app,
        routeAccount(request),
        request.params.scanId,
        requestLanguage(request),
      ),
    }),
  });
};
