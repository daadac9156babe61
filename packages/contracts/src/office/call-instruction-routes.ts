import { ZAccountParams } from '../accounts/account-routes.ts';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { defineRoute } from '../http/route-contract.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import { ZCallInstructions, ZCallInstructionsRequest } from './call-instructions.ts';

const INSTRUCTIONS = { tags: ['office'], auth: 'required' } as const;

export const getCallInstructionsRoute = defineRoute({
  ...INSTRUCTIONS,
  // The call log's readers: a customer holding 'show calls', the staff serving the office line.
  access: {
    kind: 'account',
    account: 'params.id',
    customerPermission: PERMISSIONS.showCalls,
    staffView: 'asked',
    action: 'seeOffice',
    area: STAFF_AREAS.officeCalls,
  },
  method: 'GET',
  path: '/accounts/:id/call-instructions',
  summary:
    "The company's call instructions for the secretary answering its office line (greeting, business hours in Istanbul time, whom to put through, what to do outside hours, whom to refuse) and how its customers are told of an ordinary call; the defaults until a customer saves them. `open_now` says whether the company is within its hours at the server's present moment. The company's customers with 'show calls' and the staff serving its office line (or holding 'show accounts all' with `?all`); another company: 404.",
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: ZCallInstructions,
  failures: [401, 403, 404, 422],
});

export const updateCallInstructionsRoute = defineRoute({
  ...INSTRUCTIONS,
  // The company's own word: staff follow the instructions, they never write them (403).
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'customers',
    refusal: 'office.callInstructions.customersOnly',
    customerPermission: PERMISSIONS.showCalls,
    staffView: 'none',
    action: 'seeOffice',
  },
  method: 'PUT',
  path: '/accounts/:id/call-instructions',
  summary:
    "The company's customers (not viewers) save its call instructions, audited; the next call the desk records follows them. Staff: 403; another company: 404; invalid fields: 422 with a message per field.",
  params: ZAccountParams,
  body: ZCallInstructionsRequest,
  result: ZCallInstructions,
  failures: [401, 403, 404, 422],
});
