import multipart from '@fastify/multipart';
import { ZChangePasswordRequest, ZUser } from '@portal/contracts/auth/auth-schemas';
import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import { ZEditUserRequest } from '@portal/contracts/staff/managed-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { AVATAR_UPLOAD_LIMITS, readAvatarUpload } from './avatar-upload.ts';
import { changePassword, getUser, readAvatar, updateAvatar, updateProfile } from './service.ts';

const ZUserParams = z.object({ id: ZRecordId });

/** Failures every route here can answer. */
const FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only by the routes of this plugin (the avatar upload).
  await app.register(multipart, { limits: AVATAR_UPLOAD_LIMITS });

  app.get(
    '/users/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['users'],
        summary: 'A user: oneself, or anyone for staff holding "show users all"',
        security: [{ bearerAuth: [] }],
        params: ZUserParams,
        response: { 200: envelope(ZUser), ...FAILURES },
      },
    },
    async (request) => ({ result: await getUser(app, requireAuth(request), request.params.id) }),
  );

  app.put(
    '/users/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['users'],
        summary:
          'Name, e-mail and phone of oneself; staff managing people (“show users all”, or “show advisors” / “show secretaries” for those roles) also edit others and send `role_id` and `is_active`. A new e-mail must be verified again (a link is sent). 409 for the last admin, one’s own admin role or deactivating oneself.',
        security: [{ bearerAuth: [] }],
        params: ZUserParams,
        body: ZEditUserRequest,
        response: { 200: envelope(ZUser), ...FAILURES, 409: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      const { user, message } = await updateProfile(
        app,
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return { result: user, message: translate(requestLanguage(request), message) };
    },
  );

  app.post(
    '/users/:id/update-avatar',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['users'],
        summary: 'Profile picture: multipart/form-data, field "avatar", PNG, JPEG or WebP, at most 2 MB',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: ZUserParams,
        response: { 200: envelope(ZUser), ...FAILURES, 413: ZErrorResponse, 415: ZErrorResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await readAvatarUpload(app, request);
      const user = await updateAvatar(app, auth, request.params.id, data);
      return { result: user, message: translate(requestLanguage(request), 'users.avatarUpdated') };
    },
  );

  app.get(
    '/users/:id/avatar',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['users'],
        summary: 'The profile picture (image/png, image/jpeg or image/webp), to those who may see the user',
        security: [{ bearerAuth: [] }],
        params: ZUserParams,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The image bytes' }),
          ...FAILURES,
        },
      },
    },
    async (request, reply) => {
      const avatar = await readAvatar(app, requireAuth(request), request.params.id);
      return reply
        .type(avatar.type)
        .header('content-length', avatar.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-cache')
        .send(avatar.stream);
    },
  );

  app.post(
    '/users/:id/change-password',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['users'],
        summary: "Sets the user's password and closes their other sessions",
        security: [{ bearerAuth: [] }],
        params: ZUserParams,
        body: ZChangePasswordRequest,
        response: { 200: envelope(z.null()), ...FAILURES },
      },
    },
    async (request) => {
      await changePassword(app, requireAuth(request), request.params.id, request.body);
      return { result: null, message: translate(requestLanguage(request), 'users.passwordChanged') };
    },
  );
};
