import { JOB_STATES } from '@portal/contracts/staff/jobs';
import { z } from 'zod';
import { pageParam } from '../../../components/data/use-url-filters.ts';

/**
 * The jobs page's filter in the URL: `?state=failed&name=mail&page=2`. The kinds are the
 * server's (`GET jobs/kinds`): the page reads a name it does not run as 'all' (`knownKind`).
 */
export const jobFilterSchema = z.object({
  state: z.enum([...JOB_STATES, 'all']).catch('all'),
  name: z.string().min(1).catch('all'),
  page: pageParam,
});

/** The kind the filter names, if the server runs it; else 'all', as an unknown state is. */
export function knownKind(name: string, kinds: readonly { name: string }[] | undefined): string {
  return kinds?.some((kind) => kind.name === name) ? name : 'all';
}
