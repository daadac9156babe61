import { z } from 'zod';
import { ZEmail, ZPersonName, ZPhone } from '../auth/auth-schemas.ts';
import { ZPassword } from '../auth/password.ts';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { ZMemberPermissions, ZMemberRole } from '../team/team-schemas.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

const V = VALIDATION_MESSAGES;

const ZId = z.coerce
  .number({ error: V.required })
  .int({ error: V.invalidValue })
  .min(1, { error: V.invalidValue })
  .max(2_147_483_647, { error: V.invalidValue });

export const USER_STATUSES = ['active', 'inactive'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

/** `GET users`: the people lists (all users, advisors, secretaries), sorted by name. */
export const ZManagedUserListQuery = pagedQuery(
  z.object({
    search: z.string().trim().max(190).optional(),
    /** A role name, e.g. `advisor` for the advisors screen. */
    role: z.string().trim().min(1).max(50).optional(),
    status: z.enum(USER_STATUSES, { error: V.invalidValue }).optional(),
    ...ZPageFields,
  }),
);

export const ZManagedUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.iso.datetime(),
});
export type TManagedUser = z.infer<typeof ZManagedUser>;

/** `POST users`: staff create a person with a role; the same password and phone rules as registration. */
export const ZCreateUserRequest = z.object({
  name: ZPersonName,
  email: ZEmail,
  password: ZPassword,
  phone: ZPhone,
  role_id: ZId,
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

/**
 * The body `POST users` reads (spec section 7): staff's `ZCreateUserRequest`, or, with
 * `account_id`, an invitation of that person to the company's team (issue 16): a company's
 * owner (or a member allowed to manage its team) names them, their role on the company
 * (`member` unless said) and switches (none unless said); no password or role_id then, the
 * invitee chooses their password from the mail.
 */
export const ZCreateUserRouteRequest = z
  .object({
    name: ZPersonName,
    email: ZEmail,
    phone: ZPhone,
    password: ZPassword.optional(),
    role_id: ZId.optional(),
    account_id: ZId.optional(),
    role: ZMemberRole.optional(),
    permissions: ZMemberPermissions.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.account_id !== undefined) return;
    if (body.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: V.required });
    if (body.role_id === undefined) ctx.addIssue({ code: 'custom', path: ['role_id'], message: V.required });
  });

/**
 * `PUT users/{id}` by staff holding 'show users all'. The same route serves a person editing
 * themselves with `ZUpdateUserRequest`; role_id and is_active are then optional and only
 * staff may send them.
 */
export const ZUpdateManagedUserRequest = z.object({
  name: ZPersonName,
  email: ZEmail,
  phone: ZPhone,
  role_id: ZId,
  is_active: z.boolean({ error: V.invalidValue }),
});
export type TUpdateManagedUserRequest = z.input<typeof ZUpdateManagedUserRequest>;

/**
 * The body `PUT users/{id}` accepts: a person editing themselves sends name, e-mail and phone
 * (`ZUpdateUserRequest`); staff editing someone send the whole `ZUpdateManagedUserRequest`.
 * A role or state left out stays as it is. `current_password` (beside the spec's fields) is
 * required when people change their own e-mail address.
 */
export const ZEditUserRequest = ZUpdateManagedUserRequest.partial({ role_id: true, is_active: true }).extend({
  current_password: z.string().max(512).optional(),
});
