import { getProfileCompaniesRoute } from '@portal/contracts/company-profile/company-profile-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { companyProfileKeys } from './query-keys.ts';

/** `GET profile/companies`: the caller's companies with each line's state, packet and next charge. */
export function useProfileCompanies() {
  return useQuery({
    queryKey: companyProfileKeys.companies,
    queryFn: ({ signal }) => callRoute(getProfileCompaniesRoute, {}, { signal, silent: true }),
  });
}
