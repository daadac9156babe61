import {
  createCollectionRoute,
  getAgeingRoute,
  listCollectionsRoute,
} from '@portal/contracts/collections/collection-routes';
import {
  createCounterpartyRoute,
  getCounterpartyRoute,
  getCounterpartyStatementRoute,
  listCounterpartiesRoute,
  updateCounterpartyRoute,
} from '@portal/contracts/counterparties/counterparty-routes';
import { listPurchaseInvoicesRoute } from '@portal/contracts/purchase-invoices/purchase-invoice-routes';
import {
  cancelSalesInvoiceRoute,
  createSalesInvoiceRoute,
  getSalesInvoiceRoute,
  issueSalesInvoiceRoute,
  listSalesInvoicesRoute,
  remindSalesInvoiceRoute,
  returnSalesInvoiceRoute,
  salesInvoicePdfRoute,
  salesInvoiceXmlRoute,
  sendSalesInvoiceRoute,
  updateSalesInvoiceRoute,
} from '@portal/contracts/sales-invoices/sales-invoice-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerClockReadRoute, callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { attachmentDisposition } from '../../plugins/stored-file-reply.ts';
import { ageing, createCollection, listCompanyCollections } from './collection-service.ts';
import {
  changeCounterparty,
  counterpartyStatement,
  createCounterparty,
  getCounterparty,
  listCompanyCounterparties,
} from './counterparty-service.ts';
import { einvoiceIntegratorFor } from './integrator/einvoice-integrator.ts';
import { cancelSalesInvoiceAndDelivery, sendSalesInvoice } from './invoice-delivery.ts';
import { sendInvoiceReminder } from './invoice-reminder.ts';
import {
  createSalesInvoice,
  getSalesInvoice,
  invoiceDocument,
  issueSalesInvoice,
  listSalesInvoices,
  returnSalesInvoice,
  updateSalesInvoice,
} from './invoice-service.ts';
import { listPurchaseInvoices } from './purchase-invoices.ts';
import { renderSalesInvoicePdf, salesInvoicePdfFileName } from './sales-invoice-pdf.ts';
import { renderInvoiceXml } from './ubl-invoice.ts';

/**
 * The pre-accounting program's trade (issue 34): counterparties, sales invoices with their PDF
 * and UBL-TR XML, collections and the ageing. Reads that follow Istanbul's today (overdue, the
 * ageing) are kept with the clock; the others until the data changes.
 */
