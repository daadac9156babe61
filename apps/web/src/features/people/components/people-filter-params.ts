import { USER_STATUSES } from '@portal/contracts/staff/managed-users';
import { z } from 'zod';
import { pageParam, searchParam } from '../../../components/data/use-url-filters.ts';

const ALL = 'all';

/**
 * A people list's filter in the URL (`?role=advisor&status=inactive&search=ayşe&page=2`), read and
 * written by `useUrlFilters`. The advisors and secretaries pages pass their role: it is fixed, so
 * a `role` in their URL is ignored (and dropped at the next change).
 */
export function peopleFilterSchema(fixedRole?: string) {
  return z.object({
    role: z
      .string()
      .trim()
      .min(1)
      .catch(ALL)
      .transform((role) => fixedRole ?? role),
    status: z.enum([...USER_STATUSES, ALL]).catch(ALL),
    search: searchParam,
    page: pageParam,
  });
}
