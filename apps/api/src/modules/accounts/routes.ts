import {
  ZAccount,
  ZAccountChangeStatusRequest,
  ZAccountDetail,
  ZAccountInformation,
  ZAccountInformationsRequest,
  ZAccountListQuery,
  ZAccountScopeQuery,
  ZCreateAccountRequest,
  ZUpdateAccountRequest,
} from '@portal/contracts/accounts/account-schemas';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { envelope, paginated, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import {
  createAccount,
  deleteAccount,
  findAccounts,
  getAccount,
  renameAccount,
  saveAccountInformations,
  setAccountStatus,
} from './service.ts';

const ZAccountParams = z.object({ id: ZRecordId });

/** Failures every route here can answer. */
const FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

const SCOPE_NOTE =
  '`?all`: staff holding "show accounts all" reach any account; `user_id`: staff act for that customer.';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accounts',
    {
      onRequest: [app.authenticate, app.requirePermission(PERMISSIONS.storeAccounts)],
      schema: {
        tags: ['accounts'],
        summary: 'A new company; the caller (or, for staff, `user_id`) is attached to it',
        security: [{ bearerAuth: [] }],
        querystring: ZAccountScopeQuery,
        body: ZCreateAccountRequest,
        response: { 201: envelope(ZAccount), ...FAILURES },
      },
    },
    async (request, reply) => {
      const account = await createAccount(app, requireAuth(request), request.body.name, request.query);
      return reply
        .code(201)
        .send({ result: account, message: translate(requestLanguage(request), 'accounts.created') });
    },
  );

  app.get(
    '/accounts',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary: `The caller's companies, newest first. ${SCOPE_NOTE} Search by name, filter by status and product line (brand), sort by newest, oldest or name.`,
        security: [{ bearerAuth: [] }],
        querystring: ZAccountListQuery,
        response: { 200: envelope(paginated(ZAccount)), ...FAILURES },
      },
    },
    async (request) => ({ result: await findAccounts(app, requireAuth(request), request.query) }),
  );

  app.get(
    '/accounts/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary: `A company with its information, products and users. ${SCOPE_NOTE}`,
        security: [{ bearerAuth: [] }],
        params: ZAccountParams,
        querystring: ZAccountScopeQuery,
        response: { 200: envelope(ZAccountDetail), ...FAILURES },
      },
    },
    async (request) => ({
      result: await getAccount(
        app,
        requireAuth(request),
        request.params.id,
        request.query,
        requestLanguage(request),
      ),
    }),
  );

  app.put(
    '/accounts/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary: 'Renames the company',
        security: [{ bearerAuth: [] }],
        params: ZAccountParams,
        querystring: ZAccountScopeQuery,
        body: ZUpdateAccountRequest,
        response: { 200: envelope(ZAccount), ...FAILURES },
      },
    },
    async (request) => {
      const account = await renameAccount(
        app,
        requireAuth(request),
        request.params.id,
        request.body.name,
        request.query,
      );
      return { result: account, message: translate(requestLanguage(request), 'accounts.updated') };
    },
  );

  app.delete(
    '/accounts/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary: 'Deletes the company (soft): its customer while the application is in progress, or an admin',
        security: [{ bearerAuth: [] }],
        params: ZAccountParams,
        querystring: ZAccountScopeQuery,
        response: { 200: envelope(z.null()), ...FAILURES },
      },
    },
    async (request) => {
      await deleteAccount(app, requireAuth(request), request.params.id, request.query);
      return { result: null, message: translate(requestLanguage(request), 'accounts.deleted') };
    },
  );

  app.post(
    '/accounts/:id/informations',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary: 'Saves the listed information keys (only those of spec section 3); answers them all',
        security: [{ bearerAuth: [] }],
        params: ZAccountParams,
        querystring: ZAccountScopeQuery,
        body: ZAccountInformationsRequest,
        response: { 200: envelope(z.array(ZAccountInformation)), ...FAILURES },
      },
    },
    async (request) => {
      const informations = await saveAccountInformations(
        app,
        requireAuth(request),
        request.params.id,
        request.body,
        request.query,
      );
      return {
        result: informations,
        message: translate(requestLanguage(request), 'accounts.informationsSaved'),
      };
    },
  );

  app.put(
    '/accounts/:id/change-status',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary:
          'Staff (an admin, or an advisor/secretary of the company) change its status along the allowed transitions; a rejection (5) needs a `reason`, shown to the customer. Approving or rejecting a waiting application mails its customers.',
        security: [{ bearerAuth: [] }],
        params: ZAccountParams,
        querystring: ZAccountScopeQuery,
        body: ZAccountChangeStatusRequest,
        response: { 200: envelope(ZAccount), ...FAILURES, 409: ZErrorResponse },
      },
    },
    async (request) => {
      const account = await setAccountStatus(
        app,
        requireAuth(request),
        request.params.id,
        request.body,
        request.query,
      );
      return { result: account, message: translate(requestLanguage(request), 'accounts.statusChanged') };
    },
  );
};
