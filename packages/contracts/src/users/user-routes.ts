import { z } from 'zod';
import { ZChangePasswordRequest, ZUser } from '../auth/auth-schemas.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZEditUserRequest } from '../staff/managed-users.ts';
import { ZActingForQuery, ZAvatarQuery, ZEmailChangeConfirmation, ZUserParams } from './user-requests.ts';

export const getUserRoute = defineRoute({
  method: 'GET',
  path: '/users/:id',
  tags: ['users'],
  summary:
    'A user: oneself, or anyone for staff holding "show users all"; with `user_id` equal to the id, the customer a staff member holding "show accounts all" acts for',
  auth: 'required',
  access: { kind: 'signedIn' },
  params: ZUserParams,
  query: ZActingForQuery,
  result: ZUser,
  failures: [401, 403, 404, 422],
});

export const updateUserRoute = defineRoute({
  method: 'PUT',
  path: '/users/:id',
  tags: ['users'],
  summary:
    'Name, e-mail and phone of oneself; staff managing people (“show users all”, or “show advisors” / “show secretaries” for those roles) also edit others and send `role_id` and `is_active`. One’s own new e-mail needs `current_password` and changes only once the link mailed to it is opened (the old address is told); staff changing someone’s set it at once, to be verified again. 409 for the last admin, one’s own admin role or deactivating oneself.',
  auth: 'required',
  access: { kind: 'signedIn' },
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
  access: { kind: 'signedIn' },
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
  access: { kind: 'signedIn' },
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
  access: { kind: 'signedIn' },
  params: ZUserParams,
  body: ZChangePasswordRequest,
  result: z.null(),
  failures: [401, 403, 404, 422],
});

export const confirmEmailChangeRoute = defineRoute({
  method: 'POST',
  path: '/users/:id/email-change',
  tags: ['users'],
  summary:
    "Confirms a change of one's e-mail address with the fields of the link mailed to the new address; every session but the one that asked ends. 410 when the link has expired, 422 when it is not valid any more",
  auth: 'none',
  access: { kind: 'public' },
  params: ZUserParams,
  body: ZEmailChangeConfirmation,
  result: z.null(),
  failures: [410, 422],
});
