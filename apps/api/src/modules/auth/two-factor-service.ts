import { randomBytes } from 'node:crypto';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { isStaffRole } from '@portal/contracts/auth/roles';
import {
  RECOVERY_CODE_COUNT,
  type TTwoFactorChallenge,
  type TTwoFactorEnrollment,
  type TTwoFactorStatus,
  type ZTwoFactorSignIn,
} from '@portal/contracts/auth/two-factor';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { userRecoveryCodes, userTwoFactor } from '../../db/schema/two-factor.ts';
import {
  issueAccessToken,
  loadUserAccess,
  sessionEnd,
  type TAuth,
} from '../../plugins/auth/access-tokens.ts';
import { seal, unseal } from '../../plugins/auth/sealed-secret.ts';
import { hmacSha256Hex } from '../../plugins/auth/secrets.ts';
import { findUserById } from '../../plugins/auth/user-repository.ts';
import type { TUserRow } from '../../plugins/auth/user-row.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordSecurityEvent } from '../../plugins/record-security-event.ts';
import { buildSession } from './session-service.ts';
import { CHALLENGE_LIFETIME_MS, readChallenge, signChallenge } from './two-factor-challenge.ts';

type TTwoFactorApp = Pick<FastifyInstance, 'db' | 'config' | 'rateLimiter' | 'log' | 'now'>;

const ISSUER = 'Firmaport';
const STEP_SECONDS = 30;

/** Staff must use a second factor when STAFF_2FA=required (the production default). */
function mustUseTwoFactor(app: Pick<FastifyInstance, 'config'>, roleName: string | undefined): boolean {
  return app.config.staffTwoFactorRequired && isStaffRole(roleName);
}

async function findTwoFactor(db: TDatabase, userId: number) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row ?? null;
}

const recoveryHash = (app: TTwoFactorApp, code: string) =>
  hmacSha256Hex(app.config.appSecret, `recovery:${code}`);

/**
 * After the right password: null when the session may start now, else the challenge of the
 * second step (`required` with a factor on, `setup_required` for staff who must and have none).
 */
export async function secondStepOf(
  app: TTwoFactorApp,
  user: TUserRow,
  rememberMe: boolean,
): Promise<TTwoFactorChallenge | null> {
  const factor = await findTwoFactor(app.db, user.id);
  let step: TTwoFactorChallenge['two_factor'] | null = factor?.enabledAt ? 'required' : null;
  if (!step) {
    const { roles } = await loadUserAccess(app.db, user.id);
    if (mustUseTwoFactor(app, roles[0]?.name)) step = 'setup_required';
  }
  if (!step) return null;
  const expiresAt = new Date(app.now().getTime() + CHALLENGE_LIFETIME_MS);
  const challenge = signChallenge(app.config.appSecret, { userId: user.id, rememberMe, expiresAt });
  return { two_factor: step, challenge, expires_at: expiresAt.toISOString() };
}

/** The challenge's user, within the second step's own budget (5 codes per 5 minutes). */
async function challengedUser(app: TTwoFactorApp, token: string) {
  const challenge = readChallenge(app.config.appSecret, token, app.now());
  if (!challenge) throw new HttpError(422, 'auth.twoFactorChallengeInvalid');
  await app.rateLimiter.consume('twoFactorAttempts', `user:${challenge.userId}`);
  const user = await findUserById(app.db, challenge.userId);
  if (!user?.isActive) throw new HttpError(422, 'auth.twoFactorChallengeInvalid');
  return { user, rememberMe: challenge.rememberMe };
}

/** Whether `code` is the secret's code now (a step either side for clock drift), used once. */
async function acceptCode(
  app: TTwoFactorApp,
  userId: number,
  sealedSecret: string,
  lastStep: number | null,
  code: string,
) {
  const epoch = Math.floor(app.now().getTime() / 1000);
  const result = await verify({
    secret: unseal(app.config.appSecret, sealedSecret),
    token: code,
    epoch,
    epochTolerance: STEP_SECONDS,
  });
  if (!result.valid) return false;
  const step = Math.floor(epoch / STEP_SECONDS) + (result.delta ?? 0);
  if (lastStep !== null && step <= lastStep) return false;
  await app.db.update(userTwoFactor).set({ lastStep: step }).where(eq(userTwoFactor.userId, userId));
  return true;
}

const wrongCode = () =>
  new HttpError(422, 'auth.twoFactorCodeWrong', { fields: { code: 'auth.twoFactorCodeWrong' } });

/** A session whose sign-in passed the second factor, and whose tokens say so (`issueAccessToken`). */
async function startSession(app: TTwoFactorApp, user: TUserRow, rememberMe: boolean): Promise<TSession> {
  const now = app.now();
  await app.rateLimiter.reset('twoFactorAttempts', `user:${user.id}`);
  return buildSession(
    app.db,
    user,
    await issueAccessToken(app.db, user.id, sessionEnd(now, rememberMe), now, true),
  );
}

