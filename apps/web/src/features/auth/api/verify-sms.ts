import { verifySmsRoute } from '@portal/contracts/auth/verification-routes';
import { useMutation } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';

/** `GET verify/sms?verification_code=`: 422 for a wrong code, 429 after too many tries. Silent (spec section 8). */
function verifySms(code: string) {
  return callRouteEnvelope(verifySmsRoute, { query: { verification_code: code } }, { silent: true });
}

export function useVerifySms() {
  return useMutation({ mutationFn: verifySms });
}
