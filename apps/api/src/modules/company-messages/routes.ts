import multipart from '@fastify/multipart';
import {
  answerAdvisorChangeRequestRoute,
  getCompanyMessageFileRoute,
  getUnreadMessagesRoute,
  listAdvisorAssignmentsRoute,
  listAdvisorChangeRequestsRoute,
  listCompanyMessagesRoute,
  markCompanyMessagesReadRoute,
  postCompanyMessageRoute,
  requestAdvisorChangeRoute,
} from '@portal/contracts/company-messages/company-message-routes';
import { COMPANY_MESSAGE_MESSAGES } from '@portal/contracts/company-messages/company-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { attachmentDisposition, sendStoredFile } from '../../plugins/stored-file-reply.ts';
import {
  advisorAssignments,
  answerAdvisorChange,
  COMPANY_MESSAGE_UPLOAD_LIMITS,
  listAdvisorChanges,
  listThread,
  markThreadRead,
  postMessage,
  readMessageFile,
  readMessageUpload,
  requestAdvisorChange,
  unreadMessages,
} from './service.ts';

/**
 * The company's conversation with its advisor and the advisor change (issue 33). The reads are
 * kept per caller (the thread carries their read mark) until a table they read changes.
 */
export const companyMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: COMPANY_MESSAGE_UPLOAD_LIMITS });

  app.route({
    ...callerReadRoute(app, listCompanyMessagesRoute),
    handler: async (request) => ({
      result: await listThread(app, requireAuth(request), routeAccount(request)),
    }),
  });

  app.route({
    ...contractRoute(app, postCompanyMessageRoute),
    handler: async (request, reply) => {
      const message = await postMessage(app, requireAuth(request), routeAccount(request), () =>
        readMessageUpload(app, request),
      );
      return reply.code(201).send({
        result: message,
        message: translate(requestLanguage(request), COMPANY_MESSAGE_MESSAGES.sent),
      });
    },
  });

  app.route({
    ...contractRoute(app, markCompanyMessagesReadRoute),
    handler: async (request) => ({
      result: await markThreadRead(app, requireAuth(request), routeAccount(request), request.body.up_to),
    }),
  });

  app.route({
    ...contractRoute(app, getCompanyMessageFileRoute),
    handler: async (request, reply) => {
      const file = await readMessageFile(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.messageId,
      );
      return sendStoredFile(reply, file, {
        disposition: attachmentDisposition(file.fileName),
        cache: 'no-store',
      });
    },
  });

  app.route({
    ...callerReadRoute(app, getUnreadMessagesRoute),
    handler: async (request) => ({ result: await unreadMessages(app, requireAuth(request)) }),
  });

  app.route({
    ...contractRoute(app, requestAdvisorChangeRoute),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const created = await requestAdvisorChange(
        app,
        requireAuth(request),
        routeAccount(request),
        request.body.reason,
        language,
      );
      return reply.code(201).send({
        result: created,
        message: translate(language, COMPANY_MESSAGE_MESSAGES.advisorChangeRequested),
      });
    },
  });

  app.route({
    ...callerReadRoute(app, listAdvisorChangeRequestsRoute),
    handler: async (request) => ({
      result: await listAdvisorChanges(app, requireAuth(request), request.query.status),
    }),
  });

  app.route({
    ...contractRoute(app, answerAdvisorChangeRequestRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      return {
        result: await answerAdvisorChange(
          app,
          requireAuth(request),
          request.params.requestId,
          request.body,
          language,
        ),
        message: translate(language, COMPANY_MESSAGE_MESSAGES.advisorChangeAnswered),
      };
    },
  });

  app.route({
    ...callerReadRoute(app, listAdvisorAssignmentsRoute),
    handler: async (request) => ({ result: await advisorAssignments(app, routeAccount(request)) }),
  });
};
