import { SECURITY_EVENT_TYPES } from '@portal/contracts/staff/security-events';
import { z } from 'zod';
import { pageParam } from '../../../components/data/use-url-filters.ts';

const day = z.iso.date().catch('');

/** The log's filter in the URL: `?type=sign_in_failed&from=2026-11-01&to=2026-11-30&page=2`. */
export const securityEventFilterSchema = z.object({
  type: z.enum([...SECURITY_EVENT_TYPES, 'all']).catch('all'),
  from: day,
  to: day,
  page: pageParam,
});
