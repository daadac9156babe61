import type { TCompanyUpdateRequest } from '@portal/contracts/company-profile/company-profile';
import {
  getChangeRequestsRoute,
  getCompanyProfileRoute,
  updateCompanyProfileRoute,
} from '@portal/contracts/company-profile/company-profile-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeAccount } from '../../../domains/accounts/accounts.ts';
import { callRoute } from '../../../lib/api/call-route.ts';
import { storage } from '../../../lib/storage.ts';
import { companyProfileKeys } from './query-keys.ts';

/** `GET accounts/{id}/company`: the details, how a change applies, the request waiting. */
export function useCompanyDetails(id: number) {
  return useQuery({
    queryKey: companyProfileKeys.company(id),
    queryFn: ({ signal }) => callRoute(getCompanyProfileRoute, { params: { id } }, { signal, silent: true }),
  });
}

/** `GET accounts/{id}/change-requests`: the company's requests, newest first (the last decision shows). */
export function useCompanyChangeRequests(id: number) {
  return useQuery({
    queryKey: companyProfileKeys.requests(id),
    queryFn: ({ signal }) => callRoute(getChangeRequestsRoute, { params: { id } }, { signal, silent: true }),
  });
}

/**
 * `PUT accounts/{id}/company`: saved at once (200) or sent to the advisor (202); the server's
 * message says which. Silent, so the form shows a refusal (409, 422) itself; a saved name is
 * written to the stored company list so the top bar's selector follows.
 */
export function useUpdateCompanyDetails(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyUpdateRequest) =>
      callRoute(updateCompanyProfileRoute, { params: { id }, body }, { silent: true }),
    onSuccess: ({ company }) => {
      queryClient.setQueryData(companyProfileKeys.company(id), company);
      void queryClient.invalidateQueries({ queryKey: companyProfileKeys.companies });
      void queryClient.invalidateQueries({ queryKey: companyProfileKeys.requests(id) });
      const known = storage.get('accounts')?.find((account) => account.id === id);
      if (known && known.name !== company.name) storeAccount({ ...known, name: company.name });
    },
  });
}
