import type { TPeopleFilter } from './get-users.ts';

/** The people pages' cache keys: the user lists, the roles (with their permissions) and the permission names. */
export const peopleQueryKeys = {
  all: ['people'] as const,
  /** Every user list, whatever its filter: what a change to a person makes stale. */
  userLists: () => ['people', 'users'] as const,
  users: (filter: TPeopleFilter) => ['people', 'users', filter] as const,
  roles: () => ['people', 'roles'] as const,
  permissions: () => ['people', 'permissions'] as const,
  /** The mutation key of the matrix's saves, so the last of quick successive saves can be told. */
  rolePermissionSaves: () => ['people', 'role-permissions'] as const,
};
