import { defineRoute } from '../http/route-contract.ts';
import { ZEmailVerificationQuery, ZSmsVerificationQuery } from './auth-schemas.ts';
import { ZEmailVerificationParams, ZVerificationSent, ZVerifiedUser } from './verification-schemas.ts';

/**
 * Works without a session (the link is opened from the mail); a session of another account is
 * refused. 403: a tampered link, another account signed in, or the address changed; 410: the
 * link has expired.
 */
export const verifyEmailRoute = defineRoute({
  method: 'GET',
  path: '/verify/email/:id/:hash',
  tags: ['verification'],
  summary:
    'Checks the signed link of the verification mail and marks the e-mail verified (403: tampered link, another account signed in, or the address changed; 410: the link has expired)',
  auth: 'optional',
  access: { kind: 'public' },
  params: ZEmailVerificationParams,
  query: ZEmailVerificationQuery,
  result: ZVerifiedUser,
  failures: [403, 410, 422, 429],
});

export const sendEmailVerificationRoute = defineRoute({
  method: 'GET',
  path: '/verify/email/send-email-verification-notification',
  tags: ['verification'],
  summary: 'Sends the verification mail again (3 per 10 minutes)',
  auth: 'required',
  access: { kind: 'signedIn' },
  result: ZVerificationSent,
  failures: [401, 429, 503],
});

export const sendSmsVerificationRoute = defineRoute({
  method: 'GET',
  path: '/verify/sms/send-sms-verification-notification',
  tags: ['verification'],
  summary: 'Sends a 6-digit code to the phone (valid 10 minutes, 5 tries; 3 sends per 10 minutes)',
  auth: 'required',
  access: { kind: 'signedIn' },
  result: ZVerificationSent,
  failures: [401, 422, 429, 503],
});

export const verifySmsRoute = defineRoute({
  method: 'GET',
  path: '/verify/sms',
  tags: ['verification'],
  summary: 'Checks the SMS code and marks the phone verified',
  auth: 'required',
  access: { kind: 'signedIn' },
  query: ZSmsVerificationQuery,
  result: ZVerifiedUser,
  failures: [401, 422, 429],
});