/** `POST auth/two-factor`: the code (or a recovery code) after the password. */
export async function signInWithSecondFactor(
  app: TTwoFactorApp,
  body: z.output<typeof ZTwoFactorSignIn>,
  ip: string,
): Promise<TSession> {
  const { user, rememberMe } = await challengedUser(app, body.challenge);
  const factor = await findTwoFactor(app.db, user.id);
  if (!factor?.enabledAt) throw new HttpError(422, 'auth.twoFactorChallengeInvalid');
  let accepted = false;
  if ('code' in body) {
    accepted = await acceptCode(app, user.id, factor.sealedSecret, factor.lastStep, body.code);
  } else {
    const used = await app.db
      .update(userRecoveryCodes)
      .set({ usedAt: app.now() })
      .where(
        and(
          eq(userRecoveryCodes.userId, user.id),
          eq(userRecoveryCodes.codeHash, recoveryHash(app, body.recovery_code)),
          isNull(userRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: userRecoveryCodes.id });
    accepted = used.length > 0;
    if (accepted) await recordSecurityEvent(app, { type: 'recovery_code_used', userId: user.id, ip });
  }
  if (!accepted) {
    await recordSecurityEvent(app, {
      type: 'sign_in_failed',
      userId: user.id,
      ip,
      detail: { reason: 'second_factor' },
    });
    throw 'code' in body
      ? wrongCode()
      : new HttpError(422, 'auth.twoFactorCodeWrong', {
          fields: { recovery_code: 'auth.twoFactorCodeWrong' },
        });
  }
  await recordSecurityEvent(app, {
    type: 'sign_in',
    userId: user.id,
    ip,
    detail: { second_factor: 'code' in body ? 'totp' : 'recovery_code' },
  });
  return startSession(app, user, rememberMe);
}

/** A new secret for the person (replacing an unconfirmed one), with what their app needs. */
async function enroll(
  app: TTwoFactorApp,
  user: Pick<TUserRow, 'id' | 'email'>,
): Promise<TTwoFactorEnrollment> {
  const current = await findTwoFactor(app.db, user.id);
  if (current?.enabledAt) throw new HttpError(409, 'auth.twoFactorAlreadyOn');
  const secret = generateSecret();
  const sealedSecret = seal(app.config.appSecret, secret);
  await app.db
    .insert(userTwoFactor)
    .values({ userId: user.id, sealedSecret })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { sealedSecret, lastStep: null } });
  const otpauth = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauth, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri: otpauth, qr_svg: qrSvg };
}

/** Turns the pending enrolment on with its first code; answers the recovery codes, shown once. */
async function confirmEnrollment(
  app: TTwoFactorApp,
  userId: number,
  code: string,
  ip: string,
): Promise<string[]> {
  const pending = await findTwoFactor(app.db, userId);
  if (!pending) throw new HttpError(409, 'auth.twoFactorNotStarted');
  if (pending.enabledAt) throw new HttpError(409, 'auth.twoFactorAlreadyOn');
  if (!(await acceptCode(app, userId, pending.sealedSecret, pending.lastStep, code))) throw wrongCode();
  // 12 hex characters (48 random bits) each: guessing one is held back by the code budget.
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomBytes(6).toString('hex'));
  await app.db.transaction(async (tx) => {
    await tx.update(userTwoFactor).set({ enabledAt: app.now() }).where(eq(userTwoFactor.userId, userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.insert(userRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: recoveryHash(app, c) })));
  });
  await recordSecurityEvent(app, { type: 'two_factor_enabled', userId, ip });
  // Shown in groups of four, as people copy them down.
  return codes.map((c) => c.match(/.{4}/g)?.join('-') ?? c);
}

/** `POST auth/two-factor/setup`: staff who must enrol, at sign-in. */
export async function enrollAtSignIn(app: TTwoFactorApp, challenge: string): Promise<TTwoFactorEnrollment> {
  const { user } = await challengedUser(app, challenge);
  return enroll(app, user);
}

/** `POST auth/two-factor/setup/confirm`: the first code turns it on and starts the session. */
export async function confirmAtSignIn(
  app: TTwoFactorApp,
  body: { challenge: string; code: string },
  ip: string,
): Promise<{ session: TSession; recovery_codes: string[] }> {
  const { user, rememberMe } = await challengedUser(app, body.challenge);
  const recoveryCodes = await confirmEnrollment(app, user.id, body.code, ip);
  await recordSecurityEvent(app, { type: 'sign_in', userId: user.id, ip, detail: { second_factor: 'totp' } });
  return { session: await startSession(app, user, rememberMe), recovery_codes: recoveryCodes };
}

export async function startTwoFactor(app: TTwoFactorApp, auth: TAuth): Promise<TTwoFactorEnrollment> {
  return enroll(app, auth.user);
}

export async function confirmTwoFactor(
  app: TTwoFactorApp,
  auth: TAuth,
  code: string,
  ip: string,
): Promise<string[]> {
  await app.rateLimiter.consume('twoFactorAttempts', `user:${auth.user.id}`);
  const codes = await confirmEnrollment(app, auth.user.id, code, ip);
  await app.rateLimiter.reset('twoFactorAttempts', `user:${auth.user.id}`);
  return codes;
}

/** Off, with the password checked by the caller first; never for staff who must use it. */
export async function disableTwoFactor(app: TTwoFactorApp, auth: TAuth, ip: string): Promise<void> {
  if (mustUseTwoFactor(app, auth.roles[0]?.name)) throw new HttpError(409, 'auth.twoFactorRequired');
  await app.db.transaction(async (tx) => {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, auth.user.id));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, auth.user.id));
  });
  await recordSecurityEvent(app, { type: 'two_factor_disabled', userId: auth.user.id, ip });
}

export async function twoFactorStatus(app: TTwoFactorApp, auth: TAuth): Promise<TTwoFactorStatus> {
  const factor = await findTwoFactor(app.db, auth.user.id);
  const [left] = await app.db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, auth.user.id), isNull(userRecoveryCodes.usedAt)));
  return {
    enabled: Boolean(factor?.enabledAt),
    required: mustUseTwoFactor(app, auth.roles[0]?.name),
    recovery_codes_left: factor?.enabledAt ? (left?.n ?? 0) : 0,
  };
}
