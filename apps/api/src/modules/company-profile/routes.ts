import { envelope } from '@portal/contracts/common/envelope';
import {
  decideChangeRequestRoute,
  getChangeRequestsRoute,
  getCompanyProfileRoute,
  getProfileCompaniesRoute,
  updateCompanyProfileRoute,
} from '@portal/contracts/company-profile/company-profile-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import {
  decideCompanyChange,
  getCompanyProfile,
  listChangeRequests,
  listProfileCompanies,
  updateCompanyProfile,
} from './service.ts';

/** The profile's companies, the company's details and the requests to change them (issue 16). */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerReadRoute(app, getProfileCompaniesRoute),
    handler: async (request) => ({
      result: await listProfileCompanies(app, requireAuth(request), requestLanguage(request)),
    }),
  });

  app.route({
    ...callerReadRoute(app, getCompanyProfileRoute),
    handler: async (request) => ({
      result: await getCompanyProfile(app, requireAuth(request), routeAccount(request)),
    }),
  });

  // A change that waits for the advisor is answered 202 Accepted, with the same body as a saved one.
  const update = contractRoute(app, updateCompanyProfileRoute);
  app.route({
    ...update,
    schema: {
      ...update.schema,
      response: { ...update.schema.response, 202: envelope(updateCompanyProfileRoute.result) },
    },
    handler: async (request, reply) => {
      const outcome = await updateCompanyProfile(
        app,
        requireAuth(request),
        routeAccount(request),
        request.body,
      );
      return reply
        .code(outcome.status)
        .send({ result: outcome.result, message: translate(requestLanguage(request), outcome.message) });
    },
  });

  app.route({
    ...callerReadRoute(app, getChangeRequestsRoute),
    handler: async (request) => ({
      result: await listChangeRequests(app, routeAccount(request)),
    }),
  });

  app.route({
    ...contractRoute(app, decideChangeRequestRoute),
    handler: async (request) => {
      const { request: decided, message } = await decideCompanyChange(app, requireAuth(request), {
        account: routeAccount(request),
        requestId: request.params.requestId,
        body: request.body,
      });
      return { result: decided, message: translate(requestLanguage(request), message) };
    },
  });
};
