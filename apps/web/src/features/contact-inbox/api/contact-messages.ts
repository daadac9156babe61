import type { TRouteQuery } from '@portal/contracts/http/route-contract';
import {
  getContactMessagesRoute,
  setContactMessageHandledRoute,
} from '@portal/contracts/staff/contact-message-routes';
import type { TContactMessageFilter } from '@portal/contracts/staff/contact-messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

export const CONTACT_MESSAGES_PER_PAGE = 20;

export type TContactInboxFilter = { status: TContactMessageFilter; page: number };

const inboxKey = ['contact-messages'] as const;

/** `GET contact-messages?status&page&per_page`: the contact form's messages, newest first. */
export function useContactMessages(filter: TContactInboxFilter) {
  const query = {
    status: filter.status,
    page: filter.page,
    per_page: CONTACT_MESSAGES_PER_PAGE,
  } satisfies TRouteQuery<typeof getContactMessagesRoute>;
  return useQuery({
    queryKey: [...inboxKey, filter],
    // Silent: the page shows the failure in place, with a retry.
    queryFn: ({ signal }) => callRoute(getContactMessagesRoute, { query }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** `PUT contact-messages/{id}/handled`: the message's state; the list and the dashboard follow. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      callRoute(setContactMessageHandledRoute, { params: { id }, body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
