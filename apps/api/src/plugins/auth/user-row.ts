import { users } from '../../db/schema/auth.ts';

/** The columns of a user that the server works with (never the password hash). */
export const USER_ROW = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  languageId: users.languageId,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  avatarKey: users.avatarKey,
  isActive: users.isActive,
};

export type TUserRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  languageId: number;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  avatarKey: string | null;
  isActive: boolean;
};
