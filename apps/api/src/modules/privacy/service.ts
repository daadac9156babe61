import type { Readable } from 'node:stream';
import { isStaffRole, STAFF_ROLES } from '@portal/contracts/auth/roles';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import {
  ACCOUNT_CLOSE_DAYS,
  RECENT_SIGN_INS,
  type TAccountClosing,
  type TDataExport,
  type TDocumentAccess,
  type TSignIn,
  type ZDocumentAccessListQuery,
} from '@portal/contracts/privacy/privacy-schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { verifyPassword } from '../../plugins/auth/password.ts';
import { sha256Hex } from '../../plugins/auth/secrets.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { accountClosingRequestedMail } from '../../plugins/mail/templates/account-closing-requested.ts';
import { closingEffectiveOn, closingTakesEffectAt } from './account-closing.ts';
import { DATA_EXPORT_JOB, type TDataExportJob } from './data-export-jobs.ts';
import {
  clearCloseRequested,
  findClosingState,
  findDownloadableExport,
  findLatestDataExport,
  findRecentSignIns,
  insertDataExport,
  listDocumentAccessesOfMember,
  lockUser,
  setCloseRequested,
  type TDataExportRow,
  type TDocumentAccessRow,
  type TSignInRow,
} from './repository.ts';

type TPrivacyApp = Pick<
  FastifyInstance,
  'db' | 'now' | 'jobs' | 'rateLimiter' | 'mailer' | 'config' | 'storage' | 'log'
>;

const isStaff = (auth: TAuth) => isStaffRole(auth.roles[0]?.name);

// ---- Sign-ins -------------------------------------------------------------------------------------

function presentSignIn(row: TSignInRow): TSignIn {
  const detail = row.detail;
  const reason = detail.reason;
  return {
    id: row.id,
    succeeded: row.type === 'sign_in',
    failure: row.type === 'sign_in' ? null : reason === 'second_factor' ? 'second_factor' : 'wrong_password',
    ip: row.ip,
    user_agent: typeof detail.user_agent === 'string' ? detail.user_agent : null,
    second_factor: row.type === 'sign_in' && typeof detail.second_factor === 'string',
    occurred_at: row.occurredAt.toISOString(),
  };
}

/** The caller's latest sign-ins and failed attempts on their address, from the security log. */
export async function listMySignIns(app: Pick<TPrivacyApp, 'db'>, auth: TAuth): Promise<TSignIn[]> {
  return (await findRecentSignIns(app.db, auth.user.id, RECENT_SIGN_INS)).map(presentSignIn);
}

// ---- Staff accesses to the documents --------------------------------------------------------------

function staffRoleOf(name: string | null): (typeof STAFF_ROLES)[number] | null {
  return STAFF_ROLES.find((role) => role === name) ?? null;
}

function presentAccess(row: TDocumentAccessRow): TDocumentAccess {
  return {
    id: row.id,
    accessed_at: row.accessedAt.toISOString(),
    staff:
      row.staffId !== null && row.staffName !== null
        ? { id: row.staffId, name: row.staffName, role: staffRoleOf(row.staffRole) }
        : null,
    document: { id: row.documentId, kind: row.documentKind, period: row.documentPeriod },
    account: { id: row.accountId, name: row.accountName },
  };
}

/**
 * Staff downloads of the documents of the caller's companies. Staff are nobody's customers: the
 * companies they serve are their work, and what they open there is the customers' to see.
 */
