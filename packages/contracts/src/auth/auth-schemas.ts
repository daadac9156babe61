import { z } from 'zod';
import { REGISTRATION_LANGUAGE_ID } from '../common/limits.ts';
import { toInternationalPhone } from '../people/phone.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';
import { PASSWORD_MAX_LENGTH, ZPassword } from './password.ts';
import { ROLES } from './roles.ts';

const V = VALIDATION_MESSAGES;

export const ZEmail = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(190, { error: V.tooLong })
  .pipe(z.email({ error: V.invalidEmail }))
  .transform((email) => email.toLowerCase());

/** A person's name, one line: registration, the profile, invitations, staff's users, contact forms. */
export const ZPersonName = singleLine(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(120, { error: V.tooLong }),
);

/**
 * A mobile number: the masked Turkish form or +90…, or another country's written with its country
 * code; always yields E.164 (a Turkish mobile as +90 and ten digits).
 */
export const ZPhone = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .transform((value, ctx) => {
    const phone = toInternationalPhone(value);
    if (!phone) ctx.addIssue({ code: 'custom', message: V.invalidPhone });
    return phone ?? value;
  });

function withConfirmation<
  T extends z.ZodObject<{ password: typeof ZPassword; password_confirmation: z.ZodString }>,
>(schema: T) {
  return schema.refine((body) => body.password === body.password_confirmation, {
    message: V.passwordsDoNotMatch,
    path: ['password_confirmation'],
  });
}

export const ZRegisterRequest = withConfirmation(
  z.object({
    language_id: z.literal(REGISTRATION_LANGUAGE_ID),
    name: ZPersonName,
    phone: ZPhone,
    email: ZEmail,
    password: ZPassword,
    password_confirmation: z.string({ error: V.required }),
  }),
);
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string({ error: V.required }).min(1, { error: V.required }).max(128, { error: V.tooLong }),
  remember_me: z.boolean().optional().default(false),
  /**
   * The token of the unlock link mailed to the owner when the account's sign-in budget trips
   * (the sign-in page's `?token=`): the right password then passes the account's budget.
   */
  unlock_token: z.string().max(200, { error: V.tooLong }).optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = withConfirmation(
  z.object({
    email: ZEmail,
    token: z.string().min(1, { error: V.required }).max(200, { error: V.tooLong }),
    password: ZPassword,
    password_confirmation: z.string({ error: V.required }),
  }),
);
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/**
 * `current_password` (beside the spec's fields): the caller's own password, asked again so that a
 * session left open cannot change it; staff changing someone else's password give their own.
 */
export const ZChangePasswordRequest = withConfirmation(
  z.object({
    current_password: z
      .string({ error: V.required })
      .min(1, { error: V.required })
      .max(PASSWORD_MAX_LENGTH * 4),
    password: ZPassword,
    password_confirmation: z.string({ error: V.required }),
  }),
);
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** One's own details; `current_password` only when the e-mail changes (the server asks for it then). */
export const ZUpdateUserRequest = z.object({
  name: ZPersonName,
  email: ZEmail,
  phone: ZPhone,
  current_password: z.string().max(512).optional(),
});
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

const ZRole = z.object({ id: z.number().int(), name: z.enum(ROLES) });

export const ZUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language_id: z.number().int(),
  role_id: z.number().int().nullable(),
  role_name: z.enum(ROLES).nullable(),
  roles: z.array(ZRole),
  is_email_verified: z.boolean(),
  is_phone_verified: z.boolean(),
  avatar_url: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSessionAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  /** The saved wizard step (`step` information), for where the customer resumes after sign-in. */
  step: z.string().nullable(),
  /** Whether the company holds purchased products: then the wizard is over and home is /app. */
  has_products: z.boolean(),
  /** The office wizard's saved step (`office_step`), and whether it holds an office product. */
  office_step: z.string().nullable().default(null),
  has_office_products: z.boolean().default(false),
});

/** The answer to login and register: what the browser keeps in local storage. */
export const ZSession = z.object({
  token: z.string(),
  token_expire: z.iso.datetime(),
  user: ZUser,
  permissions: z.array(z.string()),
  accounts: z.array(ZSessionAccount),
});
export type TSession = z.infer<typeof ZSession>;

/** `GET auth/refresh-token`: the new token; the old one is revoked. */
export const ZTokenRefresh = z.object({ token: z.string(), token_expire: z.iso.datetime() });
export type TTokenRefresh = z.infer<typeof ZTokenRefresh>;

export const ZEmailVerificationQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[a-f0-9]{64}$/, { error: V.invalidValue }),
  email: z.string().optional(),
});

export const SMS_CODE_LENGTH = 6;
export const ZSmsVerificationQuery = z.object({
  verification_code: z.string().regex(/^\d{6}$/, { error: V.invalidValue }),
});
