import { sendEmailVerificationRoute } from '@portal/contracts/auth/verification-routes';
import { useMutation } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';

/** `GET verify/email/send-email-verification-notification`: mails a new link (signed in; 429 when throttled). */
function sendEmailVerification() {
  return callRouteEnvelope(sendEmailVerificationRoute, {});
}

/** A mutation although it is a GET: it sends a mail, and only when asked. */
export function useSendEmailVerification() {
  return useMutation({ mutationFn: sendEmailVerification });
}
