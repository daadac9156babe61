import {
  addAuthorisedRecipientRoute,
  addForwardingAddressRoute,
  deleteAuthorisedRecipientRoute,
  deleteForwardingAddressRoute,
  getOfficeRulesRoute,
  listAuthorisedRecipientsRoute,
  listForwardingAddressesRoute,
  saveOfficeRulesRoute,
} from '@portal/contracts/office/office-rules-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import {
  addAuthorisedRecipient,
  addForwardingAddress,
  deleteAuthorisedRecipient,
  deleteForwardingAddress,
  getOfficeRules,
  listAuthorisedRecipients,
  listForwardingAddresses,
  saveOfficeRules,
} from './service.ts';

/** The company's standing mail instructions (issue 35): rules, forwarding addresses, recipients. */
export const officeMailRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getOfficeRulesRoute),
    handler: async (request) => ({ result: await getOfficeRules(app.db, routeAccount(request).id) }),
  });

  app.route({
    ...contractRoute(app, saveOfficeRulesRoute),
    handler: async (request) => ({
      result: await saveOfficeRules(app, requireAuth(request), routeAccount(request), request.body),
      message: translate(requestLanguage(request), 'office.rules.saved'),
    }),
  });

  app.route({
    ...contractRoute(app, listForwardingAddressesRoute),
    handler: async (request) => ({ result: await listForwardingAddresses(app.db, routeAccount(request).id) }),
  });

  app.route({
    ...contractRoute(app, addForwardingAddressRoute),
    handler: async (request, reply) =>
      reply.code(201).send({
        result: await addForwardingAddress(app, routeAccount(request), request.body),
        message: translate(requestLanguage(request), 'office.rules.addressSaved'),
      }),
  });

  app.route({
    ...contractRoute(app, deleteForwardingAddressRoute),
    handler: async (request) => ({
      result: await deleteForwardingAddress(app, routeAccount(request), request.params.addressId),
      message: translate(requestLanguage(request), 'office.rules.addressDeleted'),
    }),
  });

  app.route({
    ...contractRoute(app, listAuthorisedRecipientsRoute),
    handler: async (request) => ({
      result: await listAuthorisedRecipients(app.db, routeAccount(request).id),
    }),
  });

  app.route({
    ...contractRoute(app, addAuthorisedRecipientRoute),
    handler: async (request, reply) =>
      reply.code(201).send({
        result: await addAuthorisedRecipient(app, routeAccount(request), request.body),
        message: translate(requestLanguage(request), 'office.rules.recipientSaved'),
      }),
  });

  app.route({
    ...contractRoute(app, deleteAuthorisedRecipientRoute),
    handler: async (request) => ({
      result: await deleteAuthorisedRecipient(app, routeAccount(request), request.params.recipientId),
      message: translate(requestLanguage(request), 'office.rules.recipientDeleted'),
    }),
  });
};
