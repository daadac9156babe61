import { z } from 'zod';
import { ZAccountParams } from '../accounts/account-routes.ts';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import {
  ZAcceptInvitationRequest,
  ZAcceptInvitationResult,
  ZInvitationParams,
  ZInvitationPreview,
  ZInviteMemberRequest,
  ZTeam,
  ZTeamInvitation,
  ZTeamMember,
  ZUpdateMemberRequest,
} from './team-schemas.ts';

const WHO =
  "The company's customer members holding 'manage team' (owners always), or staff holding 'show accounts all' with `?all`; other members 403, anyone else 404.";
const TEAM = { tags: ['team'], auth: 'required' } as const;

const ZMemberParams = z.object({ id: ZRecordId, userId: ZRecordId });
const ZInvitationIdParams = z.object({ id: ZRecordId, invitationId: ZRecordId });

export const getTeamRoute = defineRoute({
  ...TEAM,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'manageTeam' },
  method: 'GET',
  path: '/accounts/:id/members',
  summary: `The company's customer members (not its staff) and the invitations still open. ${WHO}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: ZTeam,
  failures: [401, 403, 404, 422],
});

export const inviteMemberRoute = defineRoute({
  ...TEAM,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'manageTeam' },
  method: 'POST',
  path: '/accounts/:id/members',
  summary: `Invites a person: a mail in their language with a link valid 72 hours. Only an owner (or staff) invites an owner; a member or an open invitation of the address is 409; a limited number a day per company (429). ${WHO}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZInviteMemberRequest,
  status: 201,
  result: ZTeamInvitation,
  failures: [401, 403, 404, 409, 422, 429],
});

export const updateMemberRoute = defineRoute({
  ...TEAM,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'manageTeam' },
  method: 'PUT',
  path: '/accounts/:id/members/:userId',
  summary: `A member's role and switches. Only an owner (or staff) changes an owner or makes one; the last owner stays one (409). ${WHO}`,
  params: ZMemberParams,
  query: ZAccountScopeQuery,
  body: ZUpdateMemberRequest,
  result: ZTeamMember,
  failures: [401, 403, 404, 409, 422],
});

export const removeMemberRoute = defineRoute({
  ...TEAM,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  method: 'DELETE',
  path: '/accounts/:id/members/:userId',
  summary: `Removes a member: their next request about the company is refused. A member may also leave. The last owner stays (409). ${WHO}`,
  params: ZMemberParams,
  query: ZAccountScopeQuery,
  result: z.null(),
  failures: [401, 403, 404, 409, 422],
});

export const resendInvitationRoute = defineRoute({
  ...TEAM,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'manageTeam' },
  method: 'POST',
  path: '/accounts/:id/invitations/:invitationId/resend',
  summary: `A new link (the old one stops working), valid 72 hours again, mailed again; counted like an invitation (429). ${WHO}`,
  params: ZInvitationIdParams,
  query: ZAccountScopeQuery,
  result: ZTeamInvitation,
  failures: [401, 403, 404, 422, 429],
});

export const revokeInvitationRoute = defineRoute({
  ...TEAM,
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'manageTeam' },
  method: 'DELETE',
  path: '/accounts/:id/invitations/:invitationId',
  summary: `Takes an open invitation back: its link stops working. ${WHO}`,
  params: ZInvitationIdParams,
  query: ZAccountScopeQuery,
  result: z.null(),
  failures: [401, 403, 404, 422],
});

export const getInvitationRoute = defineRoute({
  method: 'GET',
  path: '/invitations/:token',
  tags: ['team'],
  summary:
    'What the accept page shows: the company, who invited, whether the address already has a user. 404 for an unknown, expired, revoked or used link (its message says which).',
  auth: 'none',
  access: { kind: 'public' },
  params: ZInvitationParams,
  result: ZInvitationPreview,
  failures: [404, 422, 429],
});

export const acceptInvitationRoute = defineRoute({
  method: 'POST',
  path: '/invitations/:token/accept',
  tags: ['team'],
  summary:
    'Joins the company. A new address: `password` and `password_confirmation` create the user (e-mail verified by the link) and sign them in. An existing user: signed in with the invited address (403 for another address, 409 signed out). 404 unknown link; 410 expired, revoked or used.',
  auth: 'optional',
  access: { kind: 'public' },
  noStore: true,
  params: ZInvitationParams,
  body: ZAcceptInvitationRequest,
  result: ZAcceptInvitationResult,
  failures: [403, 404, 409, 410, 422, 429],
});
