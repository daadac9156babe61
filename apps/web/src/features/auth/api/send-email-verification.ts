import type { TVerificationSent } from '@portal/contracts/auth/verification-schemas';
import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** `GET verify/email/send-email-verification-notification`: mails a new link (signed in; 429 when throttled). */
export function sendEmailVerification(): Promise<Envelope<TVerificationSent>> {
  return api.requestEnvelope<TVerificationSent>('verify/email/send-email-verification-notification');
}

/** A mutation although it is a GET: it sends a mail, and only when asked. */
export function useSendEmailVerification() {
  return useMutation({ mutationFn: sendEmailVerification });
}
