import { listOfficeTermsRoute } from '@portal/contracts/office/office-usage-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';

/**
 * `GET office-terms` (issue 35): what each office packet includes a month and the price list
 * beyond it, for the office wizard's packet step and the office add-ons page. The terms are
 * reference data: they don't change while a page is open.
 */
export function useOfficeTerms() {
  return useQuery({
    queryKey: ['office-terms'] as const,
    queryFn: ({ signal }) => callRoute(listOfficeTermsRoute, {}, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });
}
