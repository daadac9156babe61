import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TLanguage } from '@portal/contracts/common/languages';
import {
  COMPANY_MESSAGE_BODY_MAX_LENGTH,
  COMPANY_MESSAGE_FIELDS,
  COMPANY_MESSAGE_MESSAGES,
  MESSAGE_MAIL_INTERVAL_MINUTES,
  type TAdvisorAssignment,
  type TAdvisorChangeRequest,
  type TCompanyMessage,
  type TMessageSide,
  type TMessageThread,
  type TUnreadMessages,
  type ZAnswerAdvisorChangeRequest,
} from '@portal/contracts/company-messages/company-messages';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@portal/contracts/documents/document-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { findActiveUsersWithRole } from '../../plugins/auth/user-repository.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { documentExtension } from '../../plugins/document-file-name.ts';
import { checkedScan } from '../../plugins/document-type.ts';
import { HttpError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import {
  advisorChangeRequestedMail,
  companyMessageMail,
} from '../../plugins/mail/templates/company-message-mails.ts';
import { readMultipartForm, type TUploadLimits } from '../../plugins/multipart-form.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import { recordDocumentAccess } from '../../plugins/record-document-access.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { assignAdvisor } from '../accounts/account-staff-service.ts';
import { accountRecipients } from '../accounts/service.ts';
import {
  answerChangeRequest,
  claimThreadMail,
  countUnread,
  findAdvisorOf,
  findChangeRequest,
  findChangeRequests,
  findCurrentAdvisor,
  findLastRead,
  findMessage,
  findStaffAssignments,
  findThread,
  insertChangeRequest,
  insertMessage,
  markRead,
  type TAdvisorChangeRow,
  type TMessageRow,
  threadsOf,
} from './repository.ts';

type TMessagesApp = Pick<FastifyInstance, 'db' | 'now' | 'storage' | 'mailer' | 'config'>;

/** One file and the message's text. */
export const COMPANY_MESSAGE_UPLOAD_LIMITS: TUploadLimits = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: COMPANY_MESSAGE_BODY_MAX_LENGTH * 4 + 16,
  parts: 3,
  headerPairs: 50,
};

/** Which side of a thread the caller writes on: staff for staff, customer for everyone else. */
const sideOf = (auth: TAuth): TMessageSide => (isStaffRole(auth.roles[0]?.name) ? 'staff' : 'customer');
const otherSide = (side: TMessageSide): TMessageSide => (side === 'staff' ? 'customer' : 'staff');

