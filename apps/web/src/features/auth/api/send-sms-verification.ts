import type { TVerificationSent } from '@portal/contracts/auth/verification-schemas';
import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** `GET verify/sms/send-sms-verification-notification`: texts a 6-digit code. Silent (spec section 8). */
export function sendSmsVerification(): Promise<Envelope<TVerificationSent>> {
  return api.requestEnvelope<TVerificationSent>('verify/sms/send-sms-verification-notification', {
    silent: true,
  });
}

export function useSendSmsVerification() {
  return useMutation({ mutationFn: sendSmsVerification });
}
