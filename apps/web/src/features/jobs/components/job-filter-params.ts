import { JOB_STATE_FILTERS } from '@portal/contracts/staff/jobs';
import { z } from 'zod';
import { pageParam } from '../../../components/data/use-url-filters.ts';

/**
 * The jobs page's filter in the URL: `?state=failed&name=mail&page=2`. Without a state the page
 * shows the open jobs (waiting, running, retrying, failed): the completed ones, hundreds a day,
 * are one choice away (`?state=completed`, or `all`). The kinds are the server's
 * (`GET jobs/kinds`): the page reads a name it does not run as 'all' (`knownKind`).
 */
export const jobFilterSchema = z.object({
  state: z.enum([...JOB_STATE_FILTERS, 'all']).catch('open'),
  name: z.string().min(1).catch('all'),
  page: pageParam,
});

/** The kind the filter names, if the server runs it; else 'all', as an unknown state is. */
export function knownKind(name: string, kinds: readonly { name: string }[] | undefined): string {
  return kinds?.some((kind) => kind.name === name) ? name : 'all';
}
