import { z } from 'zod';
import { defineRoute } from '../http/route-contract.ts';
import { ZActingForQuery } from '../users/user-requests.ts';
import {
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZTokenRefresh,
} from './auth-schemas.ts';
import { ZPermissionsSnapshot } from './permission-refresh.ts';
import { ZLoginResult } from './two-factor.ts';

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/auth/register',
  tags: ['auth'],
  summary:
    'Creates a customer and mails the verification link; they then sign in with their password. The same 201 "check your mail" (no session) when the address already has an account, whose owner is mailed instead: the form tells nobody who has an account',
  auth: 'none',
  access: { kind: 'public' },
  noStore: true,
  body: ZRegisterRequest,
  status: 201,
  result: z.null(),
  failures: [422, 429],
});

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/auth/login',
  tags: ['auth'],
  summary:
    'Signs in: a 2-hour bearer token, the user, their permissions and accounts; or, with a second factor on (or required of staff), a challenge for POST auth/two-factor',
  auth: 'none',
  access: { kind: 'public' },
  noStore: true,
  body: ZLoginRequest,
  result: ZLoginResult,
  failures: [403, 422, 429],
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/auth/logout',
  tags: ['auth'],
  summary: 'Revokes the token of the call',
  auth: 'required',
  access: { kind: 'signedIn' },
  result: z.null(),
  failures: [401],
});

export const refreshTokenRoute = defineRoute({
  method: 'GET',
  path: '/auth/refresh-token',
  tags: ['auth'],
  summary: 'A new 2-hour token; the token of the call is revoked',
  auth: 'required',
  access: { kind: 'signedIn' },
  noStore: true,
  result: ZTokenRefresh,
  failures: [401],
});

export const revokeAllTokensRoute = defineRoute({
  method: 'GET',
  path: '/auth/tokens/delete',
  tags: ['auth'],
  summary: 'Revokes every token of the user (signs out everywhere, this session included)',
  auth: 'required',
  access: { kind: 'signedIn' },
  result: z.null(),
  failures: [401],
});

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/auth/forgot-password',
  tags: ['auth'],
  summary: 'Mails a single-use reset link (60 minutes); the same answer whether or not the address exists',
  auth: 'none',
  access: { kind: 'public' },
  body: ZForgotPasswordRequest,
  result: z.null(),
  failures: [422, 429],
});

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/auth/reset-password',
  tags: ['auth'],
  summary: 'Sets a new password with the mailed token and revokes every token of the user',
  auth: 'none',
  access: { kind: 'public' },
  body: ZResetPasswordRequest,
  result: z.null(),
  failures: [422, 429],
});

export const getOwnPermissionsRoute = defineRoute({
  method: 'GET',
  path: '/auth/permissions',
  tags: ['auth'],
  summary:
    "The caller's role and permissions as stored now (the web app refreshes its list with it); with `user_id`, those of the customer a staff member acts for, so the web shows the customer's menus",
  auth: 'required',
  access: { kind: 'signedIn' },
  query: ZActingForQuery,
  result: ZPermissionsSnapshot,
  failures: [401],
});
