import { z } from 'zod';
import { defineRoute } from '../http/route-contract.ts';
import { ZSession } from './auth-schemas.ts';
import {
  ZRecoveryCodes,
  ZSessionWithRecoveryCodes,
  ZTwoFactorChallengeBody,
  ZTwoFactorConfirm,
  ZTwoFactorConfirmAtSignIn,
  ZTwoFactorDisable,
  ZTwoFactorEnrollment,
  ZTwoFactorSignIn,
  ZTwoFactorStatus,
} from './two-factor.ts';

export const twoFactorSignInRoute = defineRoute({
  method: 'POST',
  path: '/auth/two-factor',
  tags: ['auth'],
  summary:
    'The second step of a sign-in: the challenge of POST auth/login and a TOTP code or a recovery code',
  auth: 'none',
  access: { kind: 'public' },
  noStore: true,
  body: ZTwoFactorSignIn,
  result: ZSession,
  failures: [422, 429],
});

export const twoFactorSetupAtSignInRoute = defineRoute({
  method: 'POST',
  path: '/auth/two-factor/setup',
  tags: ['auth'],
  summary:
    'Staff who must use a second factor and have none: a new secret and its QR code, for the challenge',
  auth: 'none',
  access: { kind: 'public' },
  noStore: true,
  body: ZTwoFactorChallengeBody,
  result: ZTwoFactorEnrollment,
  failures: [422, 429],
});

export const twoFactorConfirmAtSignInRoute = defineRoute({
  method: 'POST',
  path: '/auth/two-factor/setup/confirm',
  tags: ['auth'],
  summary:
    'Confirms the enrolment at sign-in with the first code: the session and the recovery codes (shown once)',
  auth: 'none',
  access: { kind: 'public' },
  noStore: true,
  body: ZTwoFactorConfirmAtSignIn,
  status: 201,
  result: ZSessionWithRecoveryCodes,
  failures: [422, 429],
});

export const getTwoFactorRoute = defineRoute({
  method: 'GET',
  path: '/two-factor',
  tags: ['auth'],
  summary: "The caller's second factor: on or off, required or not, recovery codes left",
  auth: 'required',
  access: { kind: 'signedIn' },
  result: ZTwoFactorStatus,
  failures: [401],
});

export const startTwoFactorRoute = defineRoute({
  method: 'POST',
  path: '/two-factor/enrollment',
  tags: ['auth'],
  summary: 'Starts turning the second factor on: a new secret and its QR code (replaces an unconfirmed one)',
  auth: 'required',
  access: { kind: 'signedIn' },
  noStore: true,
  result: ZTwoFactorEnrollment,
  failures: [401, 409],
});

export const confirmTwoFactorRoute = defineRoute({
  method: 'POST',
  path: '/two-factor/enrollment/confirm',
  tags: ['auth'],
  summary: 'Turns the second factor on with the first code; answers the recovery codes (shown once)',
  auth: 'required',
  access: { kind: 'signedIn' },
  noStore: true,
  body: ZTwoFactorConfirm,
  status: 201,
  result: ZRecoveryCodes,
  failures: [401, 409, 422, 429],
});

export const disableTwoFactorRoute = defineRoute({
  method: 'DELETE',
  path: '/two-factor',
  tags: ['auth'],
  summary: 'Turns the second factor off with the current password; not for staff who must use it (409)',
  auth: 'required',
  access: { kind: 'signedIn' },
  body: ZTwoFactorDisable,
  result: z.null(),
  failures: [401, 409, 422, 429],
});
