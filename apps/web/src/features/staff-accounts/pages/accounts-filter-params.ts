import { ACCOUNT_STATUS_VALUES, ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { z } from 'zod';
import { pageParam, searchParam } from '../../../components/data/use-url-filters.ts';

/** Staff open the list to approve applications, so it starts with the ones waiting. */
export const DEFAULT_STATUS_FILTER = ACCOUNT_STATUSES.waitingForApproval;

/**
 * The list's filter in the URL (`?status=all&search=acme&page=2`), read and written by
 * `useUrlFilters`. Anything unreadable falls back to the default.
 */
export const accountsFilterSchema = z.object({
  status: z
    .union([z.literal('all'), z.coerce.number().pipe(z.literal(ACCOUNT_STATUS_VALUES))])
    .catch(DEFAULT_STATUS_FILTER),
  search: searchParam,
  page: pageParam,
});