export const salesInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const integrator = einvoiceIntegratorFor(app);

  app.route({
    ...callerReadRoute(app, listCounterpartiesRoute),
    handler: async (request) => {
      const { all: _all, ...query } = request.query;
      return { result: await listCompanyCounterparties(app, routeAccount(request), query) };
    },
  });

  app.route({
    ...contractRoute(app, createCounterpartyRoute),
    handler: async (request, reply) => {
      const result = await createCounterparty(app, routeAccount(request), request.body);
      return reply
        .code(201)
        .send({ result, message: translate(requestLanguage(request), 'counterparties.created') });
    },
  });

  app.route({
    ...callerReadRoute(app, getCounterpartyRoute),
    handler: async (request) => ({
      result: await getCounterparty(app, routeAccount(request), request.params.counterpartyId),
    }),
  });

  app.route({
    ...contractRoute(app, updateCounterpartyRoute),
    handler: async (request) => ({
      result: await changeCounterparty(
        app,
        routeAccount(request),
        request.params.counterpartyId,
        request.body,
      ),
      message: translate(requestLanguage(request), 'counterparties.updated'),
    }),
  });

  app.route({
    ...callerReadRoute(app, getCounterpartyStatementRoute),
    handler: async (request) => ({
      result: await counterpartyStatement(app, routeAccount(request), request.params.counterpartyId),
    }),
  });

  app.route({
    ...callerClockReadRoute(app, listSalesInvoicesRoute),
    handler: async (request) => {
      const { all: _all, ...query } = request.query;
      return {
        result: await listSalesInvoices(app, routeAccount(request), query, requestLanguage(request)),
      };
    },
  });

  app.route({
    ...contractRoute(app, createSalesInvoiceRoute),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const result = await createSalesInvoice(
        app,
        requireAuth(request),
        routeAccount(request),
        request.body,
        language,
      );
      return reply.code(201).send({ result, message: translate(language, 'salesInvoices.created') });
    },
  });

  app.route({
    ...callerClockReadRoute(app, getSalesInvoiceRoute),
    handler: async (request) => ({
      result: await getSalesInvoice(
        app,
        routeAccount(request),
        request.params.invoiceId,
        requestLanguage(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, updateSalesInvoiceRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      return {
        result: await updateSalesInvoice(
          app,
          routeAccount(request),
          request.params.invoiceId,
          request.body,
          language,
        ),
        message: translate(language, 'salesInvoices.updated'),
      };
    },
  });

  app.route({
    ...contractRoute(app, issueSalesInvoiceRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const result = await issueSalesInvoice(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.invoiceId,
        language,
      );
      return {
        result,
        message: translate(language, 'salesInvoices.issued', { number: result.number ?? '' }),
      };
    },
  });

  app.route({
    ...contractRoute(app, cancelSalesInvoiceRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const { invoice, atIntegrator } = await cancelSalesInvoiceAndDelivery(
        app,
        integrator,
        requireAuth(request),
        routeAccount(request),
        request.params.invoiceId,
        language,
      );
      return {
        result: invoice,
        message: translate(
          language,
          atIntegrator ? 'salesInvoices.cancelledEArsiv' : 'salesInvoices.cancelled',
          {
            number: invoice.number ?? '',
          },
        ),
      };
    },
  });

  app.route({
    ...contractRoute(app, sendSalesInvoiceRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const { invoice, channel } = await sendSalesInvoice(
        app,
        integrator,
        requireAuth(request),
        routeAccount(request),
        request.params.invoiceId,
        language,
      );
      return {
        result: invoice,
        message: translate(
          language,
          channel === 'e_fatura' ? 'salesInvoices.sentEFatura' : 'salesInvoices.sentEArsiv',
          {
            number: invoice.number ?? '',
          },
        ),
      };
    },
  });

  app.route({
    ...contractRoute(app, returnSalesInvoiceRoute),
    handler: async (request, reply) => {
      const result = await returnSalesInvoice(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.invoiceId,
        request.body?.issue_date,
        requestLanguage(request),
      );
      return reply.code(201).send({
        result,
        message: translate(requestLanguage(request), 'salesInvoices.returned', {
          number: result.number ?? '',
        }),
      });
    },
  });

  app.route({
    ...contractRoute(app, salesInvoicePdfRoute),
    handler: async (request, reply) => {
      const language = request.query.lang ?? requestLanguage(request);
      const document = await invoiceDocument(app, routeAccount(request), request.params.invoiceId, language);
      const pdf = await renderSalesInvoicePdf(document, language);
      const fileName = salesInvoicePdfFileName(document, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.route({
    ...contractRoute(app, salesInvoiceXmlRoute),
    handler: async (request, reply) => {
      const document = await invoiceDocument(
        app,
        routeAccount(request),
        request.params.invoiceId,
        requestLanguage(request),
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`${document.invoice.number}.xml`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(renderInvoiceXml(document));
    },
  });

  app.route({
    ...contractRoute(app, remindSalesInvoiceRoute),
    handler: async (request) => {
      const result = await sendInvoiceReminder(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.invoiceId,
        request.body.language,
      );
      return {
        result,
        message: translate(requestLanguage(request), 'salesInvoices.reminderSent', { email: result.email }),
      };
    },
  });

  app.route({
    ...callerReadRoute(app, listCollectionsRoute),
    handler: async (request) => {
      const { all: _all, ...query } = request.query;
      return { result: await listCompanyCollections(app, routeAccount(request), query) };
    },
  });

  app.route({
    ...contractRoute(app, createCollectionRoute),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const result = await createCollection(
        app,
        requireAuth(request),
        routeAccount(request),
        request.body,
        language,
      );
      const kind = translate(language, `collections.kind.${result.kind}`);
      return reply.code(201).send({ result, message: translate(language, 'collections.created', { kind }) });
    },
  });

  app.route({
    ...callerClockReadRoute(app, listPurchaseInvoicesRoute),
    handler: async (request) => {
      const { all: _all, ...query } = request.query;
      return { result: await listPurchaseInvoices(app, routeAccount(request), query) };
    },
  });

  app.route({
    ...callerClockReadRoute(app, getAgeingRoute),
    handler: async (request) => ({
      result: await ageing(app, routeAccount(request), request.query.kind),
    }),
  });
};
