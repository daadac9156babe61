import { JOB_NAMES, JOB_STATES } from '@portal/contracts/staff/jobs';
import { z } from 'zod';
import { pageParam } from '../../../components/data/use-url-filters.ts';

/** The jobs page's filter in the URL: `?state=failed&name=mail&page=2`. */
export const jobFilterSchema = z.object({
  state: z.enum([...JOB_STATES, 'all']).catch('all'),
  name: z.enum([...JOB_NAMES, 'all']).catch('all'),
  page: pageParam,
});
