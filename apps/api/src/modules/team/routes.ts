import {
  acceptInvitationRoute,
  getInvitationRoute,
  getTeamRoute,
  inviteMemberRoute,
  removeMemberRoute,
  resendInvitationRoute,
  revokeInvitationRoute,
  updateMemberRoute,
} from '@portal/contracts/team/team-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerClockReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import {
  acceptInvitation,
  inviteMember,
  listTeam,
  previewInvitation,
  removeMember,
  resendInvitation,
  updateMember,
  withdrawInvitation,
} from './service.ts';

/** A company's team (issue 16): its members, their roles and switches, and the invitations. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    // The invitations' `state` (pending or expired) follows the clock.
    ...callerClockReadRoute(app, getTeamRoute),
    handler: async (request) => ({
      result: await listTeam(app, routeAccount(request)),
    }),
  });

  app.route({
    ...contractRoute(app, inviteMemberRoute),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const invitation = await inviteMember(app, requireAuth(request), {
        account: routeAccount(request),
        body: request.body,
        language,
      });
      return reply.code(201).send({
        result: invitation,
        message: translate(language, 'team.invited', { email: invitation.email }),
      });
    },
  });

  app.route({
    ...contractRoute(app, updateMemberRoute),
    handler: async (request) => ({
      result: await updateMember(app, requireAuth(request), {
        account: routeAccount(request),
        userId: request.params.userId,
        body: request.body,
      }),
      message: translate(requestLanguage(request), 'team.updated'),
    }),
  });

  app.route({
    ...contractRoute(app, removeMemberRoute),
    handler: async (request) => {
      const { left } = await removeMember(app, requireAuth(request), {
        account: routeAccount(request),
        userId: request.params.userId,
      });
      return {
        result: null,
        message: translate(requestLanguage(request), left ? 'team.left' : 'team.removed'),
      };
    },
  });

  app.route({
    ...contractRoute(app, resendInvitationRoute),
    handler: async (request) => ({
      result: await resendInvitation(app, requireAuth(request), {
        account: routeAccount(request),
        invitationId: request.params.invitationId,
        language: requestLanguage(request),
      }),
      message: translate(requestLanguage(request), 'team.resent'),
    }),
  });

  app.route({
    ...contractRoute(app, revokeInvitationRoute),
    handler: async (request) => {
      await withdrawInvitation(app, requireAuth(request), {
        account: routeAccount(request),
        invitationId: request.params.invitationId,
      });
      return { result: null, message: translate(requestLanguage(request), 'team.revoked') };
    },
  });

  // The link's routes are open to anyone holding it: throttled per IP like the other link routes,
  // so nobody guesses secrets (32 random bytes) by volume either.
  app.route({
    ...contractRoute(app, getInvitationRoute, [], [app.rateLimitPerIp('authRoutesPerIp')]),
    handler: async (request) => ({ result: await previewInvitation(app, request.params.token) }),
  });

  app.route({
    ...contractRoute(app, acceptInvitationRoute, [], [app.rateLimitPerIp('authRoutesPerIp')]),
    handler: async (request) => {
      const language = requestLanguage(request);
      const result = await acceptInvitation(app, request.auth, {
        token: request.params.token,
        body: request.body,
        language,
      });
      return { result, message: translate(language, 'team.joined', { company: result.account.name }) };
    },
  });
};
