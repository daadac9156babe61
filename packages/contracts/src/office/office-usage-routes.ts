import { z } from 'zod';
import { ZAccountParams } from '../accounts/account-routes.ts';
import { defineRoute } from '../http/route-contract.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import { ZOfficeTerms, ZOfficeUsage, ZOfficeUsageQuery } from './office-usage.ts';

export const getOfficeUsageRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/office-usage',
  tags: ['office'],
  auth: 'required',
  access: {
    kind: 'account',
    account: 'params.id',
    staffView: 'asked',
    action: 'seeOffice',
    area: STAFF_AREAS.officeCalls,
  },
  summary:
    "A month of the company's office line (`period` YYYY-MM in Istanbul, this month by default): calls answered, letters scanned, forwardings, storage days and meeting-room hours against the packet's allowance, and what is beyond it in kuruş before KDV (charged with the next renewal). The company's members and the staff serving its office line; another company: 404.",
  params: ZAccountParams,
  query: ZOfficeUsageQuery.extend({ all: z.string().optional() }),
  result: ZOfficeUsage,
  failures: [401, 403, 404, 422],
});

export const listOfficeTermsRoute = defineRoute({
  method: 'GET',
  path: '/office-terms',
  tags: ['offices'],
  auth: 'none',
  access: { kind: 'public' },
  summary:
    'What each office packet includes a month (calls, scans, forwardings, meeting-room hours, free storage days per item) and the price list beyond it, in kuruş before KDV.',
  result: z.array(ZOfficeTerms),
  failures: [],
});
