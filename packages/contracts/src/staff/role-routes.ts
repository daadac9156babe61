import { z } from 'zod';
import { PERMISSIONS } from '../auth/permissions.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZPermission, ZRole, ZRoleParams, ZRolePermissionsRequest, ZRoleRequest } from './roles.ts';

export const getPermissionsRoute = defineRoute({
  method: 'GET',
  path: '/permissions',
  tags: ['roles'],
  summary: 'Every permission name; for holders of "show roles" or "show permissions"',
  auth: 'required',
  access: { kind: 'signedIn' },
  result: z.array(ZPermission),
  failures: [401, 403],
});

export const getRolesRoute = defineRoute({
  method: 'GET',
  path: '/roles',
  tags: ['roles'],
  summary:
    'Every role with its permissions and number of users; for holders of "show roles", "show permissions" or a people permission',
  auth: 'required',
  access: { kind: 'signedIn' },
  result: z.array(ZRole),
  failures: [401, 403],
});

export const createRoleRoute = defineRoute({
  method: 'POST',
  path: '/roles',
  tags: ['roles'],
  summary: 'A new role, without permissions (give them on the matrix)',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showRoles },
  body: ZRoleRequest,
  status: 201,
  result: ZRole,
  failures: [401, 403, 404, 422],
});

export const updateRoleRoute = defineRoute({
  method: 'PUT',
  path: '/roles/:id',
  tags: ['roles'],
  summary: 'Renames a role; the four built-in roles keep their names (409)',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showRoles },
  params: ZRoleParams,
  body: ZRoleRequest,
  result: ZRole,
  failures: [401, 403, 404, 409, 422],
});

export const deleteRoleRoute = defineRoute({
  method: 'DELETE',
  path: '/roles/:id',
  tags: ['roles'],
  summary: 'Deletes a role nobody holds (409 otherwise); built-in roles stay (409)',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showRoles },
  params: ZRoleParams,
  result: z.null(),
  failures: [401, 403, 404, 409, 422],
});

export const updateRolePermissionsRoute = defineRoute({
  method: 'PUT',
  path: '/roles/:id/permissions',
  tags: ['roles'],
  summary:
    'Replaces the role\'s permission set at once, effective on its holders\' next request; the admin role keeps "show permissions" and "show roles" (409)',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.showPermissions },
  params: ZRoleParams,
  body: ZRolePermissionsRequest,
  result: ZRole,
  failures: [401, 403, 404, 409, 422],
});
