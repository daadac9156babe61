import type { TContactRequest } from '@portal/contracts/contact/contact-schemas';
import { sendContactMessageRoute } from '@portal/contracts/contact/public-form-routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/** `POST contact`: 201 with a message the API client shows; 422 with field errors, or one message for spam. */
function sendContactMessage(body: TContactRequest) {
  return callRoute(sendContactMessageRoute, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
