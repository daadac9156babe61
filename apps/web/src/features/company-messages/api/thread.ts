import {
  getCompanyMessageFileRoute,
  listCompanyMessagesRoute,
  markCompanyMessagesReadRoute,
  postCompanyMessageRoute,
} from '@portal/contracts/company-messages/company-message-routes';
import {
  COMPANY_MESSAGE_FIELDS,
  type TCompanyMessage,
  type TMessageThread,
} from '@portal/contracts/company-messages/company-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../domains/accounts/account-query-keys.ts';
import { messageKeys } from '../../../domains/company-messages/message-keys.ts';
import type { TCompanyTarget } from '../../../domains/session/company-target.ts';
import { callRoute, downloadFromRoute, uploadToRoute } from '../../../lib/api/call-route.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** How often an open thread is asked again for the other side's new messages. */
const THREAD_POLL_MS = 20_000;

/**
 * `GET accounts/{id}/messages`: the thread, oldest first, with where the caller stopped reading;
 * asked again while the page is open (and when the window gets focus back). Silent: the page
 * shows its own failure with a retry.
 */
export function useMessageThread(target: TCompanyTarget) {
  return useQuery({
    queryKey: messageKeys.thread(target.accountId),
    queryFn: ({ signal }) =>
      callRoute(
        listCompanyMessagesRoute,
        { params: { id: target.accountId }, query: target.scope },
        { signal, silent: true },
      ),
    refetchInterval: THREAD_POLL_MS,
  });
}

/**
 * `POST accounts/{id}/messages` (multipart: the text and an optional file). Not silent: the client
 * announces the server's message, or its refusal. The thread and the counts are read again.
 */
export function useSendMessage(target: TCompanyTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file }: { body: string; file: File | null }) => {
      const form = new FormData();
      form.append(COMPANY_MESSAGE_FIELDS.body, body);
      if (file) form.append(COMPANY_MESSAGE_FIELDS.file, file);
      return uploadToRoute(postCompanyMessageRoute, {
        params: { id: target.accountId },
        query: target.scope,
        body: form,
      });
    },
    onSuccess: (message) => {
      // The new message shows at once; the next read brings the server's whole thread.
      queryClient.setQueryData<TMessageThread>(messageKeys.thread(target.accountId), (thread) =>
        thread && !thread.messages.some((known) => known.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(target.accountId) });
    },
  });
}

/**
 * `PUT accounts/{id}/messages/read`: the caller has read the thread up to a message. Silent: a
 * failed mark is tried again with the next message. The top bar's count and the dashboard's
 * "needs your action" are read again.
 */
export function useMarkThreadRead(target: TCompanyTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) =>
      callRoute(
        markCompanyMessagesReadRoute,
        { params: { id: target.accountId }, query: target.scope, body: { up_to: upTo } },
        { silent: true },
      ),
    onSuccess: (read) => {
      queryClient.setQueryData<TMessageThread>(messageKeys.thread(target.accountId), (thread) =>
        thread ? { ...thread, ...read } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void queryClient.invalidateQueries({ queryKey: accountKeys.actions(target.accountId) });
    },
  });
}

/**
 * `GET accounts/{id}/messages/{messageId}/file` with the caller's token (the server records each
 * download), saved under the attachment's name. False when the file could not be had.
 */
export async function downloadAttachment(
  target: TCompanyTarget,
  message: Pick<TCompanyMessage, 'id' | 'attachment'>,
): Promise<boolean> {
  if (!message.attachment) return false;
  const blob = await downloadFromRoute(getCompanyMessageFileRoute, {
    params: { id: target.accountId, messageId: message.id },
    query: target.scope,
  });
  if (!blob) return false;
  saveBlob(blob, message.attachment.file_name);
  return true;
}
