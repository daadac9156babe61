import { z } from 'zod';
import { ZAccountParams } from '../accounts/account-routes.ts';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  ZAccountAction,
  ZAccountTimeline,
  ZAdvisorQuestion,
  ZAnswerQuestionRequest,
  ZAskQuestionRequest,
} from './company-desk.ts';

const DESK = { tags: ['accounts'], auth: 'required', query: ZAccountScopeQuery } as const;

export const getAccountActionsRoute = defineRoute({
  ...DESK,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  method: 'GET',
  path: '/accounts/:id/actions',
  summary:
    "What waits on the company's customer: this month's documents missing, documents needing a fix, a payment due, unanswered advisor questions; empty when nothing waits",
  params: ZAccountParams,
  result: z.array(ZAccountAction),
  failures: [401, 404, 422],
});

export const getAccountTimelineRoute = defineRoute({
  ...DESK,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  method: 'GET',
  path: '/accounts/:id/timeline',
  summary:
    'The application from start to approval: each step with its moment, and the expected day (3 working days after submission) for the approval not reached yet',
  params: ZAccountParams,
  result: ZAccountTimeline,
  failures: [401, 404, 422],
});

export const getAdvisorQuestionsRoute = defineRoute({
  ...DESK,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  method: 'GET',
  path: '/accounts/:id/questions',
  summary: "The advisor's questions to the company, newest first, with the answers",
  params: ZAccountParams,
  result: z.array(ZAdvisorQuestion),
  failures: [401, 404, 422],
});

export const askAdvisorQuestionRoute = defineRoute({
  ...DESK,
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'staff',
    staffView: 'asked',
    action: 'changeStatus',
    area: STAFF_AREAS.accountancy,
  },
  method: 'POST',
  path: '/accounts/:id/questions',
  summary: "The company's staff ask its customer a question (it waits in the customer's inbox); audited",
  params: ZAccountParams,
  body: ZAskQuestionRequest,
  status: 201,
  result: ZAdvisorQuestion,
  failures: [401, 403, 404, 422],
});

export const answerAdvisorQuestionRoute = defineRoute({
  ...DESK,
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'customers',
    staffView: 'asked',
    action: 'write',
  },
  method: 'PUT',
  path: '/accounts/:id/questions/:questionId/answer',
  summary: "The company's customer answers a question (once; 409 when already answered)",
  params: z.object({ id: ZRecordId, questionId: ZRecordId }),
  body: ZAnswerQuestionRequest,
  result: ZAdvisorQuestion,
  failures: [401, 403, 404, 409, 422],
});
