import { z } from 'zod';
import { ZChangePasswordRequest, ZUser } from '../auth/auth-schemas.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZEditUserRequest } from '../staff/managed-users.ts';
import { ZAvatarQuery, ZUserParams } from './user-requests.ts';

export const getUserRoute = defineRoute({
  method: 'GET',
  path: '/users/:id',
  tags: ['users'],
  summary: 'A user: oneself, or anyone for staff holding "show users all"',
  auth: 'required',
  params: ZUserParams,
  result: ZUser,
  failures: [401, 403, 404, 422],
});

export const updateUserRoute = defineRoute({
  method: 'PUT',
  path: '/users/:id',
  tags: ['users'],
  summary:
    'Name, e-mail and phone of oneself; staff managing people (“show users all”, or “show advisors” / “show secretaries” for those roles) also edit others and send `role_id` and `is_active`. A new e-mail must be verified again (a link is sent). 409 for the last admin, one’s own admin role or deactivating oneself.',
  auth: 'required',
  params: ZUserParams,
  body: ZEditUserRequest,
  result: ZUser,
  failures: [401, 403, 404, 409, 422, 429],
});

export const updateAvatarRoute = defineRoute({
  method: 'POST',
  path: '/users/:id/update-avatar',
  tags: ['users'],
  summary: 'Profile picture: multipart/form-data, field "avatar", PNG, JPEG or WebP, at most 2 MB',
  auth: 'required',
  params: ZUserParams,
  body: 'multipart',
  result: ZUser,
  failures: [401, 403, 404, 413, 415, 422],
});

export const getAvatarRoute = defineRoute({
  method: 'GET',
  path: '/users/:id/avatar',
  tags: ['users'],
  summary: 'The profile picture (image/png, image/jpeg or image/webp), to those who may see the user',
  auth: 'required',
  params: ZUserParams,
  query: ZAvatarQuery,
  result: 'file',
  failures: [401, 403, 404, 422],
});

export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/users/:id/change-password',
  tags: ['users'],
  summary: "Sets the user's password and closes their other sessions",
  auth: 'required',
  params: ZUserParams,
  body: ZChangePasswordRequest,
  result: z.null(),
  failures: [401, 403, 404, 422],
});
