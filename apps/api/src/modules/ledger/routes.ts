import multipart from '@fastify/multipart';
import {
  createLedgerEntryRoute,
  deleteLedgerEntryRoute,
  exportLedgerEntriesRoute,
  getLedgerEntriesRoute,
  getLedgerSummaryRoute,
  importLedgerInvoiceRoute,
  setLedgerPeriodRoute,
  updateLedgerEntryRoute,
} from '@portal/contracts/ledger/ledger-routes';
import { confirmLedgerInvoiceRoute } from '@portal/contracts/purchase-invoices/purchase-invoice-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { attachmentDisposition } from '../../plugins/stored-file-reply.ts';
import { IMPORT_UPLOAD_LIMITS, readImportSource } from './import-upload.ts';
import {
  confirmImportedInvoice,
  createEntry,
  deleteEntry,
  exportEntries,
  importInvoice,
  ledgerSummary,
  listEntries,
  setPeriodClosed,
  updateEntry,
} from './service.ts';

/** The pre-accounting program: a company's income and expense entries, its months, its e-invoices. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only by the routes of this plugin (the e-invoice import).
  await app.register(multipart, { limits: IMPORT_UPLOAD_LIMITS });

  app.route({
    ...contractRoute(app, getLedgerEntriesRoute),
    handler: async (request) => {
      const { all: _all, user_id: _userId, ...query } = request.query;
      return { result: await listEntries(app, routeAccount(request), query) };
    },
  });

  app.route({
    ...contractRoute(app, createLedgerEntryRoute),
    handler: async (request, reply) => {
      const result = await createEntry(app, requireAuth(request), routeAccount(request), request.body);
      return reply.code(201).send({ result, message: translate(requestLanguage(request), 'ledger.created') });
    },
  });

  app.route({
    ...contractRoute(app, updateLedgerEntryRoute),
    handler: async (request) => {
      const { entryId } = request.params;
      const result = await updateEntry(
        app,
        requireAuth(request),
        routeAccount(request),
        entryId,
        request.body,
      );
      return { result, message: translate(requestLanguage(request), 'ledger.updated') };
    },
  });

  app.route({
    ...contractRoute(app, deleteLedgerEntryRoute),
    handler: async (request) => {
      await deleteEntry(app, requireAuth(request), routeAccount(request), request.params.entryId);
      return { result: null, message: translate(requestLanguage(request), 'ledger.deleted') };
    },
  });

  app.route({
    ...contractRoute(app, confirmLedgerInvoiceRoute),
    handler: async (request, reply) => {
      const result = await confirmImportedInvoice(app, requireAuth(request), routeAccount(request), () =>
        readImportSource(app, request),
      );
      return reply.code(201).send({
        result,
        message: translate(requestLanguage(request), 'ledger.importConfirmed', { count: result.entries }),
      });
    },
  });

  app.route({
    ...contractRoute(app, importLedgerInvoiceRoute),
    handler: async (request) => ({
      result: await importInvoice(app, routeAccount(request), () => readImportSource(app, request)),
    }),
  });

  app.route({
    ...contractRoute(app, exportLedgerEntriesRoute),
    handler: async (request, reply) => {
      const { period, format } = request.query;
      const file = await exportEntries(
        app,
        routeAccount(request),
        { period, format },
        requestLanguage(request),
      );
      return reply
        .type(file.type)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  });

  app.route({
    ...contractRoute(app, getLedgerSummaryRoute),
    handler: async (request) => {
      const { from, to } = request.query;
      return { result: await ledgerSummary(app, routeAccount(request), { from, to }) };
    },
  });

  app.route({
    ...contractRoute(app, setLedgerPeriodRoute),
    handler: async (request) => {
      const { period } = request.params;
      const result = await setPeriodClosed(
        app,
        requireAuth(request),
        routeAccount(request),
        period,
        request.body.closed,
      );
      const language = requestLanguage(request);
      return {
        result,
        message: translate(language, result.closed ? 'ledger.periodClosedNow' : 'ledger.periodReopened', {
          period,
        }),
      };
    },
  });
};
