import { getCallInstructionsRoute } from '@portal/contracts/office/call-instruction-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { callKeys, type TCallsTarget } from './call-keys.ts';

/**
 * `GET accounts/{id}/call-instructions`: the company's instructions (the defaults until saved) and
 * whether it is open now, by the server's clock. Asked again every minute on the desk, so "open
 * now" turns at the company's hours. Silent: the form and the desk show the failure in place.
 */
export function useCallInstructions(target: TCallsTarget | null, { poll = false } = {}) {
  return useQuery({
    queryKey: callKeys.instructions(target?.accountId ?? 0),
    queryFn: ({ signal }) =>
      callRoute(
        getCallInstructionsRoute,
        { params: { id: target?.accountId ?? 0 }, query: target?.scope ?? {} },
        { signal, silent: true },
      ),
    enabled: target !== null,
    refetchInterval: poll ? 60_000 : false,
  });
}
