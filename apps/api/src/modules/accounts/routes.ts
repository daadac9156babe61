import {
  changeAccountStatusRoute,
  createAccountRoute,
  deleteAccountRoute,
  getAccountRoute,
  getAccountsRoute,
  renameAccountRoute,
  saveAccountInformationsRoute,
} from '@portal/contracts/accounts/account-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import {
  createAccount,
  deleteAccount,
  findAccounts,
  getAccount,
  renameAccount,
  saveAccountInformations,
  setAccountStatus,
} from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, createAccountRoute),
    handler: async (request, reply) => {
      const account = await createAccount(app, requireAuth(request), request.body.name, request.query);
      return reply
        .code(201)
        .send({ result: account, message: translate(requestLanguage(request), 'accounts.created') });
    },
  });

  app.route({
    ...callerReadRoute(app, getAccountsRoute),
    handler: async (request) => ({ result: await findAccounts(app, requireAuth(request), request.query) }),
  });

  app.route({
    ...callerReadRoute(app, getAccountRoute),
    handler: async (request) => ({
      result: await getAccount(app, routeAccount(request), requestLanguage(request)),
    }),
  });

  app.route({
    ...contractRoute(app, renameAccountRoute),
    handler: async (request) => {
      const account = await renameAccount(
        app,
        requireAuth(request),
        routeAccount(request),
        request.body.name,
      );
      return { result: account, message: translate(requestLanguage(request), 'accounts.updated') };
    },
  });

  app.route({
    ...contractRoute(app, deleteAccountRoute),
    handler: async (request) => {
      await deleteAccount(app, routeAccount(request));
      return { result: null, message: translate(requestLanguage(request), 'accounts.deleted') };
    },
  });

  app.route({
    ...contractRoute(app, saveAccountInformationsRoute),
    handler: async (request) => {
      const informations = await saveAccountInformations(
        app,
        requireAuth(request),
        routeAccount(request),
        request.body,
        request.query,
      );
      return {
        result: informations,
        message: translate(requestLanguage(request), 'accounts.informationsSaved'),
      };
    },
  });

  app.route({
    ...contractRoute(app, changeAccountStatusRoute),
    handler: async (request) => {
      const account = await setAccountStatus(app, requireAuth(request), routeAccount(request), request.body);
      return { result: account, message: translate(requestLanguage(request), 'accounts.statusChanged') };
    },
  });
};
