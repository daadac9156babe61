import {
  acceptOfficeContractRoute,
  getOfficeAddressLetterRoute,
  getOfficeContractPdfRoute,
  getOfficeContractRoute,
} from '@portal/contracts/office/office-contract-routes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { renderAddressLetterPdf, renderOfficeContractPdf } from './office-contract-pdf.ts';
import {
  acceptOfficeContract,
  getOfficeContract,
  requireAcceptedOfficeContract,
  requireOfficeContract,
} from './service.ts';

/**
 * The office line's lease contract (issue 35): its state and terms, the customer's acceptance,
 * and its two PDFs. Not kept in the answer cache: the first read after approval produces it.
 */
export const officeContractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getOfficeContractRoute),
    handler: async (request) => ({ result: await getOfficeContract(app, routeAccount(request)) }),
  });

  app.route({
    ...contractRoute(app, acceptOfficeContractRoute),
    handler: async (request) => {
      const result = await acceptOfficeContract(app, requireAuth(request), routeAccount(request), request.ip);
      return { result, message: translate(requestLanguage(request), 'office.contract.accepted') };
    },
  });

  app.route({
    ...contractRoute(app, getOfficeContractPdfRoute),
    handler: async (request, reply) => {
      const contract = await requireOfficeContract(app, routeAccount(request));
      return sendPdf(reply, contract.number, await renderOfficeContractPdf(contract));
    },
  });

  app.route({
    ...contractRoute(app, getOfficeAddressLetterRoute),
    handler: async (request, reply) => {
      const contract = await requireAcceptedOfficeContract(app, routeAccount(request));
      const pdf = await renderAddressLetterPdf(contract, app.now());
      return sendPdf(reply, `${contract.number}-adres-muvafakatnamesi`, pdf);
    },
  });
};

function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
