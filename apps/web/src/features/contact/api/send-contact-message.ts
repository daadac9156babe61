import type { TContactRequest } from '@portal/contracts/contact/contact-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST contact`: 201 with a message the API client shows; 422 with field errors, or one message for spam. */
export function sendContactMessage(body: TContactRequest): Promise<unknown> {
  return api.post<unknown>('contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