export async function listMyDocumentAccesses(
  app: Pick<TPrivacyApp, 'db'>,
  auth: TAuth,
  query: z.output<typeof ZDocumentAccessListQuery>,
): Promise<{ data: TDocumentAccess[]; meta: TPageMeta }> {
  if (isStaff(auth)) return { data: [], meta: pageMeta(query, { total: 0, capped: false }) };
  const { rows, total } = await listDocumentAccessesOfMember(app.db, {
    userId: auth.user.id,
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(presentAccess), meta: pageMeta(query, total) };
}

// ---- Download my data -----------------------------------------------------------------------------

function presentExport(row: TDataExportRow | null, now: Date): TDataExport {
  const none: TDataExport = { status: 'none', requested_at: null, ready_at: null, expires_at: null };
  if (!row) return none;
  const live = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now;
  // A ready export whose link has expired is as good as none: a new one may be asked.
  if (row.status === 'ready' && !live) return none;
  return {
    status: row.status === 'pending' || row.status === 'ready' ? row.status : 'failed',
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

export async function myDataExport(app: Pick<TPrivacyApp, 'db' | 'now'>, auth: TAuth): Promise<TDataExport> {
  return presentExport(await findLatestDataExport(app.db, auth.user.id), app.now());
}

/**
 * Queues an export. One at a time per person: while one is being prepared or its link works, 409.
 * The row and its job are written in one transaction (the job exists only if the row does), with
 * the person's row locked so two tabs cannot both pass the check.
 */
export async function requestDataExport(app: TPrivacyApp, auth: TAuth): Promise<TDataExport> {
  const now = app.now();
  const current = presentExport(await findLatestDataExport(app.db, auth.user.id), now);
  if (current.status === 'pending' || current.status === 'ready') {
    throw new HttpError(409, 'privacy.exportInProgress');
  }
  await app.rateLimiter.consume('dataExports', `user:${auth.user.id}`);
  const row = await app.db.transaction(async (tx) => {
    await lockUser(tx, auth.user.id);
    const latest = presentExport(await findLatestDataExport(tx, auth.user.id), now);
    if (latest.status === 'pending' || latest.status === 'ready') {
      throw new HttpError(409, 'privacy.exportInProgress');
    }
    const inserted = await insertDataExport(tx, auth.user.id, now);
    await app.jobs.send<TDataExportJob>(DATA_EXPORT_JOB, { exportId: inserted.id }, { within: tx });
    return inserted;
  });
  return presentExport(row, now);
}

/** The ZIP a mailed link opens; 404 for an unknown secret, an expired link or a removed file. */
export async function openDataExport(
  app: Pick<TPrivacyApp, 'db' | 'now' | 'storage'>,
  token: string,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const found = await findDownloadableExport(app.db, sha256Hex(token), app.now());
  const file = found ? await app.storage.read(found.fileKey) : null;
  if (!found || !file) throw new HttpError(404, 'errors.notFound');
  return { ...file, fileName: `firmaport-data-${found.readyAt.toISOString().slice(0, 10)}.zip` };
}

// ---- Closing the account --------------------------------------------------------------------------

function presentClosing(auth: TAuth, requestedAt: Date | null): TAccountClosing {
  return {
    can_close: !isStaff(auth),
    requested_at: requestedAt?.toISOString() ?? null,
    takes_effect_at: requestedAt ? closingTakesEffectAt(requestedAt).toISOString() : null,
    effective_on: requestedAt ? closingEffectiveOn(requestedAt) : null,
  };
}

export async function accountClosing(app: Pick<TPrivacyApp, 'db'>, auth: TAuth): Promise<TAccountClosing> {
  const state = await findClosingState(app.db, auth.user.id);
  return presentClosing(auth, state?.closeRequestedAt ?? null);
}

/**
 * Asks to close the caller's account, with their password again (counted against the same budget
 * as the other checks of the current password). The person is mailed the day and how to take it
 * back: a request from a stolen session does not pass unnoticed.
 */
export async function requestAccountClosing(
  app: TPrivacyApp,
  auth: TAuth,
  password: string,
): Promise<TAccountClosing> {
  if (isStaff(auth)) throw new HttpError(403, 'privacy.closeNotForStaff');
  const state = await findClosingState(app.db, auth.user.id);
  if (!state) throw new HttpError(401, 'errors.unauthenticated');
  if (state.closeRequestedAt) throw new HttpError(409, 'privacy.closeAlreadyRequested');
  await app.rateLimiter.consume('currentPasswordChecks', `user:${auth.user.id}`);
  if (!(await verifyPassword(state.passwordHash, password))) {
    throw new HttpError(422, 'users.currentPasswordWrong', {
      fields: { password: 'users.currentPasswordWrong' },
    });
  }
  const requestedAt = await app.db.transaction(async (tx) => {
    const at = await setCloseRequested(tx, auth.user.id, app.now());
    if (!at) throw new HttpError(409, 'privacy.closeAlreadyRequested');
    const language = languageOfId(auth.user.languageId);
    const mail = accountClosingRequestedMail(language, {
      name: auth.user.name,
      date: formatCalendarDate(closingEffectiveOn(at), language),
      days: ACCOUNT_CLOSE_DAYS,
      url: `${app.config.appUrl}/${language}/app/profile`,
    });
    await app.mailer.send(
      { to: auth.user.email, template: 'account-closing-requested', ...mail },
      { within: tx },
    );
    return at;
  });
  return presentClosing(auth, requestedAt);
}

/** Takes the request back; nothing asked (or already taken back) changes nothing. */
export async function cancelAccountClosing(
  app: Pick<TPrivacyApp, 'db'>,
  auth: TAuth,
): Promise<TAccountClosing> {
  await clearCloseRequested(app.db, auth.user.id);
  return presentClosing(auth, null);
}

/** The answer's message to a closing request: its day written out in the reader's language. */
export function closingRequestedMessage(language: TLanguage, closing: TAccountClosing): string {
  const date = closing.effective_on ? formatCalendarDate(closing.effective_on, language) : '';
  return translate(language, 'privacy.closeRequested', { date });
}
