import { envelope, paginated, ZErrorResponse, ZPageQuery } from '@portal/contracts/common/envelope';
import { ZInvoice } from '@portal/contracts/payments/payment-schemas';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { findInvoices, getInvoice } from './service.ts';

const ZInvoiceListQuery = ZPageQuery.extend({
  account_id: ZRecordId.optional().describe(
    "One company's invoices: a member's, or any company's for staff holding 'show accounts all'",
  ),
});

const FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['payments'],
        summary: "The invoices of the caller's companies (or of one, `account_id`), newest first",
        security: [{ bearerAuth: [] }],
        querystring: ZInvoiceListQuery,
        response: { 200: envelope(paginated(ZInvoice)), ...FAILURES },
      },
    },
    async (request) => ({
      result: await findInvoices(app, requireAuth(request), request.query, requestLanguage(request)),
    }),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['payments'],
        summary: "The invoice as a PDF in the caller's language, as an attachment `<number>.pdf`",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: ZRecordId }),
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The PDF bytes' }),
          ...FAILURES,
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { invoice, lines } = await getInvoice(app, requireAuth(request), request.params.id, language);
      const pdf = await renderInvoicePdf(invoice, lines, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
