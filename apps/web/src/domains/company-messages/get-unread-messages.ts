import { getUnreadMessagesRoute } from '@portal/contracts/company-messages/company-message-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';
import { messageKeys, UNREAD_POLL_MS } from './message-keys.ts';

/**
 * `GET messages/unread`: the caller's unread messages, in total and per company (a customer's
 * companies, the companies a staff member serves), asked again every minute. Silent: a count that
 * cannot be had is left out rather than reported.
 */
export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => callRoute(getUnreadMessagesRoute, {}, { signal, silent: true }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });
}

/** One company's unread messages of the answer (0 when it is not listed). */
export function unreadOf(
  unread: { accounts: readonly { account_id: number; unread: number }[] } | undefined,
  accountId: number,
): number {
  return unread?.accounts.find((entry) => entry.account_id === accountId)?.unread ?? 0;
}
