import {
  getCreditNotePdfRoute,
  getInvoicePdfRoute,
  getInvoiceRoute,
  getInvoicesRoute,
  getInvoiceXmlRoute,
} from '@portal/contracts/payments/payment-routes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../../plugins/answer-cache.ts';
import { requireAuth } from '../../../plugins/auth/authenticate.ts';
import { requestLanguage } from '../../../plugins/i18n/request-language.ts';
import { accountOfResource } from '../../../plugins/route-account.ts';
import { contractRoute } from '../../../plugins/route-contract.ts';
import {
  findInvoices,
  findOneInvoice,
  getCreditNotePdf,
  getInvoicePdf,
  getInvoiceXml,
} from './invoice-service.ts';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerReadRoute(app, getInvoicesRoute),
    // `request.account`: the company `account_id` names, reached before the handler; null without one.
    handler: async (request) => ({
      result: await findInvoices(
        app,
        requireAuth(request),
        request.account,
        request.query,
        requestLanguage(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, getInvoiceRoute),
    handler: async (request) => ({
      result: await findOneInvoice(
        app,
        accountOfResource(request),
        request.params.id,
        requestLanguage(request),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, getInvoicePdfRoute),
    handler: async (request, reply) => {
      const { number, pdf } = await getInvoicePdf(
        app,
        accountOfResource(request),
        request.params.id,
        requestLanguage(request),
      );
      return sendPdf(reply, number, pdf);
    },
  });

  app.route({
    ...contractRoute(app, getInvoiceXmlRoute),
    handler: async (request, reply) => {
      const { number, xml } = await getInvoiceXml(app, accountOfResource(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${number}.xml"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  });

  app.route({
    ...contractRoute(app, getCreditNotePdfRoute),
    handler: async (request, reply) => {
      const { number, pdf } = await getCreditNotePdf(
        app,
        accountOfResource(request),
        request.params.id,
        requestLanguage(request),
      );
      return sendPdf(reply, number, pdf);
    },
  });
};

function sendPdf(reply: FastifyReply, number: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${number}.pdf"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
