import { z } from 'zod';
import { ZAccount } from '../accounts/account-schemas.ts';
import { ZEmail, ZPersonName, ZPhone, ZSession } from '../auth/auth-schemas.ts';
import { ZPassword } from '../auth/password.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { MEMBER_ROLES, type TMemberPermissions } from './team-roles.ts';

const V = VALIDATION_MESSAGES;

export const ZMemberRole = z.enum(MEMBER_ROLES, { error: V.invalidValue });

/** The four switches, each sent: the form shows them all (disabled where the role decides). */
export const ZMemberPermissions = z.object({
  pay: z.boolean({ error: V.invalidValue }),
  upload_documents: z.boolean({ error: V.invalidValue }),
  see_office: z.boolean({ error: V.invalidValue }),
  manage_team: z.boolean({ error: V.invalidValue }),
});

/** What a new member gets when the invitation names no switches: a member who only reads. */
export const NO_SWITCHES: TMemberPermissions = {
  pay: false,
  upload_documents: false,
  see_office: false,
  manage_team: false,
};

/** `POST accounts/{id}/members`: who is invited, as what. */
export const ZInviteMemberRequest = z.object({
  name: ZPersonName,
  email: ZEmail,
  phone: ZPhone,
  role: ZMemberRole,
  permissions: ZMemberPermissions,
});
export type TInviteMemberRequest = z.input<typeof ZInviteMemberRequest>;

/** `PUT accounts/{id}/members/{userId}`: the member's role and switches. */
export const ZUpdateMemberRequest = z.object({
  role: ZMemberRole,
  permissions: ZMemberPermissions,
});
export type TUpdateMemberRequest = z.input<typeof ZUpdateMemberRequest>;

/** A customer member of the company; `permissions` are the effective ones (an owner's are all on). */
export const ZTeamMember = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: ZMemberRole,
  permissions: ZMemberPermissions,
  joined_at: z.iso.datetime(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** `expired`: its link no longer works; a resend renews it. */
const INVITATION_STATES = ['pending', 'expired'] as const;

/** An invitation not yet accepted nor revoked. */
export const ZTeamInvitation = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: ZMemberRole,
  permissions: ZMemberPermissions,
  invited_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  state: z.enum(INVITATION_STATES),
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitation>;

/** `GET accounts/{id}/members`: the team and who is still to join. */
export const ZTeam = z.object({
  members: z.array(ZTeamMember),
  invitations: z.array(ZTeamInvitation),
});
export type TTeam = z.infer<typeof ZTeam>;

/** The secret of an invitation's link: 32 random bytes, base64url. */
export const ZInvitationParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** `GET invitations/{token}`: what the accept page shows before anyone signs in. */
export const ZInvitationPreview = z.object({
  company_name: z.string(),
  inviter_name: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  role: ZMemberRole,
  /** What the invitee will be able to do on the company (the role's switches). */
  permissions: ZMemberPermissions,
  /** The address already has a user: they sign in and join with one click, else they set a password. */
  has_user: z.boolean(),
  expires_at: z.iso.datetime(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/**
 * `POST invitations/{token}/accept`: a new user chooses a password (the registration rule, with
 * its confirmation); an existing user, signed in with the invited address, sends nothing.
 */
export const ZAcceptInvitationRequest = z
  .object({
    password: ZPassword.optional(),
    password_confirmation: z.string().max(512).optional(),
  })
  .refine((body) => body.password === undefined || body.password === body.password_confirmation, {
    message: V.passwordsDoNotMatch,
    path: ['password_confirmation'],
  });

/** The accept page's form for a new person: the same body with the password required. */
export const ZJoinWithPasswordRequest = z
  .object({
    password: ZPassword,
    password_confirmation: z.string({ error: V.required }).max(512, { error: V.tooLong }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: V.passwordsDoNotMatch,
    path: ['password_confirmation'],
  });
export type TJoinWithPasswordRequest = z.input<typeof ZJoinWithPasswordRequest>;

/** The company joined; `session` when the invitation created the user (they are signed in at once). */
export const ZAcceptInvitationResult = z.object({
  account: ZAccount,
  session: ZSession.nullable(),
});
export type TAcceptInvitationResult = z.infer<typeof ZAcceptInvitationResult>;
