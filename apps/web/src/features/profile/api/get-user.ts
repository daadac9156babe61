import type { TUser } from '@portal/contracts/auth/auth-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeUser } from '../../../lib/session/session.ts';

/** `GET users/{id}`. The answer also refreshes the stored user, so the top bar and the banner follow. */
export async function getUser(id: number): Promise<TUser> {
  const user = await api.get<TUser>(`users/${id}`);
  storeUser(user);
  return user;
}

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: ['users', id], queryFn: () => getUser(id) });
}

export function useUser(id: number | undefined) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
}
