import { randomBytes } from 'node:crypto';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import { currentPeriod, formatPeriod, ZPeriod } from '@portal/contracts/documents/document-periods';
import {
  customerMayChangeReviewedDocument,
  customerMayEditMonthlyDocuments,
  isMonthlyDocumentKind,
  MONTHLY_DOCUMENT_MESSAGES,
  REVIEW_STATUSES,
  type TMonthlyDocument,
  type TReviewQueueItem,
  type TReviewStatus,
  type ZReviewDocumentRequest,
  type ZReviewQueueQuery,
} from '@portal/contracts/documents/monthly-documents';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { STAFF_AREAS } from '@portal/contracts/staff/staff-areas';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation/message-keys';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { accountIds, readingShownNames } from '../../plugins/db/company-reads.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { documentExtension, documentFileName } from '../../plugins/document-file-name.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { documentNeedsFixMail } from '../../plugins/mail/templates/document-review-mails.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { authorizeStaffArea } from '../accounts/account-access-service.ts';
import { lineStatusOrNew } from '../accounts/account-lines-service.ts';
import { notifyCompanyCustomers } from '../notifications/service.ts';
import { detectMonthlyDocumentType } from './document-file.ts';
import { DOCUMENT_FIELDS, type TDocumentUpload } from './document-upload.ts';
import {
  findAccountDocument,
  findAccountDocuments,
  insertMonthlyDocument,
  isPeriodClosed,
  listMonthlyDocuments,
  listReviewQueue,
  lockDocumentReview,
  replaceMonthlyDocumentFile,
  setDocumentReview,
  type TDocumentRow,
} from './repository.ts';

type TMonthlyApp = Pick<FastifyInstance, 'db' | 'now' | 'storage' | 'log'>;

/** Where a document is downloaded (behind the caller's token; staff add `?all`). */
export const documentFileUrl = (accountId: number, documentId: number) =>
  `/api/accounts/${accountId}/documents/${documentId}/file`;

const isReviewStatus = (value: unknown): value is TReviewStatus =>
  typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);

