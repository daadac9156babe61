import type { TPeopleFilter } from './get-users.ts';

/** The people pages' cache keys: the user lists, the roles (with their permissions) and the permission names. */
export const peopleKeys = {
  users: ['people', 'users'] as const,
  userList: (filter: TPeopleFilter) => ['people', 'users', 'list', filter] as const,
  roles: ['people', 'roles'] as const,
  permissions: ['people', 'permissions'] as const,
};
