import { getHoneyTimeRoute } from '@portal/contracts/contact/public-form-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './api/call-route.ts';

/**
 * `GET honey-time`: an opaque, signed server time the form sends back as `honeypot_time`. Quiet on
 * failure (the visitor did not ask for it); the submit asks again if it is missing.
 */
function getHoneyTime(signal?: AbortSignal) {
  return callRoute(getHoneyTimeRoute, {}, { signal, silent: true });
}

/**
 * One time per form (the landing page's `contact` and `demo`, a booth's `booth-contact`): a time
 * fetched for one form must not restart another's clock, or the other, sent a moment later, would
 * count as sent too fast.
 */
export type THoneyTimeForm = 'contact' | 'demo' | 'booth-contact';

function honeyTimeQueryOptions(form: THoneyTimeForm) {
  return queryOptions({
    queryKey: ['honey-time', form],
    queryFn: ({ signal }) => getHoneyTime(signal),
    // A fresh time for every form that mounts; never reused across page views.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The honey time of a form: fetched when it mounts; `next()` fetches a new one (after a submit). */
export function useHoneyTime(form: THoneyTimeForm) {
  const query = useQuery(honeyTimeQueryOptions(form));
  return {
    /** The current time, fetching one first if the mount's request failed. */
    current: async (): Promise<string> => query.data ?? (await query.refetch()).data ?? '',
    next: () => void query.refetch(),
  };
}
