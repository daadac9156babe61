import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ACCESS_NOTE, LEDGER_ACCESS } from '../ledger/ledger-routes.ts';
import { ZRecordId } from '../products/product-requests.ts';
import {
  ZCounterparty,
  ZCounterpartyListQuery,
  ZCounterpartyRequest,
  ZCounterpartyStatement,
} from './counterparties.ts';

const ZAccountParams = z.object({ id: ZRecordId });
const ZCounterpartyParams = z.object({ id: ZRecordId, counterpartyId: ZRecordId });

export const listCounterpartiesRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/counterparties',
  tags: ['counterparties'],
  summary: `The company's customers and suppliers with their balances: searched by name or tax number (\`q\`), by kind, sorted by name or balance, paged. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZAccountParams,
  query: ZCounterpartyListQuery,
  result: paginated(ZCounterparty),
  failures: [401, 403, 404, 422],
});

export const createCounterpartyRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/counterparties',
  tags: ['counterparties'],
  summary: `Adds a customer or supplier; a tax number the company already has: 409. The province and district must be in the place data. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZCounterpartyRequest,
  status: 201,
  result: ZCounterparty,
  failures: [401, 403, 404, 409, 422],
});

export const getCounterpartyRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/counterparties/:counterpartyId',
  tags: ['counterparties'],
  summary: `One counterparty with its balance. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZCounterpartyParams,
  query: ZAccountScopeQuery,
  result: ZCounterparty,
  failures: [401, 403, 404, 422],
});

export const updateCounterpartyRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/counterparties/:counterpartyId',
  tags: ['counterparties'],
  summary: `Replaces a counterparty's details (its movements stay). ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZCounterpartyParams,
  query: ZAccountScopeQuery,
  body: ZCounterpartyRequest,
  result: ZCounterparty,
  failures: [401, 403, 404, 409, 422],
});

export const getCounterpartyStatementRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/counterparties/:counterpartyId/statement',
  tags: ['counterparties'],
  summary: `The counterparty's movements (issued invoices, returns, collections, payments) in date order with the running balance. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZCounterpartyParams,
  query: ZAccountScopeQuery,
  result: ZCounterpartyStatement,
  failures: [401, 403, 404, 422],
});
