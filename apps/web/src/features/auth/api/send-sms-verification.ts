import { sendSmsVerificationRoute } from '@portal/contracts/auth/verification-routes';
import { useMutation } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';

/** `GET verify/sms/send-sms-verification-notification`: texts a 6-digit code. Silent (spec section 8). */
function sendSmsVerification() {
  return callRouteEnvelope(sendSmsVerificationRoute, {}, { silent: true });
}

export function useSendSmsVerification() {
  return useMutation({ mutationFn: sendSmsVerification });
}
