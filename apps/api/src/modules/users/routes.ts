import multipart from '@fastify/multipart';
import {
  changePasswordRoute,
  confirmEmailChangeRoute,
  getAvatarRoute,
  getUserRoute,
  updateAvatarRoute,
  updateUserRoute,
} from '@portal/contracts/users/user-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { sendStoredFile } from '../../plugins/stored-file-reply.ts';
import { AVATAR_UPLOAD_LIMITS, readAvatarUpload } from './avatar-upload.ts';
import { confirmEmailChange } from './email-change.ts';
import {
  changePassword,
  getUser,
  readAvatar,
  updateAvatar,
  updateManagedUser,
  updateOwnProfile,
} from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only by the routes of this plugin (the avatar upload).
  await app.register(multipart, { limits: AVATAR_UPLOAD_LIMITS });

  app.route({
    ...contractRoute(app, getUserRoute),
    handler: async (request) => ({
      result: await getUser(app, requireAuth(request), request.params.id, request.actingFor),
    }),
  });

  app.route({
    ...contractRoute(app, updateUserRoute),
    // One route, two rules: one's own profile, or someone else's by staff managing people.
    handler: async (request) => {
      const auth = requireAuth(request);
      const { id } = request.params;
      const { user, message } =
        id === auth.user.id
          ? await updateOwnProfile(app, auth, request.body)
          : await updateManagedUser(app, auth, id, request.body);
      return { result: user, message: translate(requestLanguage(request), message) };
    },
  });

  app.route({
    ...contractRoute(app, updateAvatarRoute),
    handler: async (request) => {
      const auth = requireAuth(request);
      const data = await readAvatarUpload(app, request);
      const user = await updateAvatar(app, auth, request.params.id, data);
      return { result: user, message: translate(requestLanguage(request), 'users.avatarUpdated') };
    },
  });

  app.route({
    ...contractRoute(app, getAvatarRoute),
    handler: async (request, reply) => {
      const avatar = await readAvatar(app, requireAuth(request), request.params.id);
      return sendStoredFile(reply, avatar, { disposition: 'inline', cache: 'no-cache' });
    },
  });

  app.route({
    ...contractRoute(app, changePasswordRoute),
    handler: async (request) => {
      await changePassword(app, requireAuth(request), request.params.id, request.body, request.ip);
      return { result: null, message: translate(requestLanguage(request), 'users.passwordChanged') };
    },
  });

  app.route({
    ...contractRoute(app, confirmEmailChangeRoute),
    // Opened from a mail, signed in or not: throttled per IP like the other guest routes.
    onRequest: app.rateLimitPerIp('authRoutesPerIp'),
    handler: async (request) => {
      await confirmEmailChange(app, { id: request.params.id, ...request.body }, request.ip);
      return { result: null, message: translate(requestLanguage(request), 'users.emailChanged') };
    },
  });
};
