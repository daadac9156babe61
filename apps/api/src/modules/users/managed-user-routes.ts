import { envelope, paginated, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import {
  ZCreateUserRequest,
  ZManagedUser,
  ZManagedUserListQuery,
} from '@portal/contracts/staff/managed-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { createUser, deactivateUser, listUsers } from './managed-user-service.ts';

const FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

/** The people screens (all users, advisors, secretaries). `PUT users/{id}` lives in routes.ts. */
export const managedUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['users'],
        summary:
          'People sorted by name; search name/e-mail, filter by role name and status. Everyone for "show users all"; `role=advisor` / `role=secretary` for "show advisors" / "show secretaries"',
        security: [{ bearerAuth: [] }],
        querystring: ZManagedUserListQuery,
        response: { 200: envelope(paginated(ZManagedUser)), ...FAILURES },
      },
    },
    async (request) => ({ result: await listUsers(app, requireAuth(request), request.query) }),
  );

  app.post(
    '/users',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['users'],
        summary:
          'A new person with a role (the role must be one the caller manages; only an admin creates an admin). They get an e-mail verification link.',
        security: [{ bearerAuth: [] }],
        body: ZCreateUserRequest,
        response: { 201: envelope(ZManagedUser), ...FAILURES },
      },
    },
    async (request, reply) => {
      const user = await createUser(app, requireAuth(request), request.body);
      return reply
        .code(201)
        .send({ result: user, message: translate(requestLanguage(request), 'users.created') });
    },
  );

  app.delete(
    '/users/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['users'],
        summary:
          'Deactivates a person and closes their sessions (their records stay); 409 for the last admin or oneself',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: ZRecordId }),
        response: { 200: envelope(z.null()), ...FAILURES, 409: ZErrorResponse },
      },
    },
    async (request) => {
      await deactivateUser(app, requireAuth(request), request.params.id);
      return { result: null, message: translate(requestLanguage(request), 'users.deactivated') };
    },
  );
};
