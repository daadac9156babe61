import { ZPermissionsSnapshot } from '@portal/contracts/auth/permission-refresh';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import { ZPermission, ZRole, ZRolePermissionsRequest, ZRoleRequest } from '@portal/contracts/staff/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import {
  createRole,
  listPermissions,
  listRoles,
  permissionsSnapshot,
  removeRole,
  setRolePermissions,
  updateRole,
} from './service.ts';

const ZRoleParams = z.object({ id: ZRecordId });

const FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const CHANGE_FAILURES = { ...FAILURES, 409: ZErrorResponse };

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/permissions',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: "The caller's role and permissions as stored now (the web app refreshes its list with it)",
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(ZPermissionsSnapshot), 401: ZErrorResponse },
      },
    },
    async (request) => ({ result: await permissionsSnapshot(app, requireAuth(request)) }),
  );

  app.get(
    '/permissions',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['roles'],
        summary: 'Every permission name; for holders of "show roles" or "show permissions"',
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(z.array(ZPermission)), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => ({ result: await listPermissions(app, requireAuth(request)) }),
  );

  app.get(
    '/roles',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['roles'],
        summary:
          'Every role with its permissions and number of users; for holders of "show roles", "show permissions" or a people permission',
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(z.array(ZRole)), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => ({ result: await listRoles(app, requireAuth(request)) }),
  );

  app.post(
    '/roles',
    {
      onRequest: [app.authenticate, app.requirePermission(PERMISSIONS.showRoles)],
      schema: {
        tags: ['roles'],
        summary: 'A new role, without permissions (give them on the matrix)',
        security: [{ bearerAuth: [] }],
        body: ZRoleRequest,
        response: { 201: envelope(ZRole), ...FAILURES },
      },
    },
    async (request, reply) => {
      const role = await createRole(app, requireAuth(request), request.body.name);
      return reply
        .code(201)
        .send({ result: role, message: translate(requestLanguage(request), 'roles.created') });
    },
  );

  app.put(
    '/roles/:id',
    {
      onRequest: [app.authenticate, app.requirePermission(PERMISSIONS.showRoles)],
      schema: {
        tags: ['roles'],
        summary: 'Renames a role; the four built-in roles keep their names (409)',
        security: [{ bearerAuth: [] }],
        params: ZRoleParams,
        body: ZRoleRequest,
        response: { 200: envelope(ZRole), ...CHANGE_FAILURES },
      },
    },
    async (request) => {
      const role = await updateRole(app, requireAuth(request), request.params.id, request.body.name);
      return { result: role, message: translate(requestLanguage(request), 'roles.updated') };
    },
  );

  app.delete(
    '/roles/:id',
    {
      onRequest: [app.authenticate, app.requirePermission(PERMISSIONS.showRoles)],
      schema: {
        tags: ['roles'],
        summary: 'Deletes a role nobody holds (409 otherwise); built-in roles stay (409)',
        security: [{ bearerAuth: [] }],
        params: ZRoleParams,
        response: { 200: envelope(z.null()), ...CHANGE_FAILURES },
      },
    },
    async (request) => {
      await removeRole(app, requireAuth(request), request.params.id);
      return { result: null, message: translate(requestLanguage(request), 'roles.deleted') };
    },
  );

  app.put(
    '/roles/:id/permissions',
    {
      onRequest: [app.authenticate, app.requirePermission(PERMISSIONS.showPermissions)],
      schema: {
        tags: ['roles'],
        summary:
          'Replaces the role\'s permission set at once, effective on its holders\' next request; the admin role keeps "show permissions" and "show roles" (409)',
        security: [{ bearerAuth: [] }],
        params: ZRoleParams,
        body: ZRolePermissionsRequest,
        response: { 200: envelope(ZRole), ...CHANGE_FAILURES },
      },
    },
    async (request) => {
      const role = await setRolePermissions(
        app,
        requireAuth(request),
        request.params.id,
        request.body.permissions,
      );
      return { result: role, message: translate(requestLanguage(request), 'roles.permissionsSaved') };
    },
  );
};
