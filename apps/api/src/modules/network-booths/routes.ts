import multipart from '@fastify/multipart';
import {
  BOOTH_DOCUMENT_FIELD,
  BOOTH_DOCUMENT_MAX_BYTES,
  BOOTH_LOGO_FIELD,
  BOOTH_LOGO_MAX_BYTES,
} from '@portal/contracts/network/network-constants';
import { NETWORK_MESSAGES } from '@portal/contracts/network/network-messages';
import {
  addBoothDocumentRoute,
  contactBoothRoute,
  createBoothRoute,
  deleteBoothDocumentRoute,
  deleteBoothLogoRoute,
  getBoothDocumentRoute,
  getBoothLogoRoute,
  getBoothRoute,
  listBoothsRoute,
  setBoothVisibilityRoute,
  updateBoothRoute,
  uploadBoothLogoRoute,
} from '@portal/contracts/network/network-routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { readMultipartForm, type TUploadLimits } from '../../plugins/multipart-form.ts';
import { accountOfResource, routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { sendStoredFile } from '../../plugins/stored-file-reply.ts';
import {
  addBoothDocument,
  contactBooth,
  createBooth,
  deleteBoothDocument,
  deleteBoothLogo,
  getBooth,
  listBooths,
  readBoothDocument,
  readBoothLogo,
  setBoothVisibility,
  type TBoothCaller,
  updateBooth,
  uploadBoothLogo,
} from './service.ts';

/** The multipart limits of the uploads: one file, the brochure's title, nothing bigger than allowed. */
const UPLOAD_PARTS = { files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 } as const;
const LOGO_LIMITS: TUploadLimits = { ...UPLOAD_PARTS, fileSize: BOOTH_LOGO_MAX_BYTES };
const DOCUMENT_LIMITS: TUploadLimits = { ...UPLOAD_PARTS, fileSize: BOOTH_DOCUMENT_MAX_BYTES };

const callerOf = (request: FastifyRequest): TBoothCaller => ({
  auth: requireAuth(request),
  actingFor: request.actingFor,
  language: requestLanguage(request),
});

/** The Endless network's booths (issue 17): the directory, a company's booth, its files, contact, moderation. */
export const networkBoothRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only by the routes of this plugin (the logo and the brochures).
  await app.register(multipart, { limits: DOCUMENT_LIMITS });

  app.route({
    ...callerReadRoute(app, listBoothsRoute),
    handler: async (request) => ({ result: await listBooths(app, callerOf(request), request.query) }),
  });

  app.route({
    ...contractRoute(app, createBoothRoute),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const result = await createBooth(app, caller, routeAccount(request), request.body);
      return reply
        .code(201)
        .send({ result, message: translate(caller.language, NETWORK_MESSAGES.boothCreated) });
    },
  });

  app.route({
    ...callerReadRoute(app, getBoothRoute),
    handler: async (request) => ({ result: await getBooth(app, callerOf(request), request.params.id) }),
  });

  app.route({
    ...contractRoute(app, updateBoothRoute),
    handler: async (request) => {
      const caller = callerOf(request);
      const result = await updateBooth(app, caller, {
        boothId: request.params.id,
        reach: accountOfResource(request),
        body: request.body,
      });
      return { result, message: translate(caller.language, NETWORK_MESSAGES.boothSaved) };
    },
  });

  app.route({
    ...contractRoute(app, contactBoothRoute),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      await contactBooth(app, { ...caller, log: request.log }, request.params.id, request.body);
      return reply
        .code(201)
        .send({ result: null, message: translate(caller.language, NETWORK_MESSAGES.contactSent) });
    },
  });

  app.route({
    ...contractRoute(app, uploadBoothLogoRoute),
    handler: async (request) => {
      const caller = callerOf(request);
      const result = await uploadBoothLogo(app, caller, {
        boothId: request.params.id,
        reach: accountOfResource(request),
        read: () =>
          readMultipartForm(app, request, {
            fields: [],
            file: BOOTH_LOGO_FIELD,
            limits: LOGO_LIMITS,
            tooLarge: 'users.avatarTooLarge',
          }),
      });
      return { result, message: translate(caller.language, NETWORK_MESSAGES.logoSaved) };
    },
  });

  app.route({
    ...contractRoute(app, deleteBoothLogoRoute),
    handler: async (request) => {
      const caller = callerOf(request);
      const result = await deleteBoothLogo(app, caller, {
        boothId: request.params.id,
        reach: accountOfResource(request),
      });
      return { result, message: translate(caller.language, NETWORK_MESSAGES.logoRemoved) };
    },
  });

  app.route({
    ...contractRoute(app, getBoothLogoRoute),
    handler: async (request, reply) => {
      const logo = await readBoothLogo(app, callerOf(request), request.params.id);
      return sendStoredFile(reply, logo, { disposition: 'inline', cache: 'no-cache' });
    },
  });

  app.route({
    ...contractRoute(app, addBoothDocumentRoute),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const result = await addBoothDocument(app, {
        boothId: request.params.id,
        reach: accountOfResource(request),
        read: () =>
          readMultipartForm(app, request, {
            fields: ['title'],
            file: BOOTH_DOCUMENT_FIELD,
            limits: DOCUMENT_LIMITS,
            tooLarge: NETWORK_MESSAGES.documentTooLarge,
          }),
      });
      return reply
        .code(201)
        .send({ result, message: translate(caller.language, NETWORK_MESSAGES.documentAdded) });
    },
  });

  app.route({
    ...contractRoute(app, deleteBoothDocumentRoute),
    handler: async (request) => {
      await deleteBoothDocument(app, {
        boothId: request.params.id,
        documentId: request.params.documentId,
        reach: accountOfResource(request),
      });
      return { result: null, message: translate(requestLanguage(request), NETWORK_MESSAGES.documentDeleted) };
    },
  });

  app.route({
    ...contractRoute(app, getBoothDocumentRoute),
    handler: async (request, reply) => {
      const document = await readBoothDocument(
        app,
        callerOf(request),
        request.params.id,
        request.params.documentId,
      );
      return sendStoredFile(reply, document, { disposition: 'inline', cache: 'no-cache' });
    },
  });

  app.route({
    ...contractRoute(app, setBoothVisibilityRoute),
    handler: async (request) => {
      const caller = callerOf(request);
      const result = await setBoothVisibility(app, caller, request.params.id, request.body);
      const message = result.hidden ? NETWORK_MESSAGES.boothHidden : NETWORK_MESSAGES.boothShown;
      return { result, message: translate(caller.language, message) };
    },
  });
};