function presentMessage(row: TMessageRow): TCompanyMessage {
  return {
    id: row.id,
    account_id: row.accountId,
    kind: row.kind,
    side: row.side,
    author_id: row.authorId,
    author_name: row.authorName,
    body: row.body,
    attachment:
      row.fileName && row.mimeType && row.size !== null
        ? { file_name: row.fileName, mime_type: row.mimeType, size: row.size }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the caller has not read: the other side's messages after their read mark. */
const unreadAfter = (messages: TCompanyMessage[], side: TMessageSide, lastRead: number | null) =>
  messages.filter((message) => message.side !== side && message.id > (lastRead ?? 0)).length;

/** `GET accounts/{id}/messages`. */
export async function listThread(
  app: Pick<TMessagesApp, 'db'>,
  auth: TAuth,
  account: TReachedAccount,
): Promise<TMessageThread> {
  const [rows, lastRead] = await Promise.all([
    findThread(app.db, account.id),
    findLastRead(app.db, account.id, auth.user.id),
  ]);
  const messages = rows.map(presentMessage);
  return { messages, last_read_id: lastRead, unread: unreadAfter(messages, sideOf(auth), lastRead) };
}

/** `PUT accounts/{id}/messages/read`. */
export async function markThreadRead(
  app: Pick<TMessagesApp, 'db' | 'now'>,
  auth: TAuth,
  account: TReachedAccount,
  upTo: number,
): Promise<Pick<TMessageThread, 'last_read_id' | 'unread'>> {
  await markRead(app.db, account.id, auth.user.id, upTo, app.now());
  const { last_read_id, unread } = await listThread(app, auth, account);
  return { last_read_id, unread };
}

/** `GET messages/unread`: the top bar's count, and the staff company list's per company. */
export async function unreadMessages(app: Pick<TMessagesApp, 'db'>, auth: TAuth): Promise<TUnreadMessages> {
  const side = sideOf(auth);
  const accounts = await countUnread(
    app.db,
    auth.user.id,
    await threadsOf(app.db, auth.user.id, side === 'staff'),
    otherSide(side),
  );
  return {
    total: accounts.reduce((sum, row) => sum + row.unread, 0),
    accounts: accounts.map((row) => ({ account_id: row.accountId, unread: row.unread })),
  };
}

/** The caller's unread messages of one company's thread and the newest one's time (the dashboard's action). */
export async function unreadOfThread(
  app: Pick<TMessagesApp, 'db'>,
  auth: TAuth,
  accountId: number,
): Promise<{ unread: number; lastAt: Date } | null> {
  const [row] = await countUnread(app.db, auth.user.id, [accountId], otherSide(sideOf(auth)));
  return row ? { unread: row.unread, lastAt: row.lastAt } : null;
}

type TMessageUpload = { body: string | undefined; file: { data: Buffer; name: string } | undefined };

/** Reads the message's form (413 past the size limit); the service checks each field. */
export async function readMessageUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TMessageUpload> {
  const { fields, file } = await readMultipartForm(app, request, {
    fields: [COMPANY_MESSAGE_FIELDS.body],
    file: COMPANY_MESSAGE_FIELDS.file,
    limits: COMPANY_MESSAGE_UPLOAD_LIMITS,
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
  });
  return { body: fields[COMPANY_MESSAGE_FIELDS.body], file };
}

function checkedBody(body: string | undefined): string {
  const refuse = (
    key: typeof COMPANY_MESSAGE_MESSAGES.bodyRequired | typeof COMPANY_MESSAGE_MESSAGES.bodyTooLong,
  ) => new HttpError(422, key, { fields: { [COMPANY_MESSAGE_FIELDS.body]: key } });
  const text = body?.trim() ?? '';
  if (!text) throw refuse(COMPANY_MESSAGE_MESSAGES.bodyRequired);
  if (text.length > COMPANY_MESSAGE_BODY_MAX_LENGTH) throw refuse(COMPANY_MESSAGE_MESSAGES.bodyTooLong);
  return text;
}

/**
 * Tells the other side of the thread of a new message by mail, unless it was mailed in the last
 * MESSAGE_MAIL_INTERVAL_MINUTES: the unread count in the portal says the rest. Customers are
 * mailed in their company, staff at the company's page.
 */
async function mailOtherSide(
  app: TMessagesApp,
  tx: TDatabase,
  account: { id: number; name: string },
  to: TMessageSide,
  authorName: string,
): Promise<void> {
  if (!(await claimThreadMail(tx, account.id, to, app.now(), MESSAGE_MAIL_INTERVAL_MINUTES))) return;
  const recipients = (await accountRecipients(tx, account.id)).filter(
    (person) => isStaffRole(person.roleName) === (to === 'staff'),
  );
  for (const person of recipients) {
    const language = languageOfId(person.languageId);
    const path = to === 'staff' ? `app/messages?account=${account.id}` : 'app/messages';
    const mail = companyMessageMail(language, {
      name: person.name,
      companyName: account.name,
      authorName,
      url: `${app.config.appUrl}/${language}/${path}`,
    });
    await app.mailer.send({ to: person.email, template: 'company-message', ...mail }, { within: tx });
  }
}

/** Adds a message to a thread, in the caller's transaction, and mails the other side (throttled). */
async function addToThread(
  app: TMessagesApp,
  tx: TDatabase,
  auth: TAuth,
  account: { id: number; name: string },
  message: {
    kind: TCompanyMessage['kind'];
    side: TMessageSide;
    body: string;
    file?: { storageKey: string; fileName: string; mimeType: string; size: number };
  },
): Promise<number> {
  const id = await insertMessage(tx, {
    accountId: account.id,
    kind: message.kind,
    side: message.side,
    authorId: auth.user.id,
    body: message.body,
    ...message.file,
    createdAt: app.now(),
  });
  // The writer has read what they answer.
  await markRead(tx, account.id, auth.user.id, id, app.now());
  await mailOtherSide(app, tx, account, otherSide(message.side), auth.user.name);
  return id;
}

/** `POST accounts/{id}/messages`: text, and a PDF or image when attached. */
export async function postMessage(
  app: TMessagesApp,
  auth: TAuth,
  account: TReachedAccount,
  read: () => Promise<TMessageUpload>,
): Promise<TCompanyMessage> {
  const upload = await read();
  const body = checkedBody(upload.body);
  const scan = upload.file
    ? checkedScan(upload.file, { field: COMPANY_MESSAGE_FIELDS.file, missing: 'documents.fileMissing' })
    : null;
  const storageKey = scan
    ? `company-messages/${randomBytes(16).toString('hex')}.${documentExtension(scan.type)}`
    : null;
  if (scan && storageKey) await app.storage.put(storageKey, scan.data);
  try {
    const id = await app.db.transaction((tx) =>
      addToThread(app, tx, auth, account, {
        kind: 'message',
        side: sideOf(auth),
        body,
        file:
          scan && storageKey
            ? { storageKey, fileName: scan.fileName, mimeType: scan.type, size: scan.data.length }
            : undefined,
      }),
    );
    const row = await findMessage(app.db, account.id, id);
    if (!row) throw new HttpError(404, 'errors.notFound');
    return presentMessage(row);
  } catch (error) {
    if (storageKey) await app.storage.remove(storageKey);
    throw error;
  }
}

/** A message's attachment; a staff member's download goes to the customers' access list (KVKK). */
export async function readMessageFile(
  app: TMessagesApp,
  auth: TAuth,
  account: TReachedAccount,
  messageId: number,
): Promise<{ stream: Readable; size: number; type: string; fileName: string }> {
  const message = await findMessage(app.db, account.id, messageId);
  if (!message) throw new HttpError(404, 'errors.notFound');
  if (!message.storageKey || !message.fileName || !message.mimeType)
    throw new HttpError(404, COMPANY_MESSAGE_MESSAGES.noAttachment);
  if (sideOf(auth) === 'staff') {
    await recordDocumentAccess(app.db, {
      accountId: account.id,
      documentId: null,
      kind: 'company_message',
      period: null,
      userId: auth.user.id,
      at: app.now(),
    });
  }
  const file = await app.storage.read(message.storageKey);
  if (!file) throw new HttpError(404, 'errors.notFound');
  return { ...file, type: message.mimeType, fileName: message.fileName };
}

function presentRequest(row: TAdvisorChangeRow): TAdvisorChangeRequest {
  return {
    id: row.id,
    account_id: row.accountId,
    account_name: row.accountName,
    requested_by_name: row.requestedByName,
    reason: row.reason,
    status: row.status,
    current_advisor_name: row.currentAdvisorName,
    new_advisor_name: row.newAdvisorName,
    answer_note: row.answerNote,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

async function requestOf(app: Pick<TMessagesApp, 'db'>, id: number): Promise<TAdvisorChangeRequest> {
  const row = await findChangeRequest(app.db, id);
  if (!row) throw new HttpError(404, 'errors.notFound');
  return presentRequest(row);
}

/**
 * `POST accounts/{id}/advisor-change-requests`: the customer's request, written to the thread in
 * their language and mailed to every admin. One open request per company (409).
 */
export async function requestAdvisorChange(
  app: TMessagesApp,
  auth: TAuth,
  account: TReachedAccount,
  reason: string,
  language: TLanguage,
): Promise<TAdvisorChangeRequest> {
  const id = await app.db.transaction(async (tx) => {
    const created = await insertChangeRequest(tx, {
      accountId: account.id,
      reason,
      requestedBy: auth.user.id,
      currentAdvisorId: await findAdvisorOf(tx, account.id),
      createdAt: app.now(),
    });
    if (created === null) throw new HttpError(409, COMPANY_MESSAGE_MESSAGES.advisorChangeOpen);
    await addToThread(app, tx, auth, account, {
      kind: 'advisor_change',
      side: 'customer',
      body: translate(language, 'advisorChange.threadRequest', { reason }),
    });
    for (const admin of await findActiveUsersWithRole(tx, 'admin')) {
      const adminLanguage = languageOfId(admin.languageId);
      const mail = advisorChangeRequestedMail(adminLanguage, {
        name: admin.name,
        companyName: account.name,
        reason,
        url: `${app.config.appUrl}/${adminLanguage}/app/staff/advisor-changes`,
      });
      await app.mailer.send(
        { to: admin.email, template: 'advisor-change-requested', ...mail },
        { within: tx },
      );
    }
    return created;
  });
  return requestOf(app, id);
}

const requireAdmin = (auth: TAuth) => {
  if (auth.roles[0]?.name !== 'admin') throw new HttpError(403, COMPANY_MESSAGE_MESSAGES.adminsOnly);
};

/** `GET staff/advisor-change-requests`: admins only. */
export async function listAdvisorChanges(
  app: Pick<TMessagesApp, 'db'>,
  auth: TAuth,
  status: 'open' | 'approved' | 'declined',
): Promise<TAdvisorChangeRequest[]> {
  requireAdmin(auth);
  return (await findChangeRequests(app.db, status)).map(presentRequest);
}

/**
 * `PUT staff/advisor-change-requests/{id}`: an admin approves with the new advisor (assigned as
 * the company page assigns, audited there) or declines; the answer goes to the thread in the
 * admin's language, the decision to the audit log.
 */
export async function answerAdvisorChange(
  app: TMessagesApp,
  auth: TAuth,
  requestId: number,
  answer: z.output<typeof ZAnswerAdvisorChangeRequest>,
  language: TLanguage,
): Promise<TAdvisorChangeRequest> {
  requireAdmin(auth);
  const request = await findChangeRequest(app.db, requestId);
  if (!request) throw new HttpError(404, 'errors.notFound');
  if (request.status !== 'open')
    throw new HttpError(409, COMPANY_MESSAGE_MESSAGES.advisorChangeAlreadyAnswered);
  const approved = answer.decision === 'approved';
  const staff =
    approved && answer.advisor_id
      ? await assignAdvisor(app, auth, request.accountId, answer.advisor_id)
      : null;
  const note = answer.note?.trim() || null;
  await app.db.transaction(async (tx) => {
    const answered = await answerChangeRequest(tx, requestId, {
      status: answer.decision,
      newAdvisorId: staff?.advisor?.id ?? null,
      answerNote: note,
      answeredBy: auth.user.id,
      answeredAt: app.now(),
    });
    if (!answered) throw new HttpError(409, COMPANY_MESSAGE_MESSAGES.advisorChangeAlreadyAnswered);
    const verdict = approved
      ? translate(language, 'advisorChange.threadApproved', { advisor: staff?.advisor?.name ?? '' })
      : translate(language, 'advisorChange.threadDeclined');
    await addToThread(
      app,
      tx,
      auth,
      { id: request.accountId, name: request.accountName },
      {
        kind: 'advisor_change',
        side: 'staff',
        body: note ? `${verdict}\n${translate(language, 'advisorChange.threadNote', { note })}` : verdict,
      },
    );
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'advisor_change.answered',
      subjectType: 'advisor_change_request',
      subjectId: requestId,
      accountId: request.accountId,
      before: { status: 'open' },
      // The new advisor as `{id, name}`: the company's audit log reads it by name.
      after: { status: answer.decision, advisor: staff?.advisor ?? null, note },
    });
  });
  return requestOf(app, requestId);
}

type TStaffRef = { id: number; name: string } | null;
const advisorIn = (snapshot: unknown): TStaffRef => {
  const advisor = (snapshot as { advisor?: TStaffRef } | null)?.advisor;
  return advisor && typeof advisor.id === 'number' ? advisor : null;
};

/**
 * `GET accounts/{id}/advisor-assignments`: each change of advisor in the audit of staff
 * assignments, newest first; a company whose advisor was assigned before that audit (or by the
 * seed) starts with today's advisor from when they were attached.
 */
export async function advisorAssignments(
  app: Pick<TMessagesApp, 'db'>,
  account: TReachedAccount,
): Promise<TAdvisorAssignment[]> {
  const [audits, current] = await Promise.all([
    findStaffAssignments(app.db, account.id),
    findCurrentAdvisor(app.db, account.id),
  ]);
  const periods: TAdvisorAssignment[] = [];
  for (const audit of audits) {
    const before = advisorIn(audit.before);
    const after = advisorIn(audit.after);
    if (before?.id === after?.id) continue;
    const at = audit.createdAt.toISOString();
    const open = periods.at(-1);
    if (open && open.until === null) open.until = at;
    else if (!open && before) {
      periods.push({
        advisor_id: before.id,
        advisor_name: before.name,
        assigned_at: at,
        assigned_by_name: null,
        until: at,
      });
    }
    if (after) {
      periods.push({
        advisor_id: after.id,
        advisor_name: after.name,
        assigned_at: at,
        assigned_by_name: audit.actorName,
        until: null,
      });
    }
  }
  if (periods.length === 0 && current) {
    periods.push({
      advisor_id: current.id,
      advisor_name: current.name,
      assigned_at: current.since.toISOString(),
      assigned_by_name: null,
      until: null,
    });
  }
  return periods.reverse();
}
