import { z } from 'zod';
import { ZAccountParams } from '../accounts/account-routes.ts';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZAccountAction, ZAccountTimeline } from './company-desk.ts';

const DESK = { tags: ['accounts'], auth: 'required', query: ZAccountScopeQuery } as const;

export const getAccountActionsRoute = defineRoute({
  ...DESK,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  method: 'GET',
  path: '/accounts/:id/actions',
  summary:
    "What waits on the company's customer: this month's documents missing, documents needing a fix, a payment due, tax to pay, documents asked for, the advisor's unread messages; empty when nothing waits",
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
