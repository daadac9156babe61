import {
  answerAdvisorQuestionRoute,
  askAdvisorQuestionRoute,
  getAccountActionsRoute,
  getAccountTimelineRoute,
  getAdvisorQuestionsRoute,
} from '@portal/contracts/company-desk/company-desk-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerClockReadRoute, callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import {
  accountActions,
  accountTimeline,
  answerAdvisorQuestion,
  askQuestion,
  listQuestions,
} from './service.ts';

/** The customer's desk: what waits on them, the application's timeline, the advisor's questions. */
export const companyDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    // The dashboard's first call; the month whose documents are due follows the clock.
    ...callerClockReadRoute(app, getAccountActionsRoute),
    handler: async (request) => ({
      result: await accountActions(app, routeAccount(request), requestLanguage(request)),
    }),
  });

  app.route({
    ...callerReadRoute(app, getAccountTimelineRoute),
    handler: async (request) => ({
      result: await accountTimeline(app, routeAccount(request)),
    }),
  });

  app.route({
    ...callerReadRoute(app, getAdvisorQuestionsRoute),
    handler: async (request) => ({
      result: await listQuestions(app, routeAccount(request)),
    }),
  });

  app.route({
    ...contractRoute(app, askAdvisorQuestionRoute),
    handler: async (request, reply) => {
      const result = await askQuestion(
        app,
        requireAuth(request),
        routeAccount(request),
        request.body.question,
      );
      return reply
        .code(201)
        .send({ result, message: translate(requestLanguage(request), 'questions.asked') });
    },
  });

  app.route({
    ...contractRoute(app, answerAdvisorQuestionRoute),
    handler: async (request) => {
      const result = await answerAdvisorQuestion(app, requireAuth(request), {
        account: routeAccount(request),
        questionId: request.params.questionId,
        answer: request.body.answer,
      });
      return { result, message: translate(requestLanguage(request), 'questions.answered') };
    },
  });
};
