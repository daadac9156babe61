import { setBoothVisibilityRoute } from '@portal/contracts/network/network-routes';
import type { THideBoothRequest } from '@portal/contracts/network/network-schemas';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { useStoreBooth } from './create-booth.ts';

/**
 * `PUT network/booths/{id}/visibility`: staff hide a booth with the reason (mailed to its
 * representative) or show it again. Silent: the dialog shows a refusal itself.
 */
function setBoothVisibility(id: number, body: THideBoothRequest) {
  return callRoute(setBoothVisibilityRoute, { params: { id }, body }, { silent: true });
}

export function useSetBoothVisibility(id: number) {
  const store = useStoreBooth();
  return useMutation({
    mutationFn: (body: THideBoothRequest) => setBoothVisibility(id, body),
    onSuccess: store,
  });
}
