import { getOwnPermissionsRoute } from '@portal/contracts/auth/auth-routes';
import {
  createRoleRoute,
  deleteRoleRoute,
  getPermissionsRoute,
  getRolesRoute,
  updateRolePermissionsRoute,
  updateRoleRoute,
} from '@portal/contracts/staff/role-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import {
  createRole,
  listPermissions,
  listRoles,
  permissionsSnapshot,
  removeRole,
  setRolePermissions,
  updateRole,
} from './service.ts';

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerReadRoute(app, getOwnPermissionsRoute),
    handler: async (request) => ({
      result: await permissionsSnapshot(app, requireAuth(request), request.actingFor),
    }),
  });

  app.route({
    ...callerReadRoute(app, getPermissionsRoute),
    handler: async (request) => ({ result: await listPermissions(app, requireAuth(request)) }),
  });

  app.route({
    ...callerReadRoute(app, getRolesRoute),
    handler: async (request) => ({ result: await listRoles(app, requireAuth(request)) }),
  });

  app.route({
    ...contractRoute(app, createRoleRoute),
    handler: async (request, reply) => {
      const role = await createRole(app, requireAuth(request), request.body.name);
      return reply
        .code(201)
        .send({ result: role, message: translate(requestLanguage(request), 'roles.created') });
    },
  });

  app.route({
    ...contractRoute(app, updateRoleRoute),
    handler: async (request) => {
      const role = await updateRole(app, requireAuth(request), request.params.id, request.body.name);
      return { result: role, message: translate(requestLanguage(request), 'roles.updated') };
    },
  });

  app.route({
    ...contractRoute(app, deleteRoleRoute),
    handler: async (request) => {
      await removeRole(app, requireAuth(request), request.params.id);
      return { result: null, message: translate(requestLanguage(request), 'roles.deleted') };
    },
  });

  app.route({
    ...contractRoute(app, updateRolePermissionsRoute),
    handler: async (request) => {
      const role = await setRolePermissions(
        app,
        requireAuth(request),
        request.params.id,
        request.body.permissions,
      );
      return { result: role, message: translate(requestLanguage(request), 'roles.permissionsSaved') };
    },
  });
};
