import type { TUser } from '@portal/contracts/auth/auth-schemas';
import type { TUserRole } from './access-tokens.ts';
import type { TUserRow } from './user-row.ts';

/**
 * The picture's address, changing with every upload (the stored key is new each time), so a
 * client can tell when to fetch it again.
 */
function avatarUrl(user: TUserRow): string | null {
  if (!user.avatarKey) return null;
  const version = user.avatarKey.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/, '');
  return `/api/users/${user.id}/avatar?v=${version}`;
}

/**
 * TUser, the shape both apps know; `roles[0]` is the user's role (spec section 3). Beside the user
 * row, not in a module: the session (auth), a verification and the profile (users) all answer it,
 * and none of them may depend on another for it.
 */
export function presentUser(user: TUserRow, roles: readonly TUserRole[]): TUser {
  const first = roles[0];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    language_id: user.languageId,
    role_id: first?.id ?? null,
    role_name: first?.name ?? null,
    roles: roles.map((role) => ({ id: role.id, name: role.name })),
    is_email_verified: user.emailVerifiedAt !== null,
    is_phone_verified: user.phoneVerifiedAt !== null,
    avatar_url: avatarUrl(user),
  };
}
