import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ACCESS_NOTE, LEDGER_ACCESS } from '../ledger/ledger-routes.ts';
import { ZRecordId } from '../products/product-requests.ts';
import {
  ZAgeing,
  ZAgeingQuery,
  ZCollection,
  ZCollectionListQuery,
  ZCollectionRequest,
} from './collections.ts';

const ZAccountParams = z.object({ id: ZRecordId });

export const listCollectionsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/collections',
  tags: ['collections'],
  summary: `Collections and payments, newest first, by kind and counterparty, paged. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZAccountParams,
  query: ZCollectionListQuery,
  result: paginated(ZCollection),
  failures: [401, 403, 404, 422],
});

export const createCollectionRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/collections',
  tags: ['collections'],
  summary: `Records a collection (from a customer) or a payment (to a supplier), set against invoices of that counterparty in part or whole; no allocation may pass what the invoice still has open (422 on the allocation). ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZCollectionRequest,
  status: 201,
  result: ZCollection,
  failures: [401, 403, 404, 422],
});

export const getAgeingRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/ageing',
  tags: ['collections'],
  summary: `What is open, by days past due (not due, 1-30, 31-60, 61-90, over 90), in total and per counterparty, in kuruş. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZAccountParams,
  query: ZAgeingQuery,
  result: ZAgeing,
  failures: [401, 403, 404, 422],
});
