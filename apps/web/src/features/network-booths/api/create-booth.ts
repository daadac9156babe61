import { createBoothRoute } from '@portal/contracts/network/network-routes';
import type { TBooth, TCreateBoothRequest } from '@portal/contracts/network/network-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { boothKeys } from './booth-keys.ts';
import { boothScope } from './booth-scope.ts';

/**
 * `POST network/booths`: opens the company's booth. Silent, so the form shows a refusal itself
 * (the 409 of spec section 5, one booth per representative; 422 field messages).
 */
function createBooth(body: TCreateBoothRequest) {
  return callRoute(createBoothRoute, { query: boothScope(), body }, { silent: true });
}

/** Writes a booth the server answered into the cache, and reloads the lists that show it. */
export function useStoreBooth() {
  const queryClient = useQueryClient();
  return (booth: TBooth) => {
    queryClient.setQueryData(boothKeys.detail(booth.id), booth);
    void queryClient.invalidateQueries({ queryKey: boothKeys.lists });
  };
}

export function useCreateBooth() {
  const store = useStoreBooth();
  return useMutation({ mutationFn: createBooth, onSuccess: store });
}