function presentMonthlyDocument(row: TDocumentRow): TMonthlyDocument {
  // Rows are only written with a checked kind, month and review; anything else is a broken database.
  if (!isMonthlyDocumentKind(row.kind) || row.period === null || !isReviewStatus(row.reviewStatus)) {
    throw new Error(`Not a monthly document in account_documents ${row.id}`);
  }
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    mime_type: row.mimeType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    url: documentFileUrl(row.accountId, row.id),
    period: row.period,
    review_status: row.reviewStatus,
    review_note: row.reviewNote,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

const isStaff = (auth: TAuth) => isStaffRole(auth.roles[0]?.name);

const refuse = (status: number, key: TMessageKey, field: string) =>
  new HttpError(status, key, { fields: { [field]: key } });

/**
 * Who may change a month's documents: staff serving the company's accountant line always may;
 * a customer while the company is active, the advisor has not closed the month, and an accepted
 * document stays.
 */
async function authorizeMonthlyChange(
  app: TMonthlyApp,
  auth: TAuth,
  account: TReachedAccount,
  period: string,
  reviewStatus: TReviewStatus | null,
): Promise<void> {
  if (isStaff(auth)) return authorizeStaffArea(auth, account, STAFF_AREAS.accountancy);
  // Monthly documents are the accountant line's: its own state decides, not the company's overall.
  const accountantLine = await lineStatusOrNew(app.db, account.id, ACCOUNTANT_LINE.id);
  if (!customerMayEditMonthlyDocuments(accountantLine)) {
    throw new HttpError(403, 'documents.monthlyEditNotAllowed');
  }
  if (await isPeriodClosed(app.db, account.id, period)) throw new HttpError(403, 'documents.periodClosed');
  if (reviewStatus !== null && !customerMayChangeReviewedDocument(reviewStatus)) {
    throw new HttpError(403, 'documents.acceptedLocked');
  }
}

/** The month's documents, newest first. The caller has reached the account already. */
export async function listMonthDocuments(
  app: Pick<FastifyInstance, 'db'>,
  accountId: number,
  period: string,
): Promise<TMonthlyDocument[]> {
  return (await listMonthlyDocuments(app.db, accountId, period)).map(presentMonthlyDocument);
}

/** The file's checked type: a scan, a photo or an e-invoice; anything else is refused (422). */
function checkedFile(file: TDocumentUpload['file']) {
  if (!file || file.data.length === 0) throw refuse(422, 'documents.fileMissing', DOCUMENT_FIELDS.file);
  const type = detectMonthlyDocumentType(file.data);
  if (type === 'notAnInvoice')
    throw refuse(422, MONTHLY_DOCUMENT_MESSAGES.notAnInvoice, DOCUMENT_FIELDS.file);
  if (!type) throw refuse(422, MONTHLY_DOCUMENT_MESSAGES.wrongType, DOCUMENT_FIELDS.file);
  return { data: file.data, name: file.name, type };
}

async function storeFile(app: TMonthlyApp, file: ReturnType<typeof checkedFile>): Promise<string> {
  const storageKey = `documents/${randomBytes(16).toString('hex')}.${documentExtension(file.type)}`;
  await app.storage.put(storageKey, file.data);
  return storageKey;
}

/** Monthly documents of a company by id (those answering its document requests), by id. */
export async function monthlyDocumentsById(
  app: Pick<FastifyInstance, 'db'>,
  accountId: number,
  ids: number[],
): Promise<Map<number, TMonthlyDocument>> {
  const rows = await findAccountDocuments(app.db, accountId, ids);
  return new Map(
    rows.filter((row) => row.period !== null).map((row) => [row.id, presentMonthlyDocument(row)]),
  );
}

/**
 * A new document of a month (several of each kind may be sent). The month is given as it is
 * written, and may not lie ahead of this month in Istanbul.
 */
export async function uploadMonthlyDocument(
  app: TMonthlyApp,
  auth: TAuth,
  account: TReachedAccount,
  upload: TDocumentUpload,
): Promise<TMonthlyDocument> {
  const period = ZPeriod.safeParse(upload.period);
  if (!period.success) throw refuse(422, VALIDATION_MESSAGES.invalidValue, DOCUMENT_FIELDS.period);
  if (period.data > currentPeriod(app.now())) {
    throw refuse(422, MONTHLY_DOCUMENT_MESSAGES.periodInFuture, DOCUMENT_FIELDS.period);
  }
  if (!isMonthlyDocumentKind(upload.kind)) throw refuse(422, 'documents.kindInvalid', DOCUMENT_FIELDS.kind);
  await authorizeMonthlyChange(app, auth, account, period.data, null);
  const file = checkedFile(upload.file);
  const storageKey = await storeFile(app, file);
  try {
    const row = await insertMonthlyDocument(app.db, {
      accountId: account.id,
      kind: upload.kind,
      period: period.data,
      storageKey,
      fileName: documentFileName(file.name, file.type),
      mimeType: file.type,
      size: file.data.length,
      uploadedBy: auth.user.id,
    });
    return presentMonthlyDocument(row);
  } catch (error) {
    await app.storage.remove(storageKey);
    throw error;
  }
}

/** A monthly document of the account, or 404 (an application document is not one). */
async function monthlyDocumentOf(app: TMonthlyApp, accountId: number, documentId: number) {
  const document = await findAccountDocument(app.db, accountId, documentId);
  if (!document || document.period === null) throw new HttpError(404, 'errors.notFound');
  return { ...document, period: document.period };
}

/**
 * A new file for a monthly document (one needing a fix, typically): the old file goes, the
 * review starts again.
 */
export async function replaceMonthlyDocument(
  app: TMonthlyApp,
  auth: TAuth,
  account: TReachedAccount,
  documentId: number,
  read: () => Promise<TDocumentUpload>,
): Promise<TMonthlyDocument> {
  const document = await monthlyDocumentOf(app, account.id, documentId);
  await authorizeMonthlyChange(app, auth, account, document.period, document.reviewStatus);
  const file = checkedFile((await read()).file);
  const storageKey = await storeFile(app, file);
  let replaced: Awaited<ReturnType<typeof replaceMonthlyDocumentFile>>;
  try {
    replaced = await replaceMonthlyDocumentFile(
      app.db,
      account.id,
      documentId,
      {
        storageKey,
        fileName: documentFileName(file.name, file.type),
        mimeType: file.type,
        size: file.data.length,
        uploadedBy: auth.user.id,
      },
      // Accepted while the file was on its way: the customer's replacement no longer applies.
      isStaff(auth) ? null : 'accepted',
    );
  } catch (error) {
    await app.storage.remove(storageKey);
    throw error;
  }
  if (!replaced) {
    await app.storage.remove(storageKey);
    throw new HttpError(403, 'documents.acceptedLocked');
  }
  await removeStoredFile(app, replaced.replacedKey);
  return presentMonthlyDocument(replaced.row);
}

/** Checks that the caller may delete this monthly document (the delete itself is shared). */
export async function authorizeMonthlyDelete(
  app: TMonthlyApp,
  auth: TAuth,
  account: TReachedAccount,
  document: TDocumentRow & { period: string },
): Promise<void> {
  await authorizeMonthlyChange(app, auth, account, document.period, document.reviewStatus);
}

/**
 * The advisor's review: staff serving the company's accountant line (the route reaches it so)
 * and holding "show files"; the company's own customers are refused (403: they know the document). The decision and its audit entry are
 * one transaction. Asking for a fix tells the company's customers, each in their language, with a
 * mail and an in-app notification, in the same transaction and once: the same request again (a
 * double click; the row is locked, so the second sees the first) tells nobody a second time.
 */
export async function reviewMonthlyDocument(
  app: TMonthlyApp & Pick<FastifyInstance, 'mailer' | 'sms' | 'config'>,
  auth: TAuth,
  account: TReachedAccount,
  documentId: number,
  body: z.output<typeof ZReviewDocumentRequest>,
): Promise<TMonthlyDocument> {
  if (!isStaff(auth) || !hasPermission(auth, PERMISSIONS.showFiles)) {
    throw new HttpError(403, 'errors.forbidden');
  }
  const before = await monthlyDocumentOf(app, account.id, documentId);
  const note = body.note ? body.note : null;
  const row = await app.db.transaction(async (tx) => {
    const current = await lockDocumentReview(tx, account.id, documentId);
    const asksAgain = current?.reviewStatus === 'needs_fix' && current.reviewNote === note;
    const reviewed = await setDocumentReview(tx, account.id, documentId, {
      decision: body.decision,
      note,
      reviewedBy: auth.user.id,
      at: app.now(),
    });
    if (!reviewed) throw new HttpError(404, 'errors.notFound');
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'document.reviewed',
      subjectType: 'document',
      subjectId: documentId,
      accountId: account.id,
      before: { review_status: before.reviewStatus, review_note: before.reviewNote },
      after: { review_status: body.decision, review_note: note, period: before.period, kind: before.kind },
    });
    if (body.decision === 'needs_fix' && note !== null && !asksAgain) {
      await tellFixNeeded(app, tx, account, { fileName: reviewed.fileName, period: before.period, note });
    }
    return reviewed;
  });
  return presentMonthlyDocument(row);
}

