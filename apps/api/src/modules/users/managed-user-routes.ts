import {
  createUserRoute,
  deactivateUserRoute,
  getUsersRoute,
} from '@portal/contracts/staff/managed-user-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { createUserOrInvitation, deactivateUser, listUsers } from './managed-user-service.ts';

/** The people screens (all users, advisors, secretaries). `PUT users/{id}` lives in routes.ts. */
export const managedUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerReadRoute(app, getUsersRoute),
    handler: async (request) => ({ result: await listUsers(app, requireAuth(request), request.query) }),
  });

  app.route({
    ...contractRoute(app, createUserRoute),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const created = await createUserOrInvitation(
        app,
        requireAuth(request),
        request.account,
        request.body,
        language,
      );
      if ('invitation' in created) {
        const { invitation } = created;
        return reply.code(201).send({
          result: invitation,
          message: translate(language, 'team.invited', { email: invitation.email }),
        });
      }
      return reply.code(201).send({ result: created.user, message: translate(language, 'users.created') });
    },
  });

  app.route({
    ...contractRoute(app, deactivateUserRoute),
    handler: async (request) => {
      await deactivateUser(app, requireAuth(request), request.params.id);
      return { result: null, message: translate(requestLanguage(request), 'users.deactivated') };
    },
  });
};
