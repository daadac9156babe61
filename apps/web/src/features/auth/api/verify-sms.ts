import type { TVerifiedUser } from '@portal/contracts/auth/verification-schemas';
import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** `GET verify/sms?verification_code=`: 422 for a wrong code, 429 after too many tries. Silent (spec section 8). */
export function verifySms(code: string): Promise<Envelope<TVerifiedUser>> {
  return api.requestEnvelope<TVerifiedUser>('verify/sms', {
    query: { verification_code: code },
    silent: true,
  });
}

export function useVerifySms() {
  return useMutation({ mutationFn: verifySms });
}
