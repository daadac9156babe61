import { getUserRoute } from '@portal/contracts/users/user-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeUser } from '../../../domains/session/session.ts';
import { callRoute } from '../../../lib/api/call-route.ts';
import { profileQueryKeys } from './profile-query-keys.ts';

/** `GET users/{id}`. The answer also refreshes the stored user, so the top bar and the banner follow. */
async function getUser(id: number, signal?: AbortSignal) {
  const user = await callRoute(getUserRoute, { params: { id } }, { signal });
  storeUser(user);
  return user;
}

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: profileQueryKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });
}

export function useUser(id: number | undefined) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
}
