import { listAuthorisedRecipientsRoute } from '@portal/contracts/office/office-rules-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

/** `GET accounts/{id}/authorised-recipients`: who may collect the mail in person (ID masked). */
function authorisedRecipientsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: officeMailKeys.recipients(accountId),
    queryFn: ({ signal }) =>
      callRoute(listAuthorisedRecipientsRoute, { params: { id: accountId } }, { signal, silent: true }),
  });
}

export function useAuthorisedRecipients(accountId: number) {
  return useQuery(authorisedRecipientsQueryOptions(accountId));
}
