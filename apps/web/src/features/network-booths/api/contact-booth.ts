import { contactBoothRoute } from '@portal/contracts/network/network-routes';
import type { TBoothContactRequest } from '@portal/contracts/network/network-schemas';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/**
 * `POST network/booths/{id}/contact`: 201 with a message the API client shows; 422 with field
 * errors (or one message for what looks automated), 429 when sent too often. Silent, so the form
 * shows a refusal next to its fields.
 */
function contactBooth(id: number, body: TBoothContactRequest) {
  return callRoute(contactBoothRoute, { params: { id }, body }, { silent: true });
}

export function useContactBooth(id: number) {
  return useMutation({ mutationFn: (body: TBoothContactRequest) => contactBooth(id, body) });
}
