import { findOfficeCompaniesRoute } from '@portal/contracts/office/office-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';

/** `GET office/companies?q=`: the staff forms' company finder (at most 20). */
export function useOfficeCompanies(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['office', 'companies', q] as const,
    queryFn: ({ signal }) => callRoute(findOfficeCompaniesRoute, { query: { q } }, { signal, silent: true }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