/** The company's customers hear that a document of theirs needs a fix: the bell and a mail. */
async function tellFixNeeded(
  app: Pick<FastifyInstance, 'now' | 'mailer' | 'sms' | 'log' | 'config'>,
  tx: TDatabase,
  account: TReachedAccount,
  document: { fileName: string; period: string; note: string },
): Promise<void> {
  await notifyCompanyCustomers(app, tx, {
    accountId: account.id,
    kind: 'document_needs_fix',
    audience: 'members',
    params: {
      company: account.name,
      file_name: document.fileName,
      period: document.period,
      note: document.note,
    },
    link: `app/documents?period=${document.period}`,
    mail: {
      template: 'document-needs-fix',
      render: (language, customer, url) =>
        documentNeedsFixMail(language, {
          name: customer.name,
          companyName: account.name,
          fileName: document.fileName,
          period: formatPeriod(document.period, language),
          note: document.note,
          url,
        }),
    },
    sms: null,
  });
}

/** Whether the caller reviews monthly documents: "show files" and "show accountancy" (advisors, admins). */
export function reviewsMonthlyDocuments(auth: TAuth): boolean {
  return hasPermission(auth, PERMISSIONS.showFiles) && hasPermission(auth, PERMISSIONS.showAccountancy);
}

/**
 * The advisors' queue: pending monthly documents, oldest first, of the companies the staff member
 * is assigned to, or of every company for "show accounts all"; `account_id` keeps one of them.
 * Staff holding "show files" and "show accountancy" only (the route is staff's: customers 403 by
 * its contract).
 */
export async function documentReviewQueue(
  app: Pick<FastifyInstance, 'db'>,
  auth: TAuth,
  query: z.output<typeof ZReviewQueueQuery>,
): Promise<{ data: TReviewQueueItem[]; meta: TPageMeta }> {
  if (!reviewsMonthlyDocuments(auth)) throw new HttpError(403, 'errors.forbidden');
  // Oldest document first: which companies the page shows depends on none of their names.
  const { rows, total } = await readingShownNames(
    () =>
      listReviewQueue(app.db, {
        memberId: hasPermission(auth, PERMISSIONS.showAccountsAll) ? undefined : auth.user.id,
        accountId: query.account_id,
        page: query.page,
        perPage: query.per_page,
      }),
    (listed) => accountIds(listed.rows),
  );
  return {
    data: rows.map((row) => ({
      ...presentMonthlyDocument(row),
      account: { id: row.accountId, name: row.accountName },
    })),
    meta: pageMeta(query, total),
  };
}

/** A file no row points at any more: a failure to remove it leaves garbage, not a wrong answer. */
export async function removeStoredFile(app: Pick<FastifyInstance, 'storage' | 'log'>, key: string) {
  await app.storage.remove(key).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not remove a replaced or deleted document file');
  });
}
