import { updateBoothRoute } from '@portal/contracts/network/network-routes';
import type { TUpdateBoothRequest } from '@portal/contracts/network/network-schemas';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { boothScope } from './booth-scope.ts';
import { useStoreBooth } from './create-booth.ts';

/** `PUT network/booths/{id}`: the fields sent replace the stored ones. Silent: the form shows a refusal. */
function updateBooth(id: number, body: TUpdateBoothRequest) {
  return callRoute(updateBoothRoute, { params: { id }, query: boothScope(), body }, { silent: true });
}

export function useUpdateBooth(id: number) {
  const store = useStoreBooth();
  return useMutation({ mutationFn: (body: TUpdateBoothRequest) => updateBooth(id, body), onSuccess: store });
}
